import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertImageRow } from '~/modules/images/images.server';
import { testDialects, testSite } from '~/test/databases';
import { filesOnDisk, imageRows, variantFiles } from '~/test/images';
import { photoOwnerTools } from '~/test/photo-owners';
import { albumInputSchema } from './album-schema';
import { addAlbum } from './albums.server';
import { galleryPhotoInputSchema, galleryPhotoUpdateSchema, type GalleryPhotoInput } from './gallery-schema';
import {
  addGalleryPhoto,
  countGalleryPhotos,
  deleteGalleryPhoto,
  editGalleryPhoto,
  getGalleryPhoto,
  insertGalleryPhoto,
  listGalleryPhotos,
} from './gallery.server';
import { saidIssue } from '~/test/rules';

describe('gallery photo rules', () => {
  it('needs the album the photo goes in, from JSON or a form, and nothing else', () => {
    const missing = galleryPhotoInputSchema.safeParse({ title: 'Sports Day' });
    expect(missing.error!.issues.map((i) => ({ path: i.path, message: saidIssue(i) }))).toEqual([
      { path: ['albumId'], message: 'Choose the album the photo goes in' },
    ]);
    for (const albumId of ['0', 'x', '-3', 1.5, 0, '12345678901']) {
      expect(galleryPhotoInputSchema.safeParse({ albumId }).success, String(albumId)).toBe(false);
    }
    expect(galleryPhotoInputSchema.parse({ albumId: '7' }).albumId).toBe(7);
    expect(galleryPhotoInputSchema.parse({ albumId: 7 }).albumId).toBe(7);
  });

  it('lets the title be left empty (the album’s title says what the photos show) and trims what it keeps', () => {
    expect(galleryPhotoInputSchema.parse({ albumId: 1 })).toEqual({ albumId: 1, title: '', description: '', titleHi: null, descriptionHi: null });
    expect(galleryPhotoInputSchema.parse({ albumId: 1, title: ' Sports Day ' }).title).toBe('Sports Day');
    expect(galleryPhotoInputSchema.safeParse({ albumId: 1, title: 'x'.repeat(151) }).error!.issues.map(saidIssue)[0]).toBe(
      'Keep the title under 150 characters',
    );
  });

  it('a change keeps what it leaves out; an empty description clears it', () => {
    expect(galleryPhotoUpdateSchema.parse({})).toEqual({});
    expect(galleryPhotoUpdateSchema.parse({ description: ' ' })).toEqual({ description: '' });
    expect(galleryPhotoUpdateSchema.parse({ albumId: '3' })).toEqual({ albumId: 3 });
  });

  it('bounds the description', () => {
    expect(galleryPhotoInputSchema.safeParse({ albumId: 1, description: 'x'.repeat(1001) }).success).toBe(false);
    expect(galleryPhotoInputSchema.parse({ albumId: 1, description: ' On the ground ' }).description).toBe('On the ground');
  });
});

