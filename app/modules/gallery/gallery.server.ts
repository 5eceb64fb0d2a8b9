import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { GalleryPhotosTable } from '~/db/tables/content';
import type { Database, OnlyColumns } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { rule } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import { ownedImageColumns, ownedImageSource, photoOwnerRows } from '~/modules/images/image-owners.server';
import { imageUrl, insertWithUploadedImage, type ImageSource } from '~/modules/images/images.server';
import type { GalleryPhotoInput, GalleryPhotoUpdateInput } from './gallery-schema';

/** A gallery photo as pages and the JSON API show it. */
export interface GalleryPhotoView {
  id: number;
  /** The album it is in (null only for a row written outside this module, see migration 0016). */
  albumId: number | null;
  /** May be empty: the album's title then says what the photo shows (decision 0064). */
  title: string;
  description: string;
  /** The Hindi title and description, null where staff gave none (the page shows the English). */
  titleHi: string | null;
  descriptionHi: string | null;
  image: ImageSource;
  /** The largest stored variant, for the lightbox and for visitors without JavaScript. */
  fullSizeSrc: string;
  createdAt: string;
}

function selectPhotos(db: Kysely<Database>) {
  return db.selectFrom('galleryPhotos').innerJoin('images', 'images.id', 'galleryPhotos.imageId').selectAll('galleryPhotos').select(ownedImageColumns);
}

type PhotoRow = Awaited<ReturnType<ReturnType<typeof selectPhotos>['executeTakeFirstOrThrow']>>;

function toView(row: PhotoRow): GalleryPhotoView {
  const { id, albumId, title, description, titleHi, descriptionHi, createdAt } = row;
  // An image's recorded width is the width of its largest variant.
  return {
    id,
    albumId,
    title,
    description,
    titleHi,
    descriptionHi,
    image: ownedImageSource(row),
    fullSizeSrc: imageUrl(row.imageKey, row.imageWidth),
    createdAt,
  };
}

/** Newest first, whatever their album: by when the photo was added, then by id (the newsletter, GET /api/photos). */
export async function listGalleryPhotos(db: Kysely<Database>, options: { limit?: number } = {}): Promise<GalleryPhotoView[]> {
  let query = selectPhotos(db).orderBy('galleryPhotos.createdAt', 'desc').orderBy('galleryPhotos.id', 'desc');
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map(toView);
}

/** An album's photos in their order. */
export async function listAlbumPhotos(db: Kysely<Database>, albumId: number): Promise<GalleryPhotoView[]> {
  const rows = await selectPhotos(db).where('galleryPhotos.albumId', '=', albumId).orderBy('galleryPhotos.position').orderBy('galleryPhotos.id').execute();
  return rows.map(toView);
}

export async function getGalleryPhoto(db: Kysely<Database>, id: number): Promise<GalleryPhotoView | undefined> {
  const row = await selectPhotos(db).where('galleryPhotos.id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/**
 * Takes the album's row for the rest of the transaction (PostgreSQL locks it; SQLite writes one
 * transaction at a time), so photos added at once get places one after the other and an album being
 * deleted cannot gain a photo. False when there is no such album.
 */
export async function takeAlbum(trx: Kysely<Database>, albumId: number, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('albums')
    .set({ updatedAt: nowIso(now) })
    .where('id', '=', albumId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** `takeAlbum` for a photo going into the album: no such album is a refusal under `albumId`. */
async function lockAlbum(trx: Kysely<Database>, albumId: number, now: Date): Promise<void> {
  if (!(await takeAlbum(trx, albumId, now))) throw new Refusal('invalid', rule('common.needsCorrecting'), { albumId: rule('gallery.albumGone') });
}

/** The place after the album's last photo. */
async function nextPosition(trx: Kysely<Database>, albumId: number): Promise<number> {
  const { last } = await trx
    .selectFrom('galleryPhotos')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('albumId', '=', albumId)
    .executeTakeFirstOrThrow();
  return last === null ? 0 : Number(last) + 1;
}

/**
 * Writes a new photo at the end of its album, in the transaction that wrote its image's row; answers
 * its id. The demo seed uses it too. No such album: a refusal under `albumId`.
 */
export async function insertGalleryPhoto(trx: Kysely<Database>, input: GalleryPhotoInput, imageId: number, now: Date = new Date()): Promise<number> {
  await lockAlbum(trx, input.albumId, now);
  const timestamp = nowIso(now);
  const row = await trx
    .insertInto('galleryPhotos')
    .values({ ...(input satisfies OnlyColumns<GalleryPhotosTable, GalleryPhotoInput>), imageId, position: await nextPosition(trx, input.albumId), createdAt: timestamp, updatedAt: timestamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Adds a photo from an upload to the end of its album (the dashboard's forms and POST /api/photos):
 * the image is checked and re-encoded first, then the image's row and the photo's row are written in
 * one transaction; a refused file or an album that is gone adds nothing and leaves no file.
 */
export async function addGalleryPhoto(db: Kysely<Database>, files: FileStore, input: GalleryPhotoInput, uploadPath: string, now: Date = new Date()) {
  return insertWithUploadedImage(db, files, uploadPath, async (trx, imageId) => {
    const added = await getGalleryPhoto(trx, await insertGalleryPhoto(trx, input, imageId, now));
    if (!added) throw new Error('The gallery photo just added could not be read back');
    return added;
  });
}

const photoRows = photoOwnerRows({
  table: 'galleryPhotos',
  photo: 'required',
  columnsOf: (input: GalleryPhotoUpdateInput) => ({
    title: input.title,
    description: input.description,
    titleHi: input.titleHi,
    descriptionHi: input.descriptionHi,
  }),
  read: getGalleryPhoto,
  // A new album: the photo goes to its end. Its place in the old one is simply left empty.
  alsoOnEdit: async (trx, id, input, now) => {
    if (input.albumId === undefined) return;
    const current = await trx.selectFrom('galleryPhotos').select('albumId').where('id', '=', id).executeTakeFirstOrThrow();
    if (current.albumId === input.albumId) return;
    await lockAlbum(trx, input.albumId, now);
    await trx
      .updateTable('galleryPhotos')
      .set({ albumId: input.albumId, position: await nextPosition(trx, input.albumId) })
      .where('id', '=', id)
      .execute();
  },
});

/** Changes a photo's words, its album and, when a new picture comes, the picture (the editor and PATCH /api/photos/:id). */
export const editGalleryPhoto = photoRows.edit;
export const deleteGalleryPhoto = photoRows.remove;
export const countGalleryPhotos = photoRows.count;
