import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import { ownedImageColumns, ownedImageSource, photoOwnerRows } from '~/modules/images/image-owners.server';
import { imageUrl, type ImageSource } from '~/modules/images/images.server';
import type { GalleryPhotoUpdateInput } from './gallery-schema';

/** A gallery photo as pages and the JSON API show it. */
export interface GalleryPhotoView {
  id: number;
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
  const { id, title, description, titleHi, descriptionHi, createdAt } = row;
  // An image's recorded width is the width of its largest variant.
  return { id, title, description, titleHi, descriptionHi, image: ownedImageSource(row), fullSizeSrc: imageUrl(row.imageKey, row.imageWidth), createdAt };
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
});

/** Writes a new row in a transaction that may write its image's row first (the demo seed uses it). */
export const insertGalleryPhoto = photoRows.insert;
/**
 * Adds a photo from an upload (the dashboard's form and POST /api/photos): the image is checked and
 * re-encoded, and the image's row and the photo's row are written in one transaction.
 */
export const addGalleryPhoto = photoRows.add;
/** Changes a photo's words and, when a new picture comes, the picture (the editor and PATCH /api/photos/:id). */
export const editGalleryPhoto = photoRows.edit;
export const deleteGalleryPhoto = photoRows.remove;
export const countGalleryPhotos = photoRows.count;
