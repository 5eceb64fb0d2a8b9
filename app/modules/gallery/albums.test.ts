import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { migrateTo, migrateToLatest } from '~/db/migrate.server';
import { insertImageRow } from '~/modules/images/images.server';
import { createTestEnvironment, testDialects, testSite, type TestEnvironment } from '~/test/databases';
import { filesOnDisk, imageRows, testJpeg, uploadedFile, variantFiles } from '~/test/images';
import { saidIssue } from '~/test/rules';
import { albumInputSchema, albumUpdateSchema } from './album-schema';
import { addAlbum, addAlbumWithPhoto, countAlbums, deleteAlbum, editAlbum, getAlbum, getAlbumSummary, listAlbums, moveAlbumPhoto } from './albums.server';
import { galleryPhotoInputSchema } from './gallery-schema';
import { addGalleryPhoto, editGalleryPhoto, getGalleryPhoto, insertGalleryPhoto, listAlbumPhotos } from './gallery.server';

describe('album rules', () => {
  it('needs a title and a real day, and trims what it keeps', () => {
    const refused = albumInputSchema.safeParse({ title: ' ', heldOn: '2026-02-30' });
    expect(refused.error!.issues.map((i) => ({ path: i.path, message: saidIssue(i) }))).toEqual([
      { path: ['title'], message: 'Enter a title for the album' },
      { path: ['heldOn'], message: expect.stringMatching(/date/i) },
    ]);
    expect(albumInputSchema.parse({ title: ' Sports Day ', heldOn: '2026-11-14' })).toEqual({
      title: 'Sports Day',
      heldOn: '2026-11-14',
      description: '',
      titleHi: null,
      descriptionHi: null,
    });
  });

  it('a change names only what it changes; the order is a list of photo ids and the cover one id or null', () => {
    expect(albumUpdateSchema.parse({})).toEqual({});
    expect(albumUpdateSchema.parse({ coverPhotoId: null, photoIds: [3, 1, 2] })).toEqual({ coverPhotoId: null, photoIds: [3, 1, 2] });
    expect(albumUpdateSchema.safeParse({ photoIds: ['1'] }).success).toBe(false);
    expect(albumUpdateSchema.safeParse({ coverPhotoId: 0 }).success).toBe(false);
    expect(albumUpdateSchema.safeParse({ cover: 1 }).success).toBe(false);
  });
});

