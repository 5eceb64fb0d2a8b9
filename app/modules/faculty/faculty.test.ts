import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { insertImageRow } from '~/modules/images/images.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { filesOnDisk, imageRows, testJpeg, uploadedFile, variantFiles } from '~/test/images';
import { facultyInputSchema, facultyUpdateSchema, type FacultyInput } from './faculty-schema';
import {
  addFacultyMember,
  countFaculty,
  deleteFacultyMember,
  editFacultyMember,
  getFacultyMember,
  insertFacultyMember,
  listFaculty,
} from './faculty.server';

describe.each(testDialects)('faculty on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;

  beforeEach(async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const member = (name: string, role = 'Teacher', details = '') => facultyInputSchema.parse({ name, role, details });

  it('lists in the order staff added them: earliest first, then by id when added in the same instant', async () => {
    const sameInstant = new Date('2026-01-05T05:00:00Z');
    await insertFacultyMember(database.db, member('Added second'), null, new Date('2026-01-02T05:00:00Z'));
    await insertFacultyMember(database.db, member('Added first'), null, new Date('2026-01-01T05:00:00Z'));
    await insertFacultyMember(database.db, member('Same instant, lower id'), null, sameInstant);
    await insertFacultyMember(database.db, member('Same instant, higher id'), null, sameInstant);

    expect((await listFaculty(database.db)).map((m) => m.name)).toEqual([
      'Added first',
      'Added second',
      'Same instant, lower id',
      'Same instant, higher id',
    ]);
  });

  it('joins the photo into a responsive image source, and gives null without one', async () => {
    const now = new Date('2026-02-01T10:00:00Z');
    const withPhoto = await database.db.transaction().execute(async (trx) => {
      const imageId = await insertImageRow(trx, { key: 'abc123', width: 800, height: 800, variantWidths: [320, 640, 800] }, now);
      return insertFacultyMember(trx, member('Mr. Rakesh Kumar', 'Mathematics Teacher', 'M.Sc., B.Ed.'), imageId, now);
    });
    const withoutPhoto = await insertFacultyMember(database.db, member('Ms. Priya Verma', 'English Teacher'), null, now);

    expect(await getFacultyMember(database.db, withPhoto)).toEqual({
      id: withPhoto,
      name: 'Mr. Rakesh Kumar',
      role: 'Mathematics Teacher',
      details: 'M.Sc., B.Ed.',
      roleHi: null,
      detailsHi: null,
      qualification: '',
      post: null,
      appointment: null,
      image: {
        src: '/uploads/images/abc123-640.webp',
        srcSet: '/uploads/images/abc123-320.webp 320w, /uploads/images/abc123-640.webp 640w, /uploads/images/abc123-800.webp 800w',
        width: 800,
        height: 800,
      },
      createdAt: '2026-02-01T10:00:00.000Z',
    });
    const [, second] = await listFaculty(database.db);
    expect(second).toMatchObject({ id: withoutPhoto, name: 'Ms. Priya Verma', details: '', image: null });
  });

  it('reads the qualification, post and appointment; a row written before they existed has none of them', async () => {
    const now = new Date('2026-02-01T10:00:00Z');
    const id = await insertFacultyMember(
      database.db,
      facultyInputSchema.parse({ name: 'Mrs. Jha', role: 'Mathematics Teacher', qualification: 'M.Sc. (Mathematics), B.Ed.', post: 'pgt', appointment: 'regular' }),
      null,
      now,
    );
    // As migration 0012 leaves the rows it finds: no qualification given, no post, no appointment.
    const { id: older } = await database.db
      .insertInto('faculty')
      .values({ name: 'Mr. Kumar', role: 'Teacher', details: '', createdAt: now.toISOString(), updatedAt: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await getFacultyMember(database.db, id)).toMatchObject({ qualification: 'M.Sc. (Mathematics), B.Ed.', post: 'pgt', appointment: 'regular' });
    expect(await getFacultyMember(database.db, older)).toMatchObject({ qualification: '', post: null, appointment: null });
    expect((await listFaculty(database.db)).map(({ qualification, post, appointment }) => ({ qualification, post, appointment }))).toEqual([
      { qualification: 'M.Sc. (Mathematics), B.Ed.', post: 'pgt', appointment: 'regular' },
      { qualification: '', post: null, appointment: null },
    ]);
  });

  it('answers undefined for an id that names no one, and an empty list when there is no one', async () => {
    expect(await listFaculty(database.db)).toEqual([]);
    const id = await insertFacultyMember(database.db, member('Someone'), null);
    expect(await getFacultyMember(database.db, id + 1000)).toBeUndefined();
  });
});

describe.each(testDialects)('adding, changing and deleting faculty on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;
  let uploads: string;

  beforeEach(async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
    uploads = env.config.uploadsDir;
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const created = new Date('2026-02-01T10:00:00Z');
  const input = (name: string) => facultyInputSchema.parse({ name, role: 'Teacher', details: `${name} details` });
  const upload = async (background?: string) => uploadedFile(uploads, await testJpeg(background));
  const notAPhoto = () => uploadedFile(uploads, Buffer.from('not a photo at all'));
  /** A member with a photo, added as the dashboard adds one. */
  async function addWithPhoto(name: string) {
    const { id } = await addFacultyMember(database.db, env.files, input(name), await upload(), created);
    const image = await database.db
      .selectFrom('faculty')
      .innerJoin('images', 'images.id', 'faculty.imageId')
      .select(['images.id', 'images.key', 'images.variantWidths'])
      .where('faculty.id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, image, files: variantFiles(image) };
  }
  /** Makes the next delete of this image fail inside the transaction: another row still uses it. */
  async function shareImage(imageId: number) {
    await database.db
      .insertInto('galleryPhotos')
      .values({ title: 'Borrowed', description: '', imageId, createdAt: 'x', updatedAt: 'x' })
      .execute();
  }

  it('adds a member with an uploaded photo (its variants on disk, the upload gone) or without one', async () => {
    const photo = await upload();
    const added = await addFacultyMember(database.db, env.files, input('Mrs. Jha'), photo, created);
    const [image] = await imageRows(database.db);
    expect(added).toMatchObject({ name: 'Mrs. Jha', role: 'Teacher', details: 'Mrs. Jha details', createdAt: created.toISOString() });
    expect(added.image!.src).toContain(image.key);
    expect(await getFacultyMember(database.db, added.id)).toEqual(added);
    expect(filesOnDisk(uploads)).toEqual(variantFiles(image));
    expect(fs.existsSync(photo)).toBe(false);

    const withoutPhoto = await addFacultyMember(database.db, env.files, input('Mr. Kumar'), undefined, created);
    expect(withoutPhoto).toMatchObject({ name: 'Mr. Kumar', image: null });
    expect(await imageRows(database.db)).toEqual([image]);
    expect(await countFaculty(database.db)).toBe(2);
  });

  it('an add with a refused photo, or one the database refuses, leaves no row and no file', async () => {
    const refusedPhoto = await notAPhoto();
    await expect(addFacultyMember(database.db, env.files, input('Mrs. Jha'), refusedPhoto)).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(fs.existsSync(refusedPhoto)).toBe(false);
    // A name the schema never lets through: the photo is stored by then, and the row's NOT NULL refuses it.
    const refusedRow = { ...input('Mrs. Jha'), name: null } as unknown as FacultyInput;
    await expect(addFacultyMember(database.db, env.files, refusedRow, await upload())).rejects.toThrow();
    expect(await countFaculty(database.db)).toBe(0);
    expect(await imageRows(database.db)).toEqual([]);
    expect(filesOnDisk(uploads)).toEqual([]);
  });

  it('an edit changes only the fields it names, of that member only, keeping the photo and the order', async () => {
    const target = await addWithPhoto('Mrs. Jha');
    const other = await insertFacultyMember(database.db, input('Mr. Kumar'), null, created);
    const before = await getFacultyMember(database.db, target.id);
    const otherBefore = await getFacultyMember(database.db, other);

    const changes = facultyUpdateSchema.parse({ role: 'Vice Principal', details: '' });
    const updated = await editFacultyMember(database.db, env.files, target.id, changes, { kind: 'keep' }, new Date('2026-03-01T10:00:00Z'));
    expect(updated).toEqual({ ...before, role: 'Vice Principal', details: '' });
    expect(await getFacultyMember(database.db, other)).toEqual(otherBefore);
    expect((await listFaculty(database.db)).map((m) => m.id)).toEqual([target.id, other]);
    const { updatedAt, createdAt } = await database.db
      .selectFrom('faculty')
      .select(['updatedAt', 'createdAt'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect([createdAt, updatedAt]).toEqual(['2026-02-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z']);
    expect(await imageRows(database.db)).toEqual([target.image]);
    expect(filesOnDisk(uploads)).toEqual(target.files);
    expect(await editFacultyMember(database.db, env.files, other + 1000, { name: 'Nobody' }, { kind: 'keep' })).toBeUndefined();
  });

  it('an edit sets, changes and clears the qualification, post and appointment, each alone', async () => {
    const target = await addFacultyMember(database.db, env.files, input('Mrs. Jha'), undefined, created);
    const edit = (changes: unknown) => editFacultyMember(database.db, env.files, target.id, facultyUpdateSchema.parse(changes), { kind: 'keep' });

    const set = await edit({ qualification: 'B.A., D.El.Ed.', post: 'prt', appointment: 'part-time' });
    expect(set).toEqual({ ...target, qualification: 'B.A., D.El.Ed.', post: 'prt', appointment: 'part-time' });
    // One field changed; the others keep their values.
    expect(await edit({ post: 'tgt' })).toEqual({ ...set, post: 'tgt' });
    expect(await edit({ appointment: 'regular' })).toEqual({ ...set, post: 'tgt', appointment: 'regular' });
    // Cleared: "" (a form's "Not stated") or null (JSON) for the choices, "" for the qualification.
    expect(await edit({ post: '', appointment: null })).toEqual({ ...set, post: null, appointment: null });
    expect(await edit({ qualification: '' })).toEqual({ ...target, qualification: '', post: null, appointment: null });
    expect(await getFacultyMember(database.db, target.id)).toEqual({ ...target, qualification: '', post: null, appointment: null });
  });

  it('an edit with a new photo removes the old files and keeps the new; a member without one gets a first photo', async () => {
    const target = await addWithPhoto('Mrs. Jha');
    const other = await addWithPhoto('Mr. Kumar');

    const updated = await editFacultyMember(database.db, env.files, target.id, { role: 'Principal' }, { kind: 'replace', uploadPath: await upload('#118844') });
    const replaced = (await imageRows(database.db)).find((r) => r.id !== other.image.id)!;
    expect(updated).toMatchObject({ id: target.id, name: 'Mrs. Jha', role: 'Principal', details: 'Mrs. Jha details' });
    expect(updated!.image!.src).toContain(replaced.key);
    expect(filesOnDisk(uploads)).toEqual([...other.files, ...variantFiles(replaced)].sort());

    const withoutPhoto = await insertFacultyMember(database.db, input('Ms. Verma'), null, created);
    const first = await editFacultyMember(database.db, env.files, withoutPhoto, {}, { kind: 'replace', uploadPath: await upload('#22aa44') });
    const [, , firstImage] = await imageRows(database.db);
    expect(first!.image!.src).toContain(firstImage.key);
    expect(filesOnDisk(uploads)).toEqual([...other.files, ...variantFiles(replaced), ...variantFiles(firstImage)].sort());
  });

  it('an edit with a new photo for an unknown id, or with a refused photo, changes nothing and leaves no new file', async () => {
    const kept = await addWithPhoto('Kept');
    const before = await getFacultyMember(database.db, kept.id);
    const edit = (id: number, uploadPath: string) =>
      editFacultyMember(database.db, env.files, id, { name: 'Changed' }, { kind: 'replace', uploadPath });
    expect(await edit(kept.id + 1000, await upload())).toBeUndefined();
    await expect(edit(kept.id, await notAPhoto())).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(await getFacultyMember(database.db, kept.id)).toEqual(before);
    expect(filesOnDisk(uploads)).toEqual(kept.files);
    expect(await imageRows(database.db)).toEqual([kept.image]);
  });

  it('an edit that fails inside the transaction keeps the words and the old photo whole, and removes the new files', async () => {
    const target = await addWithPhoto('Mrs. Jha');
    const before = await getFacultyMember(database.db, target.id);
    await shareImage(target.image.id);

    const replace = { kind: 'replace', uploadPath: await upload() } as const;
    await expect(editFacultyMember(database.db, env.files, target.id, { name: 'Changed' }, replace)).rejects.toThrow();
    await expect(editFacultyMember(database.db, env.files, target.id, { name: 'Changed' }, { kind: 'remove' })).rejects.toThrow();
    expect(await getFacultyMember(database.db, target.id)).toEqual(before);
    expect(await imageRows(database.db)).toEqual([target.image]);
    expect(filesOnDisk(uploads)).toEqual(target.files);
  });

  it('an edit that takes the photo off deletes its row and files; the member stays, shown by initials', async () => {
    const target = await addWithPhoto('Mrs. Jha');
    const other = await addWithPhoto('Mr. Kumar');
    const remove = (id: number) => editFacultyMember(database.db, env.files, id, {}, { kind: 'remove' });
    expect(await remove(target.id)).toMatchObject({ id: target.id, name: 'Mrs. Jha', image: null });
    expect(await imageRows(database.db)).toEqual([other.image]);
    expect(filesOnDisk(uploads)).toEqual(other.files);
    expect(await remove(target.id)).toMatchObject({ id: target.id, image: null });
    expect(await remove(target.id + 1000)).toBeUndefined();
  });

  it('deleting removes the member, the photo row and every variant file; false for an unknown id', async () => {
    const gone = await addWithPhoto('Gone');
    const kept = await addWithPhoto('Kept');
    const noPhoto = await insertFacultyMember(database.db, input('No photo'), null, created);
    expect(await countFaculty(database.db)).toBe(3);

    expect(await deleteFacultyMember(database.db, env.files, gone.id)).toBe(true);
    expect(await getFacultyMember(database.db, gone.id)).toBeUndefined();
    expect(await imageRows(database.db)).toEqual([kept.image]);
    expect(filesOnDisk(uploads)).toEqual(kept.files);
    expect(await deleteFacultyMember(database.db, env.files, noPhoto)).toBe(true);
    expect(filesOnDisk(uploads)).toEqual(kept.files);
    expect(await countFaculty(database.db)).toBe(1);
    expect(await deleteFacultyMember(database.db, env.files, gone.id)).toBe(false);
  });

  it('a delete that fails inside the transaction keeps the member, the photo row and its files', async () => {
    const target = await addWithPhoto('Mrs. Jha');
    await shareImage(target.image.id);
    await expect(deleteFacultyMember(database.db, env.files, target.id)).rejects.toThrow();
    expect(await getFacultyMember(database.db, target.id)).toBeDefined();
    expect(await imageRows(database.db)).toEqual([target.image]);
    expect(filesOnDisk(uploads)).toEqual(target.files);
  });
});
