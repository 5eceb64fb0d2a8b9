import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { insertImageRow } from '~/modules/images/images.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { galleryPhotoInputSchema } from './gallery-schema';
import { getGalleryPhoto, insertGalleryPhoto, listGalleryPhotos } from './gallery.server';

describe('gallery photo rules', () => {
  it('needs a title (it is the photo’s alternative text) and trims what it keeps', () => {
    const missing = galleryPhotoInputSchema.safeParse({ title: '   ', description: 'x' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0]).toMatchObject({ path: ['title'], message: 'Enter a title for the photo' });
    expect(galleryPhotoInputSchema.parse({ title: ' Sports Day ' })).toEqual({ title: 'Sports Day', description: '' });
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
