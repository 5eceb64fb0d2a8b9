import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { insertImageRow, insertWithImage } from '~/modules/images/images.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { filesOnDisk, imageRows, testJpeg, variantFiles, writeTestImage } from '~/test/images';
import { galleryPhotoInputSchema, galleryPhotoUpdateSchema } from './gallery-schema';
import {
  addGalleryPhoto,
  countGalleryPhotos,
  editGalleryPhoto,
  deleteGalleryPhoto,
  getGalleryPhoto,
  insertGalleryPhoto,
  listGalleryPhotos,
  replaceGalleryImage,
  updateGalleryPhoto,
} from './gallery.server';

describe('gallery photo rules', () => {
  it('needs a title (it is the photo’s alternative text) and trims what it keeps', () => {
    const missing = galleryPhotoInputSchema.safeParse({ title: '   ', description: 'x' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0]).toMatchObject({ path: ['title'], message: 'Enter a title for the photo' });
    expect(galleryPhotoInputSchema.parse({ title: ' Sports Day ' })).toEqual({ title: 'Sports Day', description: '' });
  });

  it('names a missing title in words the office understands', () => {
    expect(galleryPhotoInputSchema.safeParse({}).error!.issues).toMatchObject([
      { path: ['title'], message: 'Enter a title for the photo' },
    ]);
    expect(galleryPhotoInputSchema.safeParse({ title: 'x'.repeat(151) }).error!.issues[0].message).toBe(
      'Keep the title under 150 characters',
    );
  });

  it('a change keeps what it leaves out; an empty description clears it', () => {
    expect(galleryPhotoUpdateSchema.parse({})).toEqual({});
    expect(galleryPhotoUpdateSchema.parse({ description: ' ' })).toEqual({ description: '' });
    expect(galleryPhotoUpdateSchema.safeParse({ title: '' }).error!.issues[0].message).toBe('Enter a title for the photo');
  });

  it('bounds the description', () => {
    expect(galleryPhotoInputSchema.safeParse({ title: 't', description: 'x'.repeat(1001) }).success).toBe(false);
    expect(galleryPhotoInputSchema.parse({ title: 't', description: ' On the ground ' }).description).toBe('On the ground');
  });
});

