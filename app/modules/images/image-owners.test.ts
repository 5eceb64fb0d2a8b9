import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '~/db/database.server';
import type { Database } from '~/db/schema';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { filesOnDisk, imageRows, testJpeg, uploadedFile, variantFiles, writeTestImage } from '~/test/images';
import { changeWithImages, deleteImageOwner, updateImageOwner } from './image-owners.server';
import { insertWithImage } from './images.server';

describe.each(testDialects)('content that owns images on %s', (dialect) => {
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

  /** A faculty row with a real photo on disk. */
  async function memberWithPhoto(name: string) {
    return insertWithImage(database.db, env.files, await testJpeg(), async (trx, imageId) => {
      const row = await trx
        .insertInto('faculty')
        .values({ name, role: 'Teacher', details: '', imageId, createdAt: 'then', updatedAt: 'then' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }
  const imageIdOf = async (id: number) =>
    (await database.db.selectFrom('faculty').select('imageId').where('id', '=', id).executeTakeFirstOrThrow()).imageId;

  it('a change that throws rolls back every row, removes the new files and keeps the old ones', async () => {
    const id = await memberWithPhoto('Mrs. Jha');
    const before = await imageRows(database.db);
    const oldFiles = filesOnDisk(uploads);
    const files = await writeTestImage(env.files);
    expect(filesOnDisk(uploads)).toEqual([...oldFiles, ...variantFiles(files)].sort());

    await expect(
      changeWithImages(database.db, env.files, files, async (trx, images) => {
        await trx.updateTable('faculty').set({ imageId: images.newImageId, name: 'Changed' }).where('id', '=', id).execute();
        await images.release(before[0].id);
        throw new Error('the disk is full');
      }),
    ).rejects.toThrow('the disk is full');

    expect(await imageRows(database.db)).toEqual(before);
    expect(await imageIdOf(id)).toBe(before[0].id);
    expect((await database.db.selectFrom('faculty').select('name').executeTakeFirstOrThrow()).name).toBe('Mrs. Jha');
    expect(filesOnDisk(uploads)).toEqual(oldFiles);
  });

  const faculty = (trx: Kysely<Database>, id: number) =>
    trx.selectFrom('faculty').select(['name', 'role', 'imageId', 'updatedAt']).where('id', '=', id).executeTakeFirst();

  it('an edit that matches nothing rolls back the new image row, removes its files and answers undefined', async () => {
    const upload = await uploadedFile(uploads, await testJpeg());
    const result = await updateImageOwner(database.db, env.files, 'faculty', 999, {
      words: { name: 'Nobody' },
      photo: { kind: 'replace', uploadPath: upload },
      read: async () => 'view',
    });
    expect(result).toBeUndefined();
    expect(await imageRows(database.db)).toEqual([]);
    expect(filesOnDisk(uploads)).toEqual([]);
  });

  it('an edit with a new photo changes the words and swaps the rows in one transaction, the old files after it', async () => {
    const id = await memberWithPhoto('Mrs. Jha');
    const [old] = await imageRows(database.db);
    const result = await updateImageOwner(database.db, env.files, 'faculty', id, {
      words: { role: 'Principal', details: undefined },
      photo: { kind: 'replace', uploadPath: await uploadedFile(uploads, await testJpeg('#118844')) },
      read: (trx) => faculty(trx, id),
      now: new Date('2026-05-01T00:00:00Z'),
    });
    const [current] = await imageRows(database.db);
    expect(current.key).not.toBe(old.key);
    expect(result).toEqual({ name: 'Mrs. Jha', role: 'Principal', imageId: current.id, updatedAt: '2026-05-01T00:00:00.000Z' });
    expect(filesOnDisk(uploads)).toEqual(variantFiles(current));
  });

  it('an edit that keeps the photo leaves its row and files alone', async () => {
    const id = await memberWithPhoto('Mrs. Jha');
    const before = await imageRows(database.db);
    const files = filesOnDisk(uploads);
    const result = await updateImageOwner(database.db, env.files, 'faculty', id, {
      words: { name: 'Mrs. A. Jha' },
      photo: { kind: 'keep' },
      read: (trx) => faculty(trx, id),
    });
    expect(result).toMatchObject({ name: 'Mrs. A. Jha', role: 'Teacher', imageId: before[0].id });
    expect(await imageRows(database.db)).toEqual(before);
    expect(filesOnDisk(uploads)).toEqual(files);
  });

  it('taking off an optional photo deletes its row and files and leaves the content without one', async () => {
    const id = await memberWithPhoto('Mrs. Jha');
    const remove = () =>
      updateImageOwner(database.db, env.files, 'faculty', id, { words: {}, photo: { kind: 'remove' }, read: async () => true });
    expect(await remove()).toBe(true);
    expect(await imageIdOf(id)).toBeNull();
    expect(await imageRows(database.db)).toEqual([]);
    expect(filesOnDisk(uploads)).toEqual([]);
    // Again, without a photo: nothing to remove, still found.
    expect(await remove()).toBe(true);
  });

  it('deleting removes the row, its image row and the files; false for an unknown id', async () => {
    const kept = await memberWithPhoto('Kept');
    const keptFiles = filesOnDisk(uploads);
    const gone = await memberWithPhoto('Gone');
    expect(await deleteImageOwner(database.db, env.files, 'faculty', gone)).toBe(true);
    expect((await database.db.selectFrom('faculty').select('id').execute()).map((r) => r.id)).toEqual([kept]);
    expect((await imageRows(database.db)).map((r) => r.id)).toEqual([await imageIdOf(kept)]);
    expect(filesOnDisk(uploads)).toEqual(keptFiles);
    expect(await deleteImageOwner(database.db, env.files, 'faculty', gone)).toBe(false);
    expect(filesOnDisk(uploads)).toEqual(keptFiles);
  });
});
