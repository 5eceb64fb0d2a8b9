import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { AlbumsTable } from '~/db/tables/content';
import type { Database, OnlyColumns } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { rule } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import { changeWithImages, ownedImageColumns, ownedImageSource } from '~/modules/images/image-owners.server';
import type { ImageSource } from '~/modules/images/images.server';
import type { AlbumInput, AlbumUpdateInput } from './album-schema';
import { addGalleryPhoto, listAlbumPhotos, takeAlbum, type GalleryPhotoView } from './gallery.server';

/**
 * The gallery's albums (docs/decisions/0064-albums.md): a title and a day, a cover and photos in an
 * order staff choose. Photos themselves are gallery.server.ts's; this module orders them, picks the
 * cover and deletes an album with its photos and their files.
 */

/** An album as lists show it: its cover (its chosen photo, or its first), and how many photos it has. */
export interface AlbumSummary {
  id: number;
  title: string;
  titleHi: string | null;
  description: string;
  descriptionHi: string | null;
  /** "YYYY-MM-DD". */
  heldOn: string;
  photoCount: number;
  /** The photo shown for the album: the one staff chose, or its first; null while it has none. */
  coverPhotoId: number | null;
  cover: ImageSource | null;
  createdAt: string;
  updatedAt: string;
}

/** One album with its photos in their order. */
export interface AlbumView extends AlbumSummary {
  photos: GalleryPhotoView[];
}

function selectAlbums(db: Kysely<Database>) {
  return db
    .selectFrom('albums')
    .selectAll('albums')
    .select((eb) => [
      eb.selectFrom('galleryPhotos').select(eb.fn.countAll<number>().as('n')).whereRef('galleryPhotos.albumId', '=', 'albums.id').as('photoCount'),
      // The chosen cover while it is still one of the album's photos, else the first.
      eb.fn
        .coalesce(
          eb
            .selectFrom('galleryPhotos')
            .select('galleryPhotos.id')
            .whereRef('galleryPhotos.albumId', '=', 'albums.id')
            .whereRef('galleryPhotos.id', '=', 'albums.coverPhotoId'),
          eb
            .selectFrom('galleryPhotos')
            .select('galleryPhotos.id')
            .whereRef('galleryPhotos.albumId', '=', 'albums.id')
            .orderBy('galleryPhotos.position')
            .orderBy('galleryPhotos.id')
            .limit(1),
        )
        .as('shownCoverId'),
    ]);
}

type AlbumRow = Awaited<ReturnType<ReturnType<typeof selectAlbums>['executeTakeFirstOrThrow']>>;

