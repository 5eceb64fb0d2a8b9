import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { insertImageRow } from '~/modules/images/images.server';
import { testDialects, testSite } from '~/test/databases';
import { filesOnDisk, imageRows, variantFiles } from '~/test/images';
import { photoOwnerTools } from '~/test/photo-owners';
import { formatMarks } from './topper-format';
import { topperInputSchema, topperUpdateSchema, type TopperInput } from './topper-schema';
import {
  addTopper,
  competitionRanks,
  countToppers,
  deleteTopper,
  editTopper,
  getTopper,
  insertTopper,
  listToppers,
} from './toppers.server';

describe('topper ranks and marks', () => {
  it('shows marks as a percentage without trailing zeros', () => {
    expect(formatMarks(98.4, 'en-IN')).toBe('98.4%');
    expect(formatMarks(100, 'en-IN')).toBe('100%');
    expect(formatMarks(97.25, 'en-IN')).toBe('97.25%');
  });

  it('ranks equal marks together and counts them for the next place ("1224")', () => {
    expect(competitionRanks([])).toEqual([]);
    expect(competitionRanks([99, 98, 97, 96])).toEqual([1, 2, 3, 4]);
    expect(competitionRanks([98, 98, 97, 96])).toEqual([1, 1, 3, 4]);
    expect(competitionRanks([99, 97, 97, 97, 90])).toEqual([1, 2, 2, 2, 5]);
  });
});

describe.each(testDialects)('toppers on %s', (dialect) => {
  const site = testSite(dialect);

  const add = (name: string, marks: number, std = 'Class 8') =>
    insertTopper(site.db, topperInputSchema.parse({ name, marks, std, examYear: '2026' }), null, new Date('2026-04-01T06:00:00Z'));

  it('lists by marks, highest first; equal marks share a rank and keep the order staff added them', async () => {
    await add('Fourth', 95.8, 'Class 7');
    await add('Tied, added first', 97.6);
    await add('Top', 98.4);
    await add('Tied, added second', 97.6);
    await add('Fifth', 94.5, 'Class 6');

    const toppers = await listToppers(site.db);
    expect(toppers.map((t) => [t.name, t.marks, t.rank])).toEqual([
      ['Top', 98.4, 1],
      ['Tied, added first', 97.6, 2],
      ['Tied, added second', 97.6, 2],
      ['Fourth', 95.8, 4],
      ['Fifth', 94.5, 5],
    ]);
  });

  it('reads one topper with its rank among all, its photo and every field the API promises', async () => {
    await add('Ahead', 99);
    const tiedFirst = await add('Tied A', 96.2);
    const now = new Date('2026-04-02T06:00:00Z');
    const withPhoto = await site.db.transaction().execute(async (trx) => {
      const imageId = await insertImageRow(trx, { key: 'fff000', width: 640, height: 640, variantWidths: [320, 640] }, now);
      return insertTopper(trx, topperInputSchema.parse({ name: 'Ishita Raj', marks: '96.2', std: 'Class 7', examYear: '2026' }), imageId, now);
    });

    expect(await getTopper(site.db, withPhoto)).toEqual({
      id: withPhoto,
      name: 'Ishita Raj',
      marks: 96.2,
      std: 'Class 7',
      stdHi: null,
      examYear: '2026',
      rank: 2,
      image: {
        src: '/uploads/images/fff000-640.webp',
        srcSet: '/uploads/images/fff000-320.webp 320w, /uploads/images/fff000-640.webp 640w',
        width: 640,
        height: 640,
      },
      createdAt: '2026-04-02T06:00:00.000Z',
    });
    expect((await getTopper(site.db, tiedFirst))?.rank).toBe(2);
    expect((await getTopper(site.db, tiedFirst))?.image).toBeNull();
    expect(await getTopper(site.db, withPhoto + 1000)).toBeUndefined();
  });

  it('is an empty list when no results are published', async () => {
    expect(await listToppers(site.db)).toEqual([]);
  });
});

