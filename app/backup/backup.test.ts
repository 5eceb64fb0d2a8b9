import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { simplePdf } from '~/lib/simple-pdf.server';
import { submitApplication } from '~/modules/applications/applications.server';
import { albumInputSchema } from '~/modules/gallery/album-schema';
import { addAlbum } from '~/modules/gallery/albums.server';
import { galleryPhotoInputSchema } from '~/modules/gallery/gallery-schema';
import { addGalleryPhoto, deleteGalleryPhoto } from '~/modules/gallery/gallery.server';
import { noticeInputSchema } from '~/modules/notices/notice-schema';
import { createNotice, deleteNotice } from '~/modules/notices/notices.server';
import { createTestEnvironment, testDialects, type TestDialect, type TestEnvironment } from '~/test/databases';
import { testS3Environment } from '~/test/file-stores';
import { testJpeg, uploadedFile } from '~/test/images';
import { libpqConnection } from './backup-archive.server';
import { backupCommand, restoreCommand } from './backup-command.server';
import { writeBackup } from './backup.server';
import { restoreBackup } from './restore.server';
import { bytesOf, comparedTables, emptyTarget, ownedNames, removeRepacked, repack, rowsOf, storedNames, varsOf, type RestoreTarget } from './backup-test-support';

afterAll(removeRepacked);