/** The covers' pictures, by photo id. */
async function coverImages(db: Kysely<Database>, photoIds: number[]): Promise<Map<number, ImageSource>> {
  if (photoIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('galleryPhotos')
    .innerJoin('images', 'images.id', 'galleryPhotos.imageId')
    .select('galleryPhotos.id')
    .select(ownedImageColumns)
    .where('galleryPhotos.id', 'in', photoIds)
    .execute();
  return new Map(rows.map((row) => [row.id, ownedImageSource(row)]));
}

async function toSummaries(db: Kysely<Database>, rows: AlbumRow[]): Promise<AlbumSummary[]> {
  const coverIds = rows.map((row) => (row.shownCoverId === null ? null : Number(row.shownCoverId)));
  const covers = await coverImages(
    db,
    coverIds.filter((id) => id !== null),
  );
  return rows.map((row, i) => {
    const { id, title, titleHi, description, descriptionHi, heldOn, createdAt, updatedAt } = row;
    const coverPhotoId = coverIds[i] ?? null;
    return {
      id,
      title,
      titleHi,
      description,
      descriptionHi,
      heldOn,
      photoCount: Number(row.photoCount ?? 0),
      coverPhotoId,
      cover: coverPhotoId === null ? null : (covers.get(coverPhotoId) ?? null),
      createdAt,
      updatedAt,
    };
  });
}

/**
 * Newest day first, then the album made last. `withPhotos` leaves out the albums that have none yet
 * (the public list: an album staff are still filling is not shown empty).
 */
export async function listAlbums(db: Kysely<Database>, options: { withPhotos?: boolean; limit?: number } = {}): Promise<AlbumSummary[]> {
  let query = selectAlbums(db).orderBy('albums.heldOn', 'desc').orderBy('albums.id', 'desc');
  if (options.withPhotos)
    query = query.where((eb) => eb.exists(eb.selectFrom('galleryPhotos').select('galleryPhotos.id').whereRef('galleryPhotos.albumId', '=', 'albums.id')));
  if (options.limit !== undefined) query = query.limit(options.limit);
  return toSummaries(db, await query.execute());
}

export async function getAlbumSummary(db: Kysely<Database>, id: number): Promise<AlbumSummary | undefined> {
  const row = await selectAlbums(db).where('albums.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [summary] = await toSummaries(db, [row]);
  return summary;
}

export async function getAlbum(db: Kysely<Database>, id: number): Promise<AlbumView | undefined> {
  const summary = await getAlbumSummary(db, id);
  if (!summary) return undefined;
  return { ...summary, photos: await listAlbumPhotos(db, id) };
}

export async function addAlbum(db: Kysely<Database>, input: AlbumInput, now: Date = new Date()): Promise<AlbumView> {
  const timestamp = nowIso(now);
  const { id } = await db
    .insertInto('albums')
    .values({ ...(input satisfies OnlyColumns<AlbumsTable, AlbumInput>), coverPhotoId: null, createdAt: timestamp, updatedAt: timestamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  const added = await getAlbum(db, id);
  if (!added) throw new Error('The album just added could not be read back');
  return added;
}

/**
 * A new album with its first photo (the upload screen without JavaScript): the album is written, then
 * the photo; a photo that is refused takes the album back out, so a failed upload leaves no empty album.
 */
export async function addAlbumWithPhoto(db: Kysely<Database>, files: FileStore, input: AlbumInput, uploadPath: string, now: Date = new Date()): Promise<AlbumView> {
  const album = await addAlbum(db, input, now);
  try {
    await addGalleryPhoto(db, files, { albumId: album.id, title: '', description: '', titleHi: null, descriptionHi: null }, uploadPath, now);
  } catch (error) {
    await deleteAlbum(db, files, album.id, now);
    throw error;
  }
  const filled = await getAlbum(db, album.id);
  if (!filled) throw new Error('The album just added could not be read back');
  return filled;
}

/** The album's photo ids in their order. */
async function photoOrder(db: Kysely<Database>, albumId: number): Promise<number[]> {
  const rows = await db.selectFrom('galleryPhotos').select('id').where('albumId', '=', albumId).orderBy('position').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Gives each photo its place: `order` must be every photo of the album once (`photoIds`). */
async function writeOrder(trx: Kysely<Database>, albumId: number, order: readonly number[]): Promise<void> {
  const current = await photoOrder(trx, albumId);
  const given = new Set(order);
  if (given.size !== order.length || order.length !== current.length || current.some((id) => !given.has(id))) {
    throw new Refusal('invalid', rule('common.needsCorrecting'), { photoIds: rule('gallery.orderIncomplete') });
  }
  for (const [position, id] of order.entries()) {
    await trx.updateTable('galleryPhotos').set({ position }).where('id', '=', id).where('albumId', '=', albumId).execute();
  }
}

/**
 * Changes what is given and nothing else (the editor, PATCH /api/albums/:id): the words and day, the
 * cover (one of the album's photos, or null for its first), the order of the photos. Undefined when
 * there is no such album. Everything is checked and written in one transaction, with the album's row
 * taken first, so a photo added meanwhile waits and is never left out of an order.
 */
export async function editAlbum(db: Kysely<Database>, id: number, input: AlbumUpdateInput, now: Date = new Date()): Promise<AlbumView | undefined> {
  const { coverPhotoId, photoIds, ...words } = input;
  const found = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('albums')
      .set({ ...words, updatedAt: nowIso(now) })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    if (coverPhotoId !== undefined) {
      if (coverPhotoId !== null) {
        const photo = await trx.selectFrom('galleryPhotos').select('id').where('id', '=', coverPhotoId).where('albumId', '=', id).executeTakeFirst();
        if (!photo) throw new Refusal('invalid', rule('common.needsCorrecting'), { coverPhotoId: rule('gallery.photoNotInAlbum') });
      }
      await trx.updateTable('albums').set({ coverPhotoId }).where('id', '=', id).execute();
    }
    if (photoIds !== undefined) await writeOrder(trx, id, photoIds);
    return true;
  });
  return found ? getAlbum(db, id) : undefined;
}

/** Where a photo moves in its album (the dashboard's buttons). */
export type PhotoMove = 'earlier' | 'later' | 'first';

/**
 * Moves one photo a place earlier or later, or to the front, in one transaction. Undefined when the
 * album or the photo in it is not there (deleted in another tab); at an end, nothing changes.
 */
export async function moveAlbumPhoto(db: Kysely<Database>, albumId: number, photoId: number, move: PhotoMove, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await takeAlbum(trx, albumId, now))) return false;
    const order = await photoOrder(trx, albumId);
    const from = order.indexOf(photoId);
    if (from === -1) return false;
    const to = move === 'first' ? 0 : Math.min(order.length - 1, Math.max(0, from + (move === 'earlier' ? -1 : 1)));
    order.splice(from, 1);
    order.splice(to, 0, photoId);
    await writeOrder(trx, albumId, order);
    return true;
  });
}

/**
 * Deletes an album with its photos and their images' rows in one transaction, then the files. False
 * when there is no such album. The album's row is taken first, so a photo being added to it either
 * lands before (and is deleted with it) or finds the album gone.
 */
export async function deleteAlbum(db: Kysely<Database>, files: FileStore, id: number, now: Date = new Date()): Promise<boolean> {
  const deleted = await changeWithImages(db, files, null, async (trx, images) => {
    if (!(await takeAlbum(trx, id, now))) return undefined;
    const photos = await trx.deleteFrom('galleryPhotos').where('albumId', '=', id).returning('imageId').execute();
    for (const photo of photos) await images.release(photo.imageId);
    await trx.deleteFrom('albums').where('id', '=', id).execute();
    return true;
  });
  return deleted ?? false;
}

export async function countAlbums(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('albums')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