describe.each(testDialects)('adding, changing and deleting toppers on %s', (dialect) => {
  const site = testSite(dialect);

  const created = new Date('2026-04-01T06:00:00Z');
  const input = (name: string, marks: number) => topperInputSchema.parse({ name, marks, std: 'Class 8', examYear: '2026' });
  const { upload, notAPhoto, photoOf, shareImage } = photoOwnerTools(site);
  /** A topper with a photo, added as the dashboard adds one. */
  async function addWithPhoto(name: string, marks: number) {
    const { id } = await addTopper(site.db, site.files, input(name, marks), await upload(), created);
    return { id, ...(await photoOf('toppers', id)) };
  }

  it('adds a topper with an uploaded photo (its variants on disk, the upload gone) or without one, ranked among all', async () => {
    const photo = await upload();
    const added = await addTopper(site.db, site.files, input('Aarav', 95), photo, created);
    const [image] = await imageRows(site.db);
    expect(added).toMatchObject({ name: 'Aarav', marks: 95, std: 'Class 8', examYear: '2026', rank: 1, createdAt: created.toISOString() });
    expect(added.image!.src).toContain(image.key);
    expect(await getTopper(site.db, added.id)).toEqual(added);
    expect(filesOnDisk(site.uploadsDir)).toEqual(variantFiles(image));
    expect(fs.existsSync(photo)).toBe(false);

    const ahead = await addTopper(site.db, site.files, input('Ishita', 97), undefined, created);
    expect(ahead).toMatchObject({ name: 'Ishita', rank: 1, image: null });
    expect((await getTopper(site.db, added.id))!.rank).toBe(2);
    expect(await imageRows(site.db)).toEqual([image]);
    expect(await countToppers(site.db)).toBe(2);
  });

  it('an add with a refused photo, or one the database refuses, leaves no row and no file', async () => {
    const refusedPhoto = await notAPhoto();
    await expect(addTopper(site.db, site.files, input('Aarav', 95), refusedPhoto)).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(fs.existsSync(refusedPhoto)).toBe(false);
    // A class the schema never lets through: the photo is stored by then, and the row's NOT NULL refuses it.
    const refusedRow = { ...input('Aarav', 95), std: null } as unknown as TopperInput;
    await expect(addTopper(site.db, site.files, refusedRow, await upload())).rejects.toThrow();
    expect(await countToppers(site.db)).toBe(0);
    expect(await imageRows(site.db)).toEqual([]);
    expect(filesOnDisk(site.uploadsDir)).toEqual([]);
  });

  it('an edit changes only the fields it names, of that topper only; a corrected mark moves them in the ranking', async () => {
    const target = await addWithPhoto('Aarav', 95);
    const other = await insertTopper(site.db, input('Ishita', 97), null, created);
    const otherRow = () => site.db.selectFrom('toppers').selectAll().where('id', '=', other).executeTakeFirstOrThrow();
    const otherBefore = await otherRow();
    const before = await getTopper(site.db, target.id);
    expect(before!.rank).toBe(2);

    const changes = topperUpdateSchema.parse({ marks: '98.6', std: 'Class 9' });
    const updated = await editTopper(site.db, site.files, target.id, changes, { kind: 'keep' }, new Date('2026-04-02T06:00:00Z'));
    expect(updated).toEqual({ ...before, marks: 98.6, std: 'Class 9', rank: 1 });
    expect(await otherRow()).toEqual(otherBefore);
    expect((await listToppers(site.db)).map((t) => [t.name, t.rank])).toEqual([
      ['Aarav', 1],
      ['Ishita', 2],
    ]);
    const { updatedAt } = await site.db.selectFrom('toppers').select('updatedAt').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(updatedAt).toBe('2026-04-02T06:00:00.000Z');
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
    expect(await editTopper(site.db, site.files, other + 1000, { marks: 50 }, { kind: 'keep' })).toBeUndefined();
  });

  it('an edit with a new photo removes the old files and keeps the new', async () => {
    const target = await addWithPhoto('Aarav', 95);
    const other = await addWithPhoto('Ishita', 97);

    const updated = await editTopper(site.db, site.files, target.id, {}, { kind: 'replace', uploadPath: await upload('#118844') });
    const replaced = (await imageRows(site.db)).find((r) => r.id !== other.image.id)!;
    expect(updated).toMatchObject({ id: target.id, name: 'Aarav', marks: 95, rank: 2 });
    expect(updated!.image!.src).toContain(replaced.key);
    expect(filesOnDisk(site.uploadsDir)).toEqual([...other.files, ...variantFiles(replaced)].sort());
  });

  it('an edit with a new photo for an unknown id, or with a refused photo, changes nothing and leaves no new file', async () => {
    const kept = await addWithPhoto('Kept', 90);
    const before = await getTopper(site.db, kept.id);
    const edit = (id: number, uploadPath: string) => editTopper(site.db, site.files, id, { marks: 99 }, { kind: 'replace', uploadPath });
    expect(await edit(kept.id + 1000, await upload())).toBeUndefined();
    await expect(edit(kept.id, await notAPhoto())).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(await getTopper(site.db, kept.id)).toEqual(before);
    expect(filesOnDisk(site.uploadsDir)).toEqual(kept.files);
    expect(await imageRows(site.db)).toEqual([kept.image]);
  });

  it('an edit that fails inside the transaction keeps the marks and the old photo whole, and removes the new files', async () => {
    const target = await addWithPhoto('Aarav', 95);
    const before = await getTopper(site.db, target.id);
    await shareImage(target.image.id);

    const replace = { kind: 'replace', uploadPath: await upload() } as const;
    await expect(editTopper(site.db, site.files, target.id, { marks: 99 }, replace)).rejects.toThrow();
    await expect(editTopper(site.db, site.files, target.id, { marks: 99 }, { kind: 'remove' })).rejects.toThrow();
    expect(await getTopper(site.db, target.id)).toEqual(before);
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
  });

  it('an edit that takes the photo off deletes its row and files; the topper stays, shown by initials', async () => {
    const target = await addWithPhoto('Aarav', 95);
    const other = await addWithPhoto('Ishita', 97);
    const remove = (id: number) => editTopper(site.db, site.files, id, {}, { kind: 'remove' });
    expect(await remove(target.id)).toMatchObject({ id: target.id, rank: 2, image: null });
    expect(await imageRows(site.db)).toEqual([other.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(other.files);
    expect(await remove(target.id + 1000)).toBeUndefined();
  });

  it('deleting removes the topper, the photo row and every variant file; false for an unknown id', async () => {
    const gone = await addWithPhoto('Gone', 99);
    const kept = await addWithPhoto('Kept', 90);
    expect(await countToppers(site.db)).toBe(2);

    expect(await deleteTopper(site.db, site.files, gone.id)).toBe(true);
    expect(await getTopper(site.db, gone.id)).toBeUndefined();
    expect(await imageRows(site.db)).toEqual([kept.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(kept.files);
    expect((await getTopper(site.db, kept.id))!.rank).toBe(1);
    expect(await countToppers(site.db)).toBe(1);
    expect(await deleteTopper(site.db, site.files, gone.id)).toBe(false);
  });

  it('a delete that fails inside the transaction keeps the topper, the photo row and its files', async () => {
    const target = await addWithPhoto('Aarav', 95);
    await shareImage(target.image.id);
    await expect(deleteTopper(site.db, site.files, target.id)).rejects.toThrow();
    expect(await getTopper(site.db, target.id)).toBeDefined();
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
  });
});
