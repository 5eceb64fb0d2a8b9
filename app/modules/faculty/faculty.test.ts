import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { insertImageRow } from '~/modules/images/images.server';
import { testDialects, testSite } from '~/test/databases';
import { filesOnDisk, imageRows, variantFiles } from '~/test/images';
import { photoOwnerTools } from '~/test/photo-owners';
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
  const site = testSite(dialect);

  const member = (name: string, role = 'Teacher', details = '') => facultyInputSchema.parse({ name, role, details });

  it('lists in the order staff added them: earliest first, then by id when added in the same instant', async () => {
    const sameInstant = new Date('2026-01-05T05:00:00Z');
    await insertFacultyMember(site.db, member('Added second'), null, new Date('2026-01-02T05:00:00Z'));
    await insertFacultyMember(site.db, member('Added first'), null, new Date('2026-01-01T05:00:00Z'));
    await insertFacultyMember(site.db, member('Same instant, lower id'), null, sameInstant);
    await insertFacultyMember(site.db, member('Same instant, higher id'), null, sameInstant);

    expect((await listFaculty(site.db)).map((m) => m.name)).toEqual([
      'Added first',
      'Added second',
      'Same instant, lower id',
      'Same instant, higher id',
    ]);
  });

  it('joins the photo into a responsive image source, and gives null without one', async () => {
    const now = new Date('2026-02-01T10:00:00Z');
    const withPhoto = await site.db.transaction().execute(async (trx) => {
      const imageId = await insertImageRow(trx, { key: 'abc123', width: 800, height: 800, variantWidths: [320, 640, 800] }, now);
      return insertFacultyMember(trx, member('Mr. Rakesh Kumar', 'Mathematics Teacher', 'M.Sc., B.Ed.'), imageId, now);
    });
    const withoutPhoto = await insertFacultyMember(site.db, member('Ms. Priya Verma', 'English Teacher'), null, now);

    expect(await getFacultyMember(site.db, withPhoto)).toEqual({
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
    const [, second] = await listFaculty(site.db);
    expect(second).toMatchObject({ id: withoutPhoto, name: 'Ms. Priya Verma', details: '', image: null });
  });

  it('reads the qualification, post and appointment; a row written before they existed has none of them', async () => {
    const now = new Date('2026-02-01T10:00:00Z');
    const id = await insertFacultyMember(
      site.db,
      facultyInputSchema.parse({ name: 'Mrs. Jha', role: 'Mathematics Teacher', qualification: 'M.Sc. (Mathematics), B.Ed.', post: 'pgt', appointment: 'regular' }),
      null,
      now,
    );
    // As migration 0012 leaves the rows it finds: no qualification given, no post, no appointment.
    const { id: older } = await site.db
      .insertInto('faculty')
      .values({ name: 'Mr. Kumar', role: 'Teacher', details: '', createdAt: now.toISOString(), updatedAt: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await getFacultyMember(site.db, id)).toMatchObject({ qualification: 'M.Sc. (Mathematics), B.Ed.', post: 'pgt', appointment: 'regular' });
    expect(await getFacultyMember(site.db, older)).toMatchObject({ qualification: '', post: null, appointment: null });
    expect((await listFaculty(site.db)).map(({ qualification, post, appointment }) => ({ qualification, post, appointment }))).toEqual([
      { qualification: 'M.Sc. (Mathematics), B.Ed.', post: 'pgt', appointment: 'regular' },
      { qualification: '', post: null, appointment: null },
    ]);
  });

  it('answers undefined for an id that names no one, and an empty list when there is no one', async () => {
    expect(await listFaculty(site.db)).toEqual([]);
    const id = await insertFacultyMember(site.db, member('Someone'), null);
    expect(await getFacultyMember(site.db, id + 1000)).toBeUndefined();
  });
});

describe.each(testDialects)('adding, changing and deleting faculty on %s', (dialect) => {
  const site = testSite(dialect);

  const created = new Date('2026-02-01T10:00:00Z');
  const input = (name: string) => facultyInputSchema.parse({ name, role: 'Teacher', details: `${name} details` });
  const { upload, notAPhoto, photoOf, shareImage } = photoOwnerTools(site);
  /** A member with a photo, added as the dashboard adds one. */
  async function addWithPhoto(name: string) {
    const { id } = await addFacultyMember(site.db, site.files, input(name), await upload(), created);
    return { id, ...(await photoOf('faculty', id)) };
  }

  it('adds a member with an uploaded photo (its variants on disk, the upload gone) or without one', async () => {
    const photo = await upload();
    const added = await addFacultyMember(site.db, site.files, input('Mrs. Jha'), photo, created);
    const [image] = await imageRows(site.db);
    expect(added).toMatchObject({ name: 'Mrs. Jha', role: 'Teacher', details: 'Mrs. Jha details', createdAt: created.toISOString() });
    expect(added.image!.src).toContain(image.key);
    expect(await getFacultyMember(site.db, added.id)).toEqual(added);
    expect(filesOnDisk(site.uploadsDir)).toEqual(variantFiles(image));
    expect(fs.existsSync(photo)).toBe(false);

    const withoutPhoto = await addFacultyMember(site.db, site.files, input('Mr. Kumar'), undefined, created);
    expect(withoutPhoto).toMatchObject({ name: 'Mr. Kumar', image: null });
    expect(await imageRows(site.db)).toEqual([image]);
    expect(await countFaculty(site.db)).toBe(2);
  });

  it('an add with a refused photo, or one the database refuses, leaves no row and no file', async () => {
    const refusedPhoto = await notAPhoto();
    await expect(addFacultyMember(site.db, site.files, input('Mrs. Jha'), refusedPhoto)).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(fs.existsSync(refusedPhoto)).toBe(false);
    // A name the schema never lets through: the photo is stored by then, and the row's NOT NULL refuses it.
    const refusedRow = { ...input('Mrs. Jha'), name: null } as unknown as FacultyInput;
    await expect(addFacultyMember(site.db, site.files, refusedRow, await upload())).rejects.toThrow();
    expect(await countFaculty(site.db)).toBe(0);
    expect(await imageRows(site.db)).toEqual([]);
    expect(filesOnDisk(site.uploadsDir)).toEqual([]);
  });

  it('an edit changes only the fields it names, of that member only, keeping the photo and the order', async () => {
    const target = await addWithPhoto('Mrs. Jha');
    const other = await insertFacultyMember(site.db, input('Mr. Kumar'), null, created);
    const before = await getFacultyMember(site.db, target.id);
    const otherBefore = await getFacultyMember(site.db, other);

    const changes = facultyUpdateSchema.parse({ role: 'Vice Principal', details: '' });
    const updated = await editFacultyMember(site.db, site.files, target.id, changes, { kind: 'keep' }, new Date('2026-03-01T10:00:00Z'));
    expect(updated).toEqual({ ...before, role: 'Vice Principal', details: '' });
    expect(await getFacultyMember(site.db, other)).toEqual(otherBefore);
    expect((await listFaculty(site.db)).map((m) => m.id)).toEqual([target.id, other]);
    const { updatedAt, createdAt } = await site.db
      .selectFrom('faculty')
      .select(['updatedAt', 'createdAt'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect([createdAt, updatedAt]).toEqual(['2026-02-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z']);
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
    expect(await editFacultyMember(site.db, site.files, other + 1000, { name: 'Nobody' }, { kind: 'keep' })).toBeUndefined();
  });

  it('an edit sets, changes and clears the qualification, post and appointment, each alone', async () => {
    const target = await addFacultyMember(site.db, site.files, input('Mrs. Jha'), undefined, created);
    const edit = (changes: unknown) => editFacultyMember(site.db, site.files, target.id, facultyUpdateSchema.parse(changes), { kind: 'keep' });

    const set = await edit({ qualification: 'B.A., D.El.Ed.', post: 'prt', appointment: 'part-time' });
    expect(set).toEqual({ ...target, qualification: 'B.A., D.El.Ed.', post: 'prt', appointment: 'part-time' });
    // One field changed; the others keep their values.
    expect(await edit({ post: 'tgt' })).toEqual({ ...set, post: 'tgt' });
    expect(await edit({ appointment: 'regular' })).toEqual({ ...set, post: 'tgt', appointment: 'regular' });
    // Cleared: "" (a form's "Not stated") or null (JSON) for the choices, "" for the qualification.
    expect(await edit({ post: '', appointment: null })).toEqual({ ...set, post: null, appointment: null });
    expect(await edit({ qualification: '' })).toEqual({ ...target, qualification: '', post: null, appointment: null });
    expect(await getFacultyMember(site.db, target.id)).toEqual({ ...target, qualification: '', post: null, appointment: null });
  });

  it('an edit with a new photo removes the old files and keeps the new; a member without one gets a first photo', async () => {
    const target = await addWithPhoto('Mrs. Jha');
    const other = await addWithPhoto('Mr. Kumar');

    const updated = await editFacultyMember(site.db, site.files, target.id, { role: 'Principal' }, { kind: 'replace', uploadPath: await upload('#118844') });
    const replaced = (await imageRows(site.db)).find((r) => r.id !== other.image.id)!;
    expect(updated).toMatchObject({ id: target.id, name: 'Mrs. Jha', role: 'Principal', details: 'Mrs. Jha details' });
    expect(updated!.image!.src).toContain(replaced.key);
    expect(filesOnDisk(site.uploadsDir)).toEqual([...other.files, ...variantFiles(replaced)].sort());

    const withoutPhoto = await insertFacultyMember(site.db, input('Ms. Verma'), null, created);
    const first = await editFacultyMember(site.db, site.files, withoutPhoto, {}, { kind: 'replace', uploadPath: await upload('#22aa44') });
    const [, , firstImage] = await imageRows(site.db);
    expect(first!.image!.src).toContain(firstImage.key);
    expect(filesOnDisk(site.uploadsDir)).toEqual([...other.files, ...variantFiles(replaced), ...variantFiles(firstImage)].sort());
  });

  it('an edit with a new photo for an unknown id, or with a refused photo, changes nothing and leaves no new file', async () => {
    const kept = await addWithPhoto('Kept');
    const before = await getFacultyMember(site.db, kept.id);
    const edit = (id: number, uploadPath: string) =>
      editFacultyMember(site.db, site.files, id, { name: 'Changed' }, { kind: 'replace', uploadPath });
    expect(await edit(kept.id + 1000, await upload())).toBeUndefined();
    await expect(edit(kept.id, await notAPhoto())).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(await getFacultyMember(site.db, kept.id)).toEqual(before);
    expect(filesOnDisk(site.uploadsDir)).toEqual(kept.files);
    expect(await imageRows(site.db)).toEqual([kept.image]);
  });

  it('an edit that fails inside the transaction keeps the words and the old photo whole, and removes the new files', async () => {
    const target = await addWithPhoto('Mrs. Jha');
    const before = await getFacultyMember(site.db, target.id);
    await shareImage(target.image.id);

    const replace = { kind: 'replace', uploadPath: await upload() } as const;
    await expect(editFacultyMember(site.db, site.files, target.id, { name: 'Changed' }, replace)).rejects.toThrow();
    await expect(editFacultyMember(site.db, site.files, target.id, { name: 'Changed' }, { kind: 'remove' })).rejects.toThrow();
    expect(await getFacultyMember(site.db, target.id)).toEqual(before);
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
  });

  it('an edit that takes the photo off deletes its row and files; the member stays, shown by initials', async () => {
    const target = await addWithPhoto('Mrs. Jha');
    const other = await addWithPhoto('Mr. Kumar');
    const remove = (id: number) => editFacultyMember(site.db, site.files, id, {}, { kind: 'remove' });
    expect(await remove(target.id)).toMatchObject({ id: target.id, name: 'Mrs. Jha', image: null });
    expect(await imageRows(site.db)).toEqual([other.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(other.files);
    expect(await remove(target.id)).toMatchObject({ id: target.id, image: null });
    expect(await remove(target.id + 1000)).toBeUndefined();
  });

  it('deleting removes the member, the photo row and every variant file; false for an unknown id', async () => {
    const gone = await addWithPhoto('Gone');
    const kept = await addWithPhoto('Kept');
    const noPhoto = await insertFacultyMember(site.db, input('No photo'), null, created);
    expect(await countFaculty(site.db)).toBe(3);

    expect(await deleteFacultyMember(site.db, site.files, gone.id)).toBe(true);
    expect(await getFacultyMember(site.db, gone.id)).toBeUndefined();
    expect(await imageRows(site.db)).toEqual([kept.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(kept.files);
    expect(await deleteFacultyMember(site.db, site.files, noPhoto)).toBe(true);
    expect(filesOnDisk(site.uploadsDir)).toEqual(kept.files);
    expect(await countFaculty(site.db)).toBe(1);
    expect(await deleteFacultyMember(site.db, site.files, gone.id)).toBe(false);
  });

  it('a delete that fails inside the transaction keeps the member, the photo row and its files', async () => {
    const target = await addWithPhoto('Mrs. Jha');
    await shareImage(target.image.id);
    await expect(deleteFacultyMember(site.db, site.files, target.id)).rejects.toThrow();
    expect(await getFacultyMember(site.db, target.id)).toBeDefined();
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
  });
});
