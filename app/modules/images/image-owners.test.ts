import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import { testDialects, testSite } from '~/test/databases';
import { filesOnDisk, imageRows, testJpeg, uploadedFile, variantFiles, writeTestImage } from '~/test/images';
import { changeWithImages, deleteImageOwner, updateImageOwner } from './image-owners.server';
import { insertWithImage } from './images.server';

describe.each(testDialects)('content that owns images on %s', (dialect) => {
  const site = testSite(dialect);

  /** A faculty row with a real photo on disk. */
  async function memberWithPhoto(name: string) {
    return insertWithImage(site.db, site.files, await testJpeg(), async (trx, imageId) => {
      const row = await trx
        .insertInto('faculty')
        .values({ name, role: 'Teacher', details: '', imageId, createdAt: 'then', updatedAt: 'then' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }
  const imageIdOf = async (id: number) =>
    (await site.db.selectFrom('faculty').select('imageId').where('id', '=', id).executeTakeFirstOrThrow()).imageId;

  it('a change that throws rolls back every row, removes the new files and keeps the old ones', async () => {
    const id = await memberWithPhoto('Mrs. Jha');
    const before = await imageRows(site.db);
    const oldFiles = filesOnDisk(site.uploadsDir);
    const files = await writeTestImage(site.files);
    expect(filesOnDisk(site.uploadsDir)).toEqual([...oldFiles, ...variantFiles(files)].sort());

    await expect(
      changeWithImages(site.db, site.files, files, async (trx, images) => {
        await trx.updateTable('faculty').set({ imageId: images.newImageId, name: 'Changed' }).where('id', '=', id).execute();
        await images.release(before[0].id);
        throw new Error('the disk is full');
      }),
    ).rejects.toThrow('the disk is full');

    expect(await imageRows(site.db)).toEqual(before);
    expect(await imageIdOf(id)).toBe(before[0].id);
    expect((await site.db.selectFrom('faculty').select('name').executeTakeFirstOrThrow()).name).toBe('Mrs. Jha');
    expect(filesOnDisk(site.uploadsDir)).toEqual(oldFiles);
  });

  const faculty = (trx: Kysely<Database>, id: number) =>
    trx.selectFrom('faculty').select(['name', 'role', 'imageId', 'updatedAt']).where('id', '=', id).executeTakeFirst();

  it('an edit that matches nothing rolls back the new image row, removes its files and answers undefined', async () => {
    const upload = await uploadedFile(site.uploadsDir, await testJpeg());
    const result = await updateImageOwner(site.db, site.files, 'faculty', 999, {
      words: { name: 'Nobody' },
      photo: { kind: 'replace', uploadPath: upload },
      read: async () => 'view',
    });
    expect(result).toBeUndefined();
    expect(await imageRows(site.db)).toEqual([]);
    expect(filesOnDisk(site.uploadsDir)).toEqual([]);
  });

  it('an edit with a new photo changes the words and swaps the rows in one transaction, the old files after it', async () => {
    const id = await memberWithPhoto('Mrs. Jha');
    const [old] = await imageRows(site.db);
    const result = await updateImageOwner(site.db, site.files, 'faculty', id, {
      words: { role: 'Principal', details: undefined },
      photo: { kind: 'replace', uploadPath: await uploadedFile(site.uploadsDir, await testJpeg('#118844')) },
      read: (trx) => faculty(trx, id),
      now: new Date('2026-05-01T00:00:00Z'),
    });
    const [current] = await imageRows(site.db);
    expect(current.key).not.toBe(old.key);
    expect(result).toEqual({ name: 'Mrs. Jha', role: 'Principal', imageId: current.id, updatedAt: '2026-05-01T00:00:00.000Z' });
    expect(filesOnDisk(site.uploadsDir)).toEqual(variantFiles(current));
  });

  it('an edit that keeps the photo leaves its row and files alone', async () => {
    const id = await memberWithPhoto('Mrs. Jha');
    const before = await imageRows(site.db);
    const files = filesOnDisk(site.uploadsDir);
    const result = await updateImageOwner(site.db, site.files, 'faculty', id, {
      words: { name: 'Mrs. A. Jha' },
      photo: { kind: 'keep' },
      read: (trx) => faculty(trx, id),
    });
    expect(result).toMatchObject({ name: 'Mrs. A. Jha', role: 'Teacher', imageId: before[0].id });
    expect(await imageRows(site.db)).toEqual(before);
    expect(filesOnDisk(site.uploadsDir)).toEqual(files);
  });

  it('taking off an optional photo deletes its row and files and leaves the content without one', async () => {
    const id = await memberWithPhoto('Mrs. Jha');
    const remove = () =>
      updateImageOwner(site.db, site.files, 'faculty', id, { words: {}, photo: { kind: 'remove' }, read: async () => true });
    expect(await remove()).toBe(true);
    expect(await imageIdOf(id)).toBeNull();
    expect(await imageRows(site.db)).toEqual([]);
    expect(filesOnDisk(site.uploadsDir)).toEqual([]);
    // Again, without a photo: nothing to remove, still found.
    expect(await remove()).toBe(true);
  });

  it('deleting removes the row, its image row and the files; false for an unknown id', async () => {
    const kept = await memberWithPhoto('Kept');
    const keptFiles = filesOnDisk(site.uploadsDir);
    const gone = await memberWithPhoto('Gone');
    expect(await deleteImageOwner(site.db, site.files, 'faculty', gone)).toBe(true);
    expect((await site.db.selectFrom('faculty').select('id').execute()).map((r) => r.id)).toEqual([kept]);
    expect((await imageRows(site.db)).map((r) => r.id)).toEqual([await imageIdOf(kept)]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(keptFiles);
    expect(await deleteImageOwner(site.db, site.files, 'faculty', gone)).toBe(false);
    expect(filesOnDisk(site.uploadsDir)).toEqual(keptFiles);
  });
});