describe.each(testDialects)('albums on %s', (dialect) => {
  const site = testSite(dialect);

  const album = (title: string, heldOn: string) => addAlbum(site.db, albumInputSchema.parse({ title, heldOn }));
  /** A photo with an image row (no files are needed to read it back). */
  async function photo(albumId: number, title: string) {
    return site.db.transaction().execute(async (trx) => {
      const imageId = await insertImageRow(trx, { key: `key-${title.replace(/\W/g, '')}`, width: 1280, height: 853, variantWidths: [320, 640, 1280] });
      return insertGalleryPhoto(trx, galleryPhotoInputSchema.parse({ albumId, title }), imageId);
    });
  }
  const titles = async (albumId: number) => (await listAlbumPhotos(site.db, albumId)).map((p) => p.title);

  it('lists the newest day first; an album without photos is left out only where asked', async () => {
    const sports = await album('Sports Day', '2026-11-14');
    const empty = await album('Still filling', '2026-11-20');
    const diwali = await album('Diwali', '2026-10-30');
    await photo(sports.id, 'Relay');
    await photo(diwali.id, 'Rangoli');

    expect((await listAlbums(site.db)).map((a) => a.title)).toEqual(['Still filling', 'Sports Day', 'Diwali']);
    expect((await listAlbums(site.db, { withPhotos: true })).map((a) => a.title)).toEqual(['Sports Day', 'Diwali']);
    expect((await listAlbums(site.db, { withPhotos: true, limit: 1 })).map((a) => a.title)).toEqual(['Sports Day']);
    expect(await getAlbumSummary(site.db, empty.id)).toMatchObject({ photoCount: 0, coverPhotoId: null, cover: null });
    expect(await countAlbums(site.db)).toBe(3);
  });

  it('photos keep the order they came in; the cover is the first until one is chosen, and the first again once it leaves', async () => {
    const { id } = await album('Sports Day', '2026-11-14');
    const relay = await photo(id, 'Relay');
    const prizes = await photo(id, 'Prizes');
    expect(await titles(id)).toEqual(['Relay', 'Prizes']);
    expect(await getAlbumSummary(site.db, id)).toMatchObject({ photoCount: 2, coverPhotoId: relay, cover: { src: '/uploads/images/key-Relay-640.webp' } });

    await editAlbum(site.db, id, { coverPhotoId: prizes });
    expect(await getAlbumSummary(site.db, id)).toMatchObject({ coverPhotoId: prizes, cover: { src: '/uploads/images/key-Prizes-640.webp' } });
    await site.db.deleteFrom('galleryPhotos').where('id', '=', prizes).execute();
    expect(await getAlbumSummary(site.db, id)).toMatchObject({ photoCount: 1, coverPhotoId: relay });
  });

  it('an edit changes only what it names, of that album only', async () => {
    const target = await album('Sports Day', '2026-11-14');
    const other = await album('Diwali', '2026-10-30');
    await photo(target.id, 'Relay');
    const otherBefore = await getAlbum(site.db, other.id);

    const changed = await editAlbum(site.db, target.id, albumUpdateSchema.parse({ titleHi: 'खेलकूद दिवस' }), new Date('2026-11-15T10:00:00Z'));
    expect(changed).toMatchObject({ title: 'Sports Day', titleHi: 'खेलकूद दिवस', heldOn: '2026-11-14', photoCount: 1, updatedAt: '2026-11-15T10:00:00.000Z' });
    expect(await getAlbum(site.db, other.id)).toEqual(otherBefore);
    expect(await editAlbum(site.db, other.id + 1000, { title: 'Nope' })).toBeUndefined();
  });

  it('takes a new order of every photo once, and refuses an order that leaves one out, repeats one or brings another album’s', async () => {
    const { id } = await album('Sports Day', '2026-11-14');
    const other = await album('Diwali', '2026-10-30');
    const [a, b, c] = [await photo(id, 'A'), await photo(id, 'B'), await photo(id, 'C')];
    const stranger = await photo(other.id, 'Stranger');

    expect((await editAlbum(site.db, id, { photoIds: [c, a, b] }))!.photos.map((p) => p.title)).toEqual(['C', 'A', 'B']);
    for (const photoIds of [
      [c, a],
      [c, a, a],
      [c, a, stranger],
      [c, a, b, stranger],
    ]) {
      await expect(editAlbum(site.db, id, { title: 'Changed', photoIds }), JSON.stringify(photoIds)).rejects.toMatchObject({
        kind: 'invalid',
        fields: { photoIds: 'gallery.orderIncomplete' },
      });
    }
    // A refused change changes nothing, not even the words that came with it.
    expect(await getAlbum(site.db, id)).toMatchObject({ title: 'Sports Day', photos: [{ title: 'C' }, { title: 'A' }, { title: 'B' }] });
    await expect(editAlbum(site.db, id, { coverPhotoId: stranger })).rejects.toMatchObject({ fields: { coverPhotoId: 'gallery.photoNotInAlbum' } });
    expect(await titles(other.id)).toEqual(['Stranger']);
  });

  it('moves a photo a place earlier or later, or to the front; at an end nothing changes', async () => {
    const { id } = await album('Sports Day', '2026-11-14');
    const [a, , c] = [await photo(id, 'A'), await photo(id, 'B'), await photo(id, 'C')];
    expect(await moveAlbumPhoto(site.db, id, c, 'earlier')).toBe(true);
    expect(await titles(id)).toEqual(['A', 'C', 'B']);
    await moveAlbumPhoto(site.db, id, a, 'earlier');
    expect(await titles(id)).toEqual(['A', 'C', 'B']);
    await moveAlbumPhoto(site.db, id, a, 'later');
    expect(await titles(id)).toEqual(['C', 'A', 'B']);
    await moveAlbumPhoto(site.db, id, (await listAlbumPhotos(site.db, id))[2].id, 'first');
    expect(await titles(id)).toEqual(['B', 'C', 'A']);
    expect(await moveAlbumPhoto(site.db, id + 1000, a, 'first')).toBe(false);
    expect(await moveAlbumPhoto(site.db, id, a + 1000, 'first')).toBe(false);
  });

  it('photos added at the same moment get places one after the other', async () => {
    const { id } = await album('Sports Day', '2026-11-14');
    await Promise.all(['A', 'B', 'C', 'D', 'E'].map((title) => photo(id, title)));
    const positions = await site.db.selectFrom('galleryPhotos').select('position').where('albumId', '=', id).orderBy('position').execute();
    expect(positions.map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('a photo moved to another album goes to its end and keeps its words', async () => {
    const from = await album('Sports Day', '2026-11-14');
    const to = await album('Diwali', '2026-10-30');
    const relay = await photo(from.id, 'Relay');
    await photo(to.id, 'Rangoli');
    const moved = await editGalleryPhoto(site.db, site.files, relay, { albumId: to.id }, { kind: 'keep' });
    expect(moved).toMatchObject({ albumId: to.id, title: 'Relay' });
    expect(await titles(to.id)).toEqual(['Rangoli', 'Relay']);
    expect(await titles(from.id)).toEqual([]);
    await expect(editGalleryPhoto(site.db, site.files, relay, { title: 'Lost', albumId: to.id + 1000 }, { kind: 'keep' })).rejects.toMatchObject(
      {
        fields: { albumId: 'gallery.albumGone' },
      },
    );
    expect(await getGalleryPhoto(site.db, relay)).toMatchObject({ albumId: to.id, title: 'Relay' });
  });

  it('a new album with its first photo is written whole, or not at all when the photo is refused', async () => {
    const uploads = site.uploadsDir;
    const store = site.files;
    const input = albumInputSchema.parse({ title: 'Sports Day', heldOn: '2026-11-14' });
    const made = await addAlbumWithPhoto(site.db, store, input, await uploadedFile(uploads, await testJpeg()));
    expect(made).toMatchObject({ title: 'Sports Day', photoCount: 1, photos: [{ title: '' }] });
    await expect(addAlbumWithPhoto(site.db, store, input, await uploadedFile(uploads, Buffer.from('not a photo')))).rejects.toMatchObject({ kind: 'wrong-type' });
    expect((await listAlbums(site.db)).map((a) => a.id)).toEqual([made.id]);
    expect((await imageRows(site.db)).length).toBe(1);
  });

  it('deleting an album deletes its photos, their images’ rows and files, and nothing of another album', async () => {
    const uploads = site.uploadsDir;
    const store = site.files;
    const gone = await album('Sports Day', '2026-11-14');
    const kept = await album('Diwali', '2026-10-30');
    for (const background of ['#aa0000', '#00aa00']) {
      await addGalleryPhoto(site.db, store, galleryPhotoInputSchema.parse({ albumId: gone.id }), await uploadedFile(uploads, await testJpeg(background)));
    }
    const keptPhoto = await addGalleryPhoto(
      site.db,
      store,
      galleryPhotoInputSchema.parse({ albumId: kept.id }),
      await uploadedFile(uploads, await testJpeg()),
    );

    expect(await deleteAlbum(site.db, store, gone.id)).toBe(true);
    expect(await getAlbum(site.db, gone.id)).toBeUndefined();
    expect(await site.db.selectFrom('galleryPhotos').select('id').execute()).toEqual([{ id: keptPhoto.id }]);
    const [keptImage, ...otherImages] = await imageRows(site.db);
    expect(otherImages).toEqual([]);
    expect(keptPhoto.fullSizeSrc).toContain(keptImage!.key);
    expect(filesOnDisk(uploads)).toEqual(variantFiles(keptImage!));
    expect(await deleteAlbum(site.db, store, gone.id)).toBe(false);
  });
});

describe.each(testDialects)('migration 0016 on %s', (dialect) => {
  let env: TestEnvironment;
  afterEach(async () => {
    await env.cleanup();
  });

  it('puts the photos already in the gallery in one album, "School life", in the order the gallery showed them', async () => {
    env = await createTestEnvironment(dialect);
    const database = await env.open({ migrate: false });
    await migrateTo(database, '0015-calendar');
    for (const [title, at] of [
      ['Oldest', '2025-06-01T05:00:00.000Z'],
      ['Newest', '2026-03-01T05:00:00.000Z'],
      ['Middle', '2025-12-01T05:00:00.000Z'],
    ] as const) {
      const image = await database.db
        .insertInto('images')
        .values({ key: `key-${title}`, width: 640, height: 480, variantWidths: '320,640', createdAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db.insertInto('galleryPhotos').values({ title, description: '', imageId: image.id, createdAt: at, updatedAt: at }).execute();
    }
    await migrateToLatest(database);

    const [only, ...others] = await listAlbums(database.db);
    expect(others).toEqual([]);
    expect(only).toMatchObject({ title: 'School life', titleHi: 'विद्यालय जीवन', heldOn: '2025-06-01', photoCount: 3 });
    expect(await titles(database, only!.id)).toEqual(['Newest', 'Middle', 'Oldest']);
  });

  it('makes no album where there were no photos', async () => {
    env = await createTestEnvironment(dialect);
    const database = await env.open();
    expect(await listAlbums(database.db)).toEqual([]);
  });

  async function titles(database: AppDatabase, albumId: number) {
    return (await listAlbumPhotos(database.db, albumId)).map((p) => p.title);
  }
});
