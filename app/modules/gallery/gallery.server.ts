import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database, GalleryPhotosTable, Image } from '~/db/schema';
import { countImageOwners, deleteImageOwner, updateImageOwner } from '~/modules/images/image-owners.server';
import { imageUrl, insertWithUploadedImage, toImageSource, type ImageSource } from '~/modules/images/images.server';
import type { GalleryPhotoInput, GalleryPhotoUpdateInput } from './gallery-schema';

/** A gallery photo as pages and the JSON API show it. */
export interface GalleryPhotoView {
  id: number;
  title: string;
  description: string;
  image: ImageSource;
  /** The largest stored variant, for the lightbox and for visitors without JavaScript. */
  fullSizeSrc: string;
  createdAt: string;
}

type PhotoRow = Pick<GalleryPhotosTable, 'title' | 'description' | 'createdAt'> &
  Pick<Image, 'key' | 'width' | 'height' | 'variantWidths'> & { id: number };

function toView(row: PhotoRow): GalleryPhotoView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: toImageSource(row),
    // An image's recorded width is the width of its largest variant.
    fullSizeSrc: imageUrl(row.key, row.width),
    createdAt: row.createdAt,
  };
}

function selectPhotos(db: Kysely<Database>) {
  return db
    .selectFrom('galleryPhotos')
    .innerJoin('images', 'images.id', 'galleryPhotos.imageId')
    .select([
      'galleryPhotos.id',
      'galleryPhotos.title',
      'galleryPhotos.description',
      'galleryPhotos.createdAt',
      'images.key',
      'images.width',
      'images.height',
      'images.variantWidths',
    ]);
}

/** Newest first: by when the photo was added, then by id (several photos are often added at once). */
export async function listGalleryPhotos(
  db: Kysely<Database>,
  options: { limit?: number } = {},
): Promise<GalleryPhotoView[]> {
  let query = selectPhotos(db).orderBy('galleryPhotos.createdAt', 'desc').orderBy('galleryPhotos.id', 'desc');
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map(toView);
}

export async function getGalleryPhoto(db: Kysely<Database>, id: number): Promise<GalleryPhotoView | undefined> {
  const row = await selectPhotos(db).where('galleryPhotos.id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/**
 * Writes a photo's row for an image already stored (inside the transaction that wrote the image's
 * row: see `insertWithImage`). Returns the new photo's id.
 */
export async function insertGalleryPhoto(
  trx: Kysely<Database>,
  input: GalleryPhotoInput,
  imageId: number,
  now: Date = new Date(),
): Promise<number> {
  const timestamp = nowIso(now);
  const row = await trx
    .insertInto('galleryPhotos')
    .values({ title: input.title, description: input.description, imageId, createdAt: timestamp, updatedAt: timestamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a photo, its image row and then its files; false when no photo has that id. */
export async function deleteGalleryPhoto(db: Kysely<Database>, uploadsDir: string, id: number): Promise<boolean> {
  return deleteImageOwner(db, uploadsDir, 'galleryPhotos', id);
}

export async function countGalleryPhotos(db: Kysely<Database>): Promise<number> {
  return countImageOwners(db, 'galleryPhotos');
}

/**
 * Adds a photo from an upload (the dashboard's form and POST /api/photos): the image is checked and
 * re-encoded, and the image's row and the photo's row are written in one transaction.
 */
export async function addGalleryPhoto(
  db: Kysely<Database>,
  uploadsDir: string,
  input: GalleryPhotoInput,
  uploadPath: string,
  now: Date = new Date(),
): Promise<GalleryPhotoView> {
  return insertWithUploadedImage(db, uploadsDir, uploadPath, async (trx, imageId) => {
    const id = await insertGalleryPhoto(trx, input, imageId, now);
    const photo = await getGalleryPhoto(trx, id);
    if (!photo) throw new Error('The photo just added could not be read back');
    return photo;
  });
}

/**
 * Changes a photo's words and, when a new picture comes, the picture, in one transaction (the
 * dashboard's editor and PATCH /api/photos/:id). Undefined when no photo has that id.
 */
export async function editGalleryPhoto(
  db: Kysely<Database>,
  uploadsDir: string,
  id: number,
  input: GalleryPhotoUpdateInput,
  photo: { kind: 'keep' } | { kind: 'replace'; uploadPath: string },
  now: Date = new Date(),
): Promise<GalleryPhotoView | undefined> {
  return updateImageOwner(db, uploadsDir, 'galleryPhotos', id, {
    words: { title: input.title, description: input.description },
    photo,
    read: (trx) => getGalleryPhoto(trx, id),
    now,
  });
}
