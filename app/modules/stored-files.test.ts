import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeLeftoverFiles, sweepOlderThanMs } from '~/leftover-files.server';
import { storedFolders } from '~/lib/file-store/file-store.server';
import { simplePdf } from '~/lib/simple-pdf.server';
import { deleteApplication, resumeFile, submitApplication } from '~/modules/applications/applications.server';
import { addAlbum } from '~/modules/gallery/albums.server';
import { addGalleryPhoto, deleteGalleryPhoto } from '~/modules/gallery/gallery.server';
import { albumInputSchema } from '~/modules/gallery/album-schema';
import { galleryPhotoInputSchema } from '~/modules/gallery/gallery-schema';
import { createNotice, deleteNotice } from '~/modules/notices/notices.server';
import { noticeInputSchema } from '~/modules/notices/notice-schema';
import { serveSite } from '~/test/site-server';
import { createTestEnvironment, testSite } from '~/test/databases';
import { testS3Environment, testStorageDrivers } from '~/test/file-stores';
import { testJpeg, uploadedFile } from '~/test/images';

/**
 * Every kind of file through each file store (DESIGN.md §10): photos and their variants, PDFs and
 * resumes are written before their rows, gone when a transaction fails or a row is deleted, swept
 * when no row owns them, and served by the app from the store, the same on a folder as on a bucket.
 */