describe.each(testDialects)('gallery on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;

  beforeEach(async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  /** A photo with an image row (no files are needed to read it back). */
  async function addPhoto(title: string, at: string, key = `key-${title.replace(/\W/g, '')}`) {
    return database.db.transaction().execute(async (trx) => {
      const imageId = await insertImageRow(trx, { key, width: 1280, height: 853, variantWidths: [320, 640, 960, 1280] });
      return insertGalleryPhoto(trx, galleryPhotoInputSchema.parse({ title, description: `${title} description` }), imageId, new Date(at));
    });
  }

  it('lists newest first, and photos added together newest id first', async () => {
    await addPhoto('Oldest', '2026-01-10T05:00:00Z');
    await addPhoto('Newest', '2026-03-01T05:00:00Z');
    await addPhoto('Batch one', '2026-02-01T05:00:00Z');
    await addPhoto('Batch two', '2026-02-01T05:00:00Z');

    expect((await listGalleryPhotos(database.db)).map((p) => p.title)).toEqual(['Newest', 'Batch two', 'Batch one', 'Oldest']);
    expect((await listGalleryPhotos(database.db, { limit: 2 })).map((p) => p.title)).toEqual(['Newest', 'Batch two']);
  });

  it('reads one photo with its image source and its full-size file, and nothing else', async () => {
    const id = await addPhoto('Art class', '2026-03-01T10:00:00Z', 'abc123');
    expect(await getGalleryPhoto(database.db, id)).toEqual({
      id,
      title: 'Art class',
      description: 'Art class description',
      image: {
        src: '/uploads/images/abc123-640.webp',
        srcSet: [320, 640, 960, 1280].map((w) => `/uploads/images/abc123-${w}.webp ${w}w`).join(', '),
        width: 1280,
        height: 853,
      },
      fullSizeSrc: '/uploads/images/abc123-1280.webp',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(await getGalleryPhoto(database.db, id + 1000)).toBeUndefined();
  });

  it('an empty gallery is an empty list', async () => {
    expect(await listGalleryPhotos(database.db)).toEqual([]);
  });
});

describe.each(testDialects)('changing and deleting gallery photos on %s', (dialect) => {
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

  const created = new Date('2026-03-01T10:00:00Z');
  /** A photo with real image files on disk, as an upload leaves it. */
  async function addPhoto(title: string) {
    const id = await insertWithImage(database.db, uploads, await testJpeg(), (trx, imageId) =>
      insertGalleryPhoto(trx, galleryPhotoInputSchema.parse({ title, description: `${title} description` }), imageId, created),
    );
    const image = await database.db
      .selectFrom('galleryPhotos')
      .innerJoin('images', 'images.id', 'galleryPhotos.imageId')
      .select(['images.id', 'images.key', 'images.variantWidths'])
      .where('galleryPhotos.id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, image, files: variantFiles(image) };
  }
  /** Makes the next delete of this image fail inside the transaction: another row still uses it. */
  async function shareImage(imageId: number) {
    await database.db
      .insertInto('events')
      .values({ title: 'Borrowed', eventDate: null, description: '', imageId, createdAt: 'x', updatedAt: 'x' })
      .execute();
  }

  it('changes the words of one photo only, keeping its picture', async () => {
    const target = await addPhoto('Assembly');
    const other = await addPhoto('Sports');
    const before = await getGalleryPhoto(database.db, target.id);
    const otherBefore = await getGalleryPhoto(database.db, other.id);

    const updated = await updateGalleryPhoto(
      database.db,
      target.id,
      galleryPhotoUpdateSchema.parse({ title: 'Morning assembly', description: '' }),
      new Date('2026-03-02T10:00:00Z'),
    );
    expect(updated).toEqual({ ...before, title: 'Morning assembly', description: '' });
    expect(await getGalleryPhoto(database.db, target.id)).toEqual(updated);
    expect(await getGalleryPhoto(database.db, other.id)).toEqual(otherBefore);
    const { updatedAt } = await database.db.selectFrom('galleryPhotos').select('updatedAt').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(updatedAt).toBe('2026-03-02T10:00:00.000Z');
    expect(await updateGalleryPhoto(database.db, other.id + 1000, { title: 'Nope' })).toBeUndefined();
  });

  it('replacing the picture removes the old files and keeps the new, for that photo only', async () => {
    const target = await addPhoto('Assembly');
    const other = await addPhoto('Sports');
    const files = await writeTestImage(uploads);

    const updated = await replaceGalleryImage(database.db, uploads, target.id, files);
    expect(updated).toMatchObject({ id: target.id, title: 'Assembly', description: 'Assembly description' });
    expect(updated!.image.src).toContain(files.key);
    expect(updated!.fullSizeSrc).toBe(`/uploads/images/${files.key}-480.webp`);
    expect(filesOnDisk(uploads)).toEqual([...other.files, ...variantFiles(files)].sort());
    expect((await imageRows(database.db)).map((r) => r.key).sort()).toEqual([other.image.key, files.key].sort());
  });

  it('replacing on an unknown id answers undefined and leaves no new file', async () => {
    const kept = await addPhoto('Kept');
    const files = await writeTestImage(uploads);
    expect(await replaceGalleryImage(database.db, uploads, kept.id + 1000, files)).toBeUndefined();
    expect(filesOnDisk(uploads)).toEqual(kept.files);
    expect(await imageRows(database.db)).toEqual([kept.image]);
  });

  it('a replacement that fails inside the transaction keeps the old picture whole and removes the new files', async () => {
    const target = await addPhoto('Assembly');
    const before = await getGalleryPhoto(database.db, target.id);
    await shareImage(target.image.id);
    const files = await writeTestImage(uploads);

    await expect(replaceGalleryImage(database.db, uploads, target.id, files)).rejects.toThrow();
    expect(await getGalleryPhoto(database.db, target.id)).toEqual(before);
    expect(await imageRows(database.db)).toEqual([target.image]);
    expect(filesOnDisk(uploads)).toEqual(target.files);
  });

  it('deleting removes the photo, its image row and every variant file; false for an unknown id', async () => {
    const gone = await addPhoto('Gone');
    const kept = await addPhoto('Kept');
    expect(gone.files.length).toBeGreaterThan(1);
    expect(await countGalleryPhotos(database.db)).toBe(2);

    expect(await deleteGalleryPhoto(database.db, uploads, gone.id)).toBe(true);
    expect(await getGalleryPhoto(database.db, gone.id)).toBeUndefined();
    expect(await imageRows(database.db)).toEqual([kept.image]);
    expect(filesOnDisk(uploads)).toEqual(kept.files);
    expect(await countGalleryPhotos(database.db)).toBe(1);
    expect(await deleteGalleryPhoto(database.db, uploads, gone.id)).toBe(false);
  });

  it('a delete that fails inside the transaction keeps the photo, its row and its files', async () => {
    const target = await addPhoto('Assembly');
    await shareImage(target.image.id);
    await expect(deleteGalleryPhoto(database.db, uploads, target.id)).rejects.toThrow();
    expect(await getGalleryPhoto(database.db, target.id)).toBeDefined();
    expect(await imageRows(database.db)).toEqual([target.image]);
    expect(filesOnDisk(uploads)).toEqual(target.files);
  });

  /** An upload's temporary file, as the multipart reader leaves it. */
  async function uploaded(bytes: Buffer): Promise<string> {
    const dir = path.join(env.config.uploadsDir, 'tmp');
    await fsp.mkdir(dir, { recursive: true });
    const file = path.join(dir, `upload-${Math.random().toString(36).slice(2)}`);
    await fsp.writeFile(file, bytes);
    return file;
  }

  it('adds a photo from an upload: row, variants on disk, and the original gone', async () => {
    const upload = await uploaded(await testJpeg());
    const photo = await addGalleryPhoto(database.db, env.config.uploadsDir, { title: 'Assembly', description: '' }, upload);
    expect(photo).toMatchObject({ title: 'Assembly', image: { width: 480, height: 360 } });
    expect(fs.existsSync(upload)).toBe(false);
    const [image] = await imageRows(database.db);
    expect(filesOnDisk(env.config.uploadsDir)).toEqual(variantFiles(image));
  });

  it('an edit with a refused photo changes nothing and leaves no file', async () => {
    const photo = await addGalleryPhoto(database.db, env.config.uploadsDir, { title: 'Before', description: '' }, await uploaded(await testJpeg()));
    const before = filesOnDisk(env.config.uploadsDir);
    const text = await uploaded(Buffer.from('not a photo at all'));
    await expect(
      editGalleryPhoto(database.db, env.config.uploadsDir, photo.id, { title: 'After' }, { kind: 'replace', uploadPath: text }),
    ).rejects.toMatchObject({ status: 415 });
    expect((await getGalleryPhoto(database.db, photo.id))!.title).toBe('Before');
    expect(filesOnDisk(env.config.uploadsDir)).toEqual(before);
  });

  it('an edit with a new photo swaps the picture with the words, and the old files go', async () => {
    const photo = await addGalleryPhoto(database.db, env.config.uploadsDir, { title: 'Old', description: '' }, await uploaded(await testJpeg()));
    const [oldImage] = await imageRows(database.db);
    const changed = await editGalleryPhoto(
      database.db,
      env.config.uploadsDir,
      photo.id,
      { title: 'New', description: 'Changed' },
      { kind: 'replace', uploadPath: await uploaded(await testJpeg('#118844', 800, 600)) },
    );
    expect(changed).toMatchObject({ title: 'New', description: 'Changed', image: { width: 800 } });
    const images = await imageRows(database.db);
    expect(images).toHaveLength(1);
    expect(images[0].key).not.toBe(oldImage.key);
    expect(filesOnDisk(env.config.uploadsDir)).toEqual(variantFiles(images[0]));
    expect(await editGalleryPhoto(database.db, env.config.uploadsDir, 9999, { title: 'x' }, { kind: 'keep' })).toBeUndefined();
  });
});