describe.each(testDialects)('gallery on %s', (dialect) => {
  const site = testSite(dialect);

  let albumId: number;

  beforeEach(async () => {
    albumId = (await addAlbum(site.db, albumInputSchema.parse({ title: 'School life', heldOn: '2026-01-01' }))).id;
  });

  /** A photo with an image row (no files are needed to read it back). */
  async function addPhoto(title: string, at: string, key = `key-${title.replace(/\W/g, '')}`) {
    return site.db.transaction().execute(async (trx) => {
      const imageId = await insertImageRow(trx, { key, width: 1280, height: 853, variantWidths: [320, 640, 960, 1280] });
      return insertGalleryPhoto(trx, galleryPhotoInputSchema.parse({ albumId, title, description: `${title} description` }), imageId, new Date(at));
    });
  }

  it('lists newest first, and photos added together newest id first', async () => {
    await addPhoto('Oldest', '2026-01-10T05:00:00Z');
    await addPhoto('Newest', '2026-03-01T05:00:00Z');
    await addPhoto('Batch one', '2026-02-01T05:00:00Z');
    await addPhoto('Batch two', '2026-02-01T05:00:00Z');

    expect((await listGalleryPhotos(site.db)).map((p) => p.title)).toEqual(['Newest', 'Batch two', 'Batch one', 'Oldest']);
    expect((await listGalleryPhotos(site.db, { limit: 2 })).map((p) => p.title)).toEqual(['Newest', 'Batch two']);
  });

  it('reads one photo with its image source and its full-size file, and nothing else', async () => {
    const id = await addPhoto('Art class', '2026-03-01T10:00:00Z', 'abc123');
    expect(await getGalleryPhoto(site.db, id)).toEqual({
      id,
      albumId,
      title: 'Art class',
      description: 'Art class description',
      titleHi: null,
      descriptionHi: null,
      image: {
        src: '/uploads/images/abc123-640.webp',
        srcSet: [320, 640, 960, 1280].map((w) => `/uploads/images/abc123-${w}.webp ${w}w`).join(', '),
        width: 1280,
        height: 853,
      },
      fullSizeSrc: '/uploads/images/abc123-1280.webp',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(await getGalleryPhoto(site.db, id + 1000)).toBeUndefined();
  });

  it('an empty gallery is an empty list', async () => {
    expect(await listGalleryPhotos(site.db)).toEqual([]);
  });
});

describe.each(testDialects)('adding, changing and deleting gallery photos on %s', (dialect) => {
  const site = testSite(dialect);

  let albumId: number;

  beforeEach(async () => {
    albumId = (await addAlbum(site.db, albumInputSchema.parse({ title: 'School life', heldOn: '2026-01-01' }))).id;
  });

  const created = new Date('2026-03-01T10:00:00Z');
  const input = (title: string) => galleryPhotoInputSchema.parse({ albumId, title, description: `${title} description` });
  const { upload, notAPhoto, photoOf } = photoOwnerTools(site);
  /** A photo with real image files on disk, added as the dashboard adds one. */
  async function addPhoto(title: string) {
    const { id } = await addGalleryPhoto(site.db, site.files, input(title), await upload(), created);
    return { id, ...(await photoOf('galleryPhotos', id)) };
  }
  /** Makes the next delete of this image fail inside the transaction: another row still uses it. */
  async function shareImage(imageId: number) {
    await site.db.insertInto('events').values({ title: 'Borrowed', eventDate: null, description: '', imageId, createdAt: 'x', updatedAt: 'x' }).execute();
  }

  it('adds a photo from an upload: row, variants on disk, and the original gone', async () => {
    const photo = await upload();
    const added = await addGalleryPhoto(
      site.db,
      site.files,
      { albumId, title: 'Assembly', description: '', titleHi: null, descriptionHi: null },
      photo,
      created,
    );
    expect(added).toMatchObject({ albumId, title: 'Assembly', image: { width: 480, height: 360 }, createdAt: created.toISOString() });
    expect(await getGalleryPhoto(site.db, added.id)).toEqual(added);
    expect(fs.existsSync(photo)).toBe(false);
    const [image] = await imageRows(site.db);
    expect(added.fullSizeSrc).toBe(`/uploads/images/${image.key}-480.webp`);
    expect(filesOnDisk(site.uploadsDir)).toEqual(variantFiles(image));
  });

  it('an add with a refused photo, or one the database refuses, leaves no row and no file', async () => {
    const refusedPhoto = await notAPhoto();
    await expect(addGalleryPhoto(site.db, site.files, input('Assembly'), refusedPhoto)).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(fs.existsSync(refusedPhoto)).toBe(false);
    // An album that is not there: the photo is stored by then, and the album's check refuses it.
    await expect(addGalleryPhoto(site.db, site.files, { ...input('Assembly'), albumId: albumId + 1000 }, await upload())).rejects.toMatchObject({
      kind: 'invalid',
      fields: { albumId: 'gallery.albumGone' },
    });
    // A title the schema never lets through: the photo is stored by then, and the row's NOT NULL refuses it.
    const refusedRow = { ...input('Assembly'), title: null } as unknown as GalleryPhotoInput;
    await expect(addGalleryPhoto(site.db, site.files, refusedRow, await upload())).rejects.toThrow();
    expect(await countGalleryPhotos(site.db)).toBe(0);
    expect(await imageRows(site.db)).toEqual([]);
    expect(filesOnDisk(site.uploadsDir)).toEqual([]);
  });

  it('an edit changes only the fields it names, of that photo only, keeping its picture', async () => {
    const target = await addPhoto('Assembly');
    const other = await addPhoto('Sports');
    const before = await getGalleryPhoto(site.db, target.id);
    const otherBefore = await getGalleryPhoto(site.db, other.id);

    const changes = galleryPhotoUpdateSchema.parse({ title: 'Morning assembly', description: '' });
    const updated = await editGalleryPhoto(site.db, site.files, target.id, changes, { kind: 'keep' }, new Date('2026-03-02T10:00:00Z'));
    expect(updated).toEqual({ ...before, title: 'Morning assembly', description: '' });
    expect(await getGalleryPhoto(site.db, target.id)).toEqual(updated);
    expect(await getGalleryPhoto(site.db, other.id)).toEqual(otherBefore);
    const { updatedAt } = await site.db.selectFrom('galleryPhotos').select('updatedAt').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(updatedAt).toBe('2026-03-02T10:00:00.000Z');
    expect(filesOnDisk(site.uploadsDir)).toEqual([...target.files, ...other.files].sort());
    expect(await editGalleryPhoto(site.db, site.files, other.id + 1000, { title: 'Nope' }, { kind: 'keep' })).toBeUndefined();
  });

  it('an edit with a new picture swaps it with the words, for that photo only, and the old files go', async () => {
    const target = await addPhoto('Assembly');
    const other = await addPhoto('Sports');

    const changed = await editGalleryPhoto(
      site.db,
      site.files,
      target.id,
      { title: 'New', description: 'Changed' },
      { kind: 'replace', uploadPath: await upload('#118844', 800, 600) },
    );
    const replaced = (await imageRows(site.db)).find((r) => r.id !== other.image.id)!;
    expect(replaced.key).not.toBe(target.image.key);
    expect(changed).toMatchObject({ id: target.id, title: 'New', description: 'Changed', image: { width: 800 } });
    expect(changed!.fullSizeSrc).toBe(`/uploads/images/${replaced.key}-800.webp`);
    expect(filesOnDisk(site.uploadsDir)).toEqual([...other.files, ...variantFiles(replaced)].sort());
  });

  it('an edit with a new picture for an unknown id, or with a refused photo, changes nothing and leaves no new file', async () => {
    const kept = await addPhoto('Before');
    const before = await getGalleryPhoto(site.db, kept.id);
    const edit = (id: number, uploadPath: string) => editGalleryPhoto(site.db, site.files, id, { title: 'After' }, { kind: 'replace', uploadPath });
    expect(await edit(kept.id + 1000, await upload())).toBeUndefined();
    await expect(edit(kept.id, await notAPhoto())).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(await getGalleryPhoto(site.db, kept.id)).toEqual(before);
    expect(filesOnDisk(site.uploadsDir)).toEqual(kept.files);
    expect(await imageRows(site.db)).toEqual([kept.image]);
  });

  it('an edit that fails inside the transaction keeps the words and the old picture whole, and removes the new files', async () => {
    const target = await addPhoto('Assembly');
    const before = await getGalleryPhoto(site.db, target.id);
    await shareImage(target.image.id);

    const replace = { kind: 'replace', uploadPath: await upload() } as const;
    await expect(editGalleryPhoto(site.db, site.files, target.id, { title: 'Changed' }, replace)).rejects.toThrow();
    expect(await getGalleryPhoto(site.db, target.id)).toEqual(before);
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
  });

  it('deleting removes the photo, its image row and every variant file; false for an unknown id', async () => {
    const gone = await addPhoto('Gone');
    const kept = await addPhoto('Kept');
    expect(gone.files.length).toBeGreaterThan(1);
    expect(await countGalleryPhotos(site.db)).toBe(2);

    expect(await deleteGalleryPhoto(site.db, site.files, gone.id)).toBe(true);
    expect(await getGalleryPhoto(site.db, gone.id)).toBeUndefined();
    expect(await imageRows(site.db)).toEqual([kept.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(kept.files);
    expect(await countGalleryPhotos(site.db)).toBe(1);
    expect(await deleteGalleryPhoto(site.db, site.files, gone.id)).toBe(false);
  });

  it('a delete that fails inside the transaction keeps the photo, its row and its files', async () => {
    const target = await addPhoto('Assembly');
    await shareImage(target.image.id);
    await expect(deleteGalleryPhoto(site.db, site.files, target.id)).rejects.toThrow();
    expect(await getGalleryPhoto(site.db, target.id)).toBeDefined();
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
  });
});