describe.each(testDialects)('backup and restore on %s', (dialect: TestDialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;
  let outDir: string;
  const targets: RestoreTarget[] = [];
  const lines: string[] = [];
  const say = (line: string) => void lines.push(line);

  async function open(storage: Record<string, string> = {}) {
    env = await createTestEnvironment(dialect, storage);
    database = await env.open();
    outDir = path.join(env.config.dataDir, 'backups');
  }
  async function target(storage: Record<string, string> = {}) {
    const made = await emptyTarget(env, storage);
    targets.push(made);
    return made;
  }
  afterEach(async () => {
    await Promise.all(targets.splice(0).map((t) => t.cleanup()));
    await env.cleanup();
    lines.length = 0;
  });

  let count = 0;
  const pdfUpload = (title: string) => {
    const file = path.join(env.config.dataDir, `circular-${++count}.pdf`);
    fs.writeFileSync(file, simplePdf({ title, lines: [`Circular ${count}`] }));
    return { path: file, originalName: `${title}.pdf` };
  };
  const addNotice = (title: string) =>
    createNotice(database.db, env.files, noticeInputSchema.parse({ title, details: `${title}: details.`, date: '2026-12-05' }), { circular: pdfUpload(title) });
  const addPhoto = async (albumId: number, title: string) =>
    addGalleryPhoto(database.db, env.files, galleryPhotoInputSchema.parse({ albumId, title }), await uploadedFile(env.config.uploadsDir, await testJpeg(`#${crypto.randomBytes(3).toString('hex')}`)));
  const addApplication = async (name: string) => {
    const file = path.join(env.config.dataDir, `resume-${++count}`);
    fs.writeFileSync(file, simplePdf({ title: `CV of ${name}` }));
    const input = { name, email: 'ravi@example.com', phone: '+919876543210', job: 'general', consent: true as const, submissionKey: null };
    return submitApplication(database.db, env.files, input, { path: file, size: fs.statSync(file).size, originalName: 'cv.pdf' });
  };
  const newAlbum = async () => (await addAlbum(database.db, albumInputSchema.parse({ title: 'Sports Day', heldOn: '2026-01-10' }))).id;

  /** Backs up, restores into an empty target, and checks that every row and every file came back as it was. */
  async function backupAndCompare(storage: Record<string, string> = {}) {
    const backup = await writeBackup(env.config, env.files, { outDir, warn: say });
    const restoreTo = await target(storage);
    const restored = await restoreBackup(restoreTo.config, restoreTo.files, backup.archive);
    expect(restored.files).toBe(backup.manifest.files.length);
    const copy = restoreTo.open();
    for (const table of comparedTables) expect(await rowsOf(copy, table), table).toEqual(await rowsOf(database, table));
    const owned = await ownedNames(database);
    expect(await storedNames(restoreTo.files)).toEqual(owned);
    for (const name of owned) expect((await bytesOf(restoreTo.files, name))?.equals((await bytesOf(env.files, name))!), name).toBe(true);
    return { backup, restoreTo };
  }

  it.each([
    ['the local', () => ({})],
    ['an S3', testS3Environment],
  ])('restores into an empty target every row and every file, byte for byte, with %s file store', async (_store, storage: () => Record<string, string>) => {
    await open(storage());
    const albumId = await newAlbum();
    await addPhoto(albumId, 'Relay');
    await addPhoto(albumId, 'Long jump');
    await addNotice('Annual Day');
    await addApplication('Ravi Kumar');
    // A file no row owns (an upload whose row never came) stays out of the archive.
    await env.files.write('uploads/images/0123456789abcdef0123456789abcdef-320.webp', Buffer.from('orphan'), 'image/webp');

    const { backup } = await backupAndCompare(storage());
    expect(backup.manifest).toMatchObject({ format: 'school-backup', formatVersion: 1, dialect, missing: [] });
    expect(backup.manifest.files.map((file) => file.name)).toEqual(await ownedNames(database));
    expect(backup.manifest.files.some((file) => file.name.startsWith('private/resumes/'))).toBe(true);
    expect(JSON.stringify(backup.manifest)).not.toMatch(/S3RVER|password/i);
    expect(fs.readdirSync(outDir)).toEqual([path.basename(backup.archive)]);
  });

  it('a backup taken while the site takes writes holds everything acknowledged before it began, and every row in it has its files', async () => {
    await open();
    const albumId = await newAlbum();
    const acknowledged = { notices: [] as number[], photos: [] as number[] };
    for (let i = 0; i < 4; i += 1) {
      acknowledged.notices.push((await addNotice(`Before ${i}`)).id);
      acknowledged.photos.push((await addPhoto(albumId, `Before ${i}`)).id);
    }
    // The site keeps adding notices with circulars and photos, and deletes some of what it adds, until the backup ends.
    let writing = true;
    let writes = 0;
    const site = (async () => {
      for (let i = 0; writing; i += 1) {
        const notice = await addNotice(`During ${i}`);
        const photo = await addPhoto(albumId, `During ${i}`);
        if (i % 3 === 2) {
          await deleteNotice(database.db, env.files, notice.id);
          await deleteGalleryPhoto(database.db, env.files, photo.id);
        } else {
          acknowledged.notices.push(notice.id);
          acknowledged.photos.push(photo.id);
        }
        writes += 1;
      }
    })();
    let before: typeof acknowledged;
    let backup: Awaited<ReturnType<typeof writeBackup>>;
    try {
      await expect.poll(() => writes).toBeGreaterThan(1);
      before = { notices: [...acknowledged.notices], photos: [...acknowledged.photos] };
      const writesBefore = writes;
      // At least one notice and photo arrive between the staging of the files and the snapshot: files only the late copy can take.
      const staged = async () => void (await expect.poll(() => writes).toBeGreaterThan(writesBefore + 1));
      backup = await writeBackup(env.config, env.files, { outDir, warn: say, during: { staged } });
    } finally {
      writing = false;
      await site;
    }

    const restoreTo = await target();
    await restoreBackup(restoreTo.config, restoreTo.files, backup.archive);
    const copy = restoreTo.open();
    const ids = async (table: 'notices' | 'galleryPhotos') => (await copy.db.selectFrom(table).select('id').execute()).map((row) => row.id);
    expect(await ids('notices')).toEqual(expect.arrayContaining(before.notices));
    expect(await ids('galleryPhotos')).toEqual(expect.arrayContaining(before.photos));
    // Every row of the archive has its files, as they were stored, but for files the site added and deleted during the backup.
    const owned = await ownedNames(copy);
    expect(owned.length).toBeGreaterThanOrEqual(before.notices.length + before.photos.length * 2);
    const stillOwned = new Set(await ownedNames(database));
    expect(backup.manifest.missing.filter((name) => stillOwned.has(name))).toEqual([]);
    expect(await storedNames(restoreTo.files)).toEqual(owned.filter((name) => !backup.manifest.missing.includes(name)));
    const checksums = new Map(backup.manifest.files.map((file) => [file.name, file.sha256]));
    for (const name of await storedNames(restoreTo.files)) {
      expect(crypto.createHash('sha256').update((await bytesOf(restoreTo.files, name))!).digest('hex'), name).toBe(checksums.get(name));
    }
  });

  it('a file deleted during the backup, after the snapshot, is named as missing, with a warning', async () => {
    await open();
    await addNotice('Kept');
    let late: { id: number; circular: { url: string } | null } | undefined;
    const backup = await writeBackup(env.config, env.files, {
      outDir,
      warn: say,
      during: {
        staged: async () => void (late = await addNotice('Added during the backup')),
        snapshotTaken: async () => void (await deleteNotice(database.db, env.files, late!.id)),
      },
    });
    const name = late!.circular!.url.replace(/^\//, '');
    expect(backup.manifest.missing).toEqual([name]);
    expect(lines.join('\n')).toContain(`${name} belonged to a row of the snapshot but was deleted`);
    expect(backup.manifest.files.map((file) => file.name)).not.toContain(name);
  });

  it('restore refuses a target that holds anything, naming it, unless --force; the commands print where, how big and how long', async () => {
    await open();
    await addPhoto(await newAlbum(), 'Relay');
    await addNotice('Annual Day');
    expect(await backupCommand(['--out', outDir], varsOf(env, {}), say, say)).toBe(0);
    const archive = path.join(outDir, fs.readdirSync(outDir)[0]!);
    expect(lines.join('\n')).toMatch(new RegExp(`Backup written: ${archive.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n.* KB: the ${dialect} database .* and 3 files, in \\d+\\.\\d s`));
    lines.length = 0;

    const expected = await rowsOf(database, 'notices');
    await database.close();
    expect(await restoreCommand([archive], varsOf(env, {}), say, say)).toBe(1);
    const refusal = lines.join('\n');
    expect(refusal).toMatch(/Not restored: The target is not empty/);
    expect(refusal).toMatch(/has \d+ tables \(.*albums/);
    expect(refusal).toContain('has 2 files under uploads/images/');
    expect(refusal).toContain('has 1 files under uploads/documents/');
    expect(refusal).toContain('--force');

    // A half-restored target (the files came back, not yet the database) counts as not empty too.
    const empty = await target();
    await empty.files.write('uploads/documents/0123456789abcdef0123456789abcdef.pdf', Buffer.from('%PDF'), 'application/pdf');
    lines.length = 0;
    expect(await restoreCommand([archive], empty.vars, say, say)).toBe(1);
    expect(lines.join('\n')).toContain('has 1 files under uploads/documents/');

    lines.length = 0;
    expect(await restoreCommand([archive, '--force'], varsOf(env, {}), say, say)).toBe(0);
    expect(lines.join('\n')).toMatch(/Restored .*\n.* and 3 files .* in \d+\.\d s/);
    const again = await env.open({ migrate: false });
    expect(await rowsOf(again, 'notices')).toEqual(expected);
  });

  it('restore refuses a damaged archive, naming the entry, an archive of a newer version, and one for the other database', async () => {
    await open();
    await addNotice('Annual Day');
    const { archive, manifest } = await writeBackup(env.config, env.files, { outDir, warn: say });
    const restoreTo = await target();
    const refusal = (file: string) => restoreBackup(restoreTo.config, restoreTo.files, file).then(() => 'restored', (error: Error) => error.message);

    const pdf = manifest.files[0]!.name;
    const tampered = await repack(archive, (folder) => fs.appendFileSync(path.join(folder, 'files', pdf), ' '));
    expect(await refusal(tampered)).toBe(`The archive is damaged: files/${pdf} does not match its checksum in manifest.json.`);
    const cut = path.join(restoreTo.config.dataDir, 'cut.tar');
    fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, 3000));
    expect(await refusal(cut)).toMatch(/damaged|cannot be read/);
    const extra = await repack(archive, (folder) => {
      fs.writeFileSync(path.join(folder, 'files', 'uploads', 'documents', 'planted.pdf'), '%PDF');
      return ['files/uploads/documents/planted.pdf'];
    });
    expect(await refusal(extra)).toBe('The archive holds files/uploads/documents/planted.pdf, which its manifest.json does not list.');
    const newer = await repack(archive, (folder) => {
      const file = path.join(folder, 'manifest.json');
      const changed = JSON.parse(fs.readFileSync(file, 'utf8')) as { migrations: string[]; dialect: string };
      changed.migrations.push('0099-from-the-future');
      fs.writeFileSync(file, JSON.stringify(changed));
    });
    const emptyAgain = await target();
    const newerRefusal = await restoreBackup(emptyAgain.config, emptyAgain.files, newer).catch((error: Error) => error.message);
    expect(newerRefusal).toMatch(/made by a newer version .* \(0099-from-the-future\)/);
    const otherDialect = await repack(archive, (folder) => {
      const file = path.join(folder, 'manifest.json');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(`"dialect": "${dialect}"`, `"dialect": "${dialect === 'sqlite' ? 'postgres' : 'sqlite'}"`));
    });
    expect(await restoreBackup(emptyAgain.config, emptyAgain.files, otherDialect).catch((error: Error) => error.message)).toMatch(/names (sqlite|postgres)\.$/);
  });

  it('a failed backup exits non-zero and leaves no archive, whole or half-written', async () => {
    await open();
    // A database that is not there: a SQLite file never made, a PostgreSQL schema never created.
    const source = env.config.database;
    const missing = new URL(source.dialect === 'postgres' ? source.connectionString : 'postgres://unused');
    missing.searchParams.set('options', '-c search_path=no_such_schema');
    const DATABASE_URL = source.dialect === 'sqlite' ? `sqlite:${path.join(env.config.dataDir, 'never-made.sqlite')}` : missing.toString();
    expect(await backupCommand(['--out', outDir], { ...varsOf(env, {}), DATABASE_URL }, say, say)).toBe(1);
    expect(lines.join('\n')).toMatch(/Backup failed: (There is no database|The schema DATABASE_URL works in does not exist)/);
    expect(fs.readdirSync(outDir)).toEqual([]);
  });
});

describe('how pg_dump and pg_restore are given DATABASE_URL', () => {
  it('without the password on the command line (it goes in PGPASSWORD), and with spaces libpq can read', () => {
    const { url, env } = libpqConnection('postgres://school:p%40ss%20word@db.internal:5432/school?options=-c+search_path%3Dsite');
    expect(url).toBe('postgres://school@db.internal:5432/school?options=-c%20search_path%3Dsite');
    expect(env.PGPASSWORD).toBe('p@ss word');
    expect(libpqConnection('postgres://school@db.internal/school').env.PGPASSWORD).toBeUndefined();
  });
});