describe.each(testStorageDrivers)('stored files on %s storage', (driver) => {
  const site = testSite('sqlite', () => (driver === 's3' ? testS3Environment() : {}));
  let base: string;
  let close: () => void;

  beforeEach(async () => {
    ({ base, close } = await serveSite(site));
  });
  afterEach(() => close());

  const stored = async (folder: string) => {
    const names: string[] = [];
    for await (const file of site.files.list(folder)) names.push(file.name);
    return names.sort();
  };
  /** Makes the next insert into `table` fail inside its transaction, as a full disk or a lost connection would. */
  const failInsertsInto = (table: string) =>
    sql.raw(`create trigger refuse_${table} before insert on ${table} begin select raise(abort, 'refused for the test'); end`).execute(site.db);
  const album = () => addAlbum(site.db, albumInputSchema.parse({ title: 'Sports Day', heldOn: '2026-11-14' }));
  const photoInput = (albumId: number) => galleryPhotoInputSchema.parse({ albumId, title: 'Tug of war' });

  it('a photo: its variants are stored, served with a year of caching and 304s, and go with their row', async () => {
    const { id: albumId } = await album();
    const photo = await addGalleryPhoto(site.db, site.files, photoInput(albumId), await uploadedFile(site.uploadsDir, await testJpeg()));
    const variants = await stored(storedFolders.images);
    expect(variants.length).toBe(2);
    expect(driver === 'local' || !fs.existsSync(path.join(site.config.dataDir, storedFolders.images))).toBe(true);

    const answer = await fetch(`${base}${photo.image.src}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await answer.arrayBuffer());
    const inStore = await site.files.read(`${storedFolders.images}${path.basename(photo.image.src)}`);
    expect(bytes.equals(Buffer.concat(await inStore!.body.toArray()))).toBe(true);
    const again = await fetch(`${base}${photo.image.src}`, { headers: { 'If-None-Match': answer.headers.get('etag')! } });
    expect(again.status).toBe(304);
    for (const wrong of ['/uploads/images/ffffffffffffffffffffffffffffffff-640.webp', '/uploads/images/..%2f..%2fschool.sqlite', '/uploads/images/']) {
      expect((await fetch(`${base}${wrong}`)).status, wrong).toBe(404);
    }

    expect(await deleteGalleryPhoto(site.db, site.files, photo.id)).toBe(true);
    expect(await stored(storedFolders.images)).toEqual([]);
    expect((await fetch(`${base}${photo.image.src}`)).status).toBe(404);
  });

  it('a photo whose row cannot be written leaves no file in the store', async () => {
    const { id: albumId } = await album();
    await failInsertsInto('gallery_photos');
    await expect(addGalleryPhoto(site.db, site.files, photoInput(albumId), await uploadedFile(site.uploadsDir, await testJpeg()))).rejects.toThrow(
      /refused for the test/,
    );
    expect(await stored(storedFolders.images)).toEqual([]);
  });

  it('a circular: stored, served from the store, gone with its notice; none left when its notice cannot be written', async () => {
    const notice = noticeInputSchema.parse({ title: 'Annual Day', details: 'All parents are invited.', date: '2026-12-05' });
    const bytes = simplePdf({ title: 'Annual Day' });
    const upload = () => {
      const file = path.join(site.config.dataDir, `circular-${Math.random()}`);
      fs.writeFileSync(file, bytes);
      return { path: file, originalName: 'circular.pdf' };
    };
    const created = await createNotice(site.db, site.files, notice, { circular: upload() });
    expect(await stored(storedFolders.documents)).toEqual([`${storedFolders.documents}${path.basename(created.circular!.url)}`]);
    const answer = await fetch(`${base}${created.circular!.url}`);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    expect(answer.headers.get('content-length')).toBe(String(bytes.length));

    expect(await deleteNotice(site.db, site.files, created.id)).toBe(true);
    expect(await stored(storedFolders.documents)).toEqual([]);
    expect((await fetch(`${base}${created.circular!.url}`)).status).toBe(404);

    await failInsertsInto('notices');
    await expect(createNotice(site.db, site.files, notice, { circular: upload() })).rejects.toThrow(/refused for the test/);
    expect(await stored(storedFolders.documents)).toEqual([]);
  });

  it('a resume: stored in the private folder, read back whole, gone with its application; none left when the row fails', async () => {
    const input = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '+919876543210', job: 'general', consent: true as const, submissionKey: null };
    const bytes = simplePdf({ title: 'Curriculum vitae' });
    const arrived = () => {
      const file = path.join(site.config.dataDir, `resume-${Math.random()}`);
      fs.writeFileSync(file, bytes);
      return { path: file, size: bytes.length, originalName: 'cv.pdf' };
    };
    const application = await submitApplication(site.db, site.files, input, arrived());
    expect(await stored(storedFolders.resumes)).toHaveLength(1);
    // Never under a folder the app serves to anyone.
    expect(await stored('uploads/')).toEqual([]);
    const file = await resumeFile(site.db, site.files, application.id);
    expect(Buffer.concat(await file!.body.toArray()).equals(bytes)).toBe(true);
    expect(await deleteApplication(site.db, site.files, application.id, { staffUsername: 'office' })).toBe(true);
    expect(await stored(storedFolders.resumes)).toEqual([]);

    await failInsertsInto('applications');
    await expect(submitApplication(site.db, site.files, { ...input, submissionKey: 'another' }, arrived())).rejects.toThrow(/refused for the test/);
    expect(await stored(storedFolders.resumes)).toEqual([]);
  });

  it('the sweep removes files no row owns once they are old enough, and keeps every owned one', async () => {
    const { id: albumId } = await album();
    await addGalleryPhoto(site.db, site.files, photoInput(albumId), await uploadedFile(site.uploadsDir, await testJpeg()));
    const owned = await stored(storedFolders.images);
    const orphans = [`${storedFolders.images}0123456789abcdef0123456789abcdef-320.webp`, `${storedFolders.documents}0123456789abcdef0123456789abcdef.pdf`, `${storedFolders.resumes}0123.pdf`];
    for (const name of orphans) await site.files.write(name, Buffer.from('no row owns this'), 'application/octet-stream');

    // Young: perhaps an upload whose row is being committed on another server. Kept.
    expect(await removeLeftoverFiles(site.db, site.config, site.files, { olderThanMs: sweepOlderThanMs, when: 'sweep' })).toMatchObject({ images: 0, pdfs: 0, resumes: 0 });
    const later = Date.now() + 2 * sweepOlderThanMs;
    expect(await removeLeftoverFiles(site.db, site.config, site.files, { olderThanMs: sweepOlderThanMs, now: later, when: 'sweep' })).toMatchObject({
      images: 1,
      pdfs: 1,
      resumes: 1,
    });
    expect(await stored(storedFolders.images)).toEqual(owned);
    expect(await stored(storedFolders.documents)).toEqual([]);
    expect(await stored(storedFolders.resumes)).toEqual([]);
  });
});

describe('stored files when the bucket does not answer', () => {
  it('an image or a PDF answers 503 with Retry-After, not a server fault, and says nothing of the store', async () => {
    const unreachable = testS3Environment();
    unreachable.STORAGE_URL = unreachable.STORAGE_URL!.replace(/endpoint=[^&]+/, `endpoint=${encodeURIComponent('http://127.0.0.1:9')}`);
    const env = await createTestEnvironment('sqlite', unreachable);
    const database = await env.open();
    const { base, close } = await serveSite({ config: env.config, database, files: env.files });
    try {
      await database.db
        .insertInto('pdfFiles')
        .values({ key: '0123456789abcdef0123456789abcdef', downloadName: 'circular.pdf', size: 10, visibility: 'public', createdAt: new Date().toISOString() })
        .execute();
      for (const address of ['/uploads/images/0123456789abcdef0123456789abcdef-640.webp', '/uploads/documents/0123456789abcdef0123456789abcdef.pdf']) {
        const answer = await fetch(`${base}${address}`);
        expect(answer.status, address).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('30');
        expect(await answer.text()).not.toMatch(/127\.0\.0\.1|school-test|S3RVER/);
      }
    } finally {
      close();
      await env.cleanup();
    }
  });
});
