import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import { describeError, log } from '~/lib/log.server';
import { insertImageRow, removeImageFiles, writeUploadedImageFiles, type StoredImageFiles } from './images.server';

/**
 * Changing or deleting content that owns an image, with the files following the rows
 * (docs/decisions/0023-photo-files-follow-rows.md):
 * - the content row, the new image's row and the old image's row change in ONE transaction;
 * - the old image's files are removed only AFTER the commit, so a failed transaction leaves the old
 *   photo whole (row and files) and the page that shows it keeps working;
 * - new image files handed in are owned by the call from then on: kept if the transaction commits,
 *   removed if it fails or nothing matched.
 * A crash between the commit and the removal leaves files no row owns; `removeOrphanImageFiles`
 * removes them at the next start.
 */

/** Tables whose rows own one image through `imageId`. */
export type ImageOwnerTable = 'galleryPhotos' | 'events' | 'faculty' | 'toppers' | 'testimonials';
/** Those whose photo may be left out (the page shows initials instead). */
export type OptionalImageOwnerTable = 'faculty' | 'toppers' | 'testimonials';

interface ImageFiles {
  key: string;
  variantWidths: string;
}

class NothingMatched extends Error {}

export interface ImageChange {
  /** The id of the row written for the new files, or null when none were handed in. */
  newImageId: number | null;
  /** Deletes an image's row in this transaction; its files are removed once the transaction commits. */
  release(imageId: number | null): Promise<void>;
}

/**
 * Runs `change` in a transaction that first writes the row of `files` (if given). When `change`
 * answers undefined (nothing matched), the transaction is rolled back and undefined is returned.
 */
export async function changeWithImages<T>(
  db: Kysely<Database>,
  uploadsDir: string,
  files: StoredImageFiles | null,
  change: (trx: Transaction<Database>, images: ImageChange) => Promise<T | undefined>,
  now: Date = new Date(),
): Promise<T | undefined> {
  let released: ImageFiles[] = [];
  let result: T | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      released = [];
      const newImageId = files ? await insertImageRow(trx, files, now) : null;
      result = await change(trx, {
        newImageId,
        async release(imageId) {
          if (imageId === null) return;
          const row = await trx
            .deleteFrom('images')
            .where('id', '=', imageId)
            .returning(['key', 'variantWidths'])
            .executeTakeFirst();
          if (row) released.push(row);
        },
      });
      if (result === undefined) throw new NothingMatched();
    });
  } catch (error) {
    if (files) await removeImageFiles(uploadsDir, files);
    if (error instanceof NothingMatched) return undefined;
    throw error;
  }
  for (const image of released) {
    await removeImageFiles(uploadsDir, image).catch((error: unknown) => {
      // The rows are gone either way; the start-up clean-up removes files no row owns.
      log.warn('image files left after their row was deleted', { key: image.key, ...describeError(error) });
    });
  }
  return result;
}

/**
 * Deletes one content row and the image it owns in one transaction, then the image's files.
 * Answers false when no row has that id.
 */
export async function deleteImageOwner(
  db: Kysely<Database>,
  uploadsDir: string,
  table: ImageOwnerTable,
  id: number,
): Promise<boolean> {
  const deleted = await changeWithImages(db, uploadsDir, null, async (trx, images) => {
    const row = await trx.deleteFrom(table).where('id', '=', id).returning('imageId').executeTakeFirst();
    if (!row) return undefined;
    await images.release(row.imageId);
    return true;
  });
  return deleted ?? false;
}

/**
 * Points one content row at a new image (`files`, already written by `writeImageFiles`); the old
 * image's row goes in the same transaction and its files after the commit. `read` gives the updated
 * view inside the transaction. Answers undefined (and removes the new files) when no row has that id.
 */
export async function replaceOwnedImage<V>(
  db: Kysely<Database>,
  uploadsDir: string,
  table: ImageOwnerTable,
  id: number,
  files: StoredImageFiles,
  read: (trx: Transaction<Database>) => Promise<V | undefined>,
  now: Date = new Date(),
): Promise<V | undefined> {
  return setOwnedImage(db, uploadsDir, table, id, files, read, now);
}

/** Takes the photo off a row whose photo is optional, deleting the image's row and then its files. */
export async function removeOwnedImage<V>(
  db: Kysely<Database>,
  uploadsDir: string,
  table: OptionalImageOwnerTable,
  id: number,
  read: (trx: Transaction<Database>) => Promise<V | undefined>,
  now: Date = new Date(),
): Promise<V | undefined> {
  return setOwnedImage(db, uploadsDir, table, id, null, read, now);
}

async function setOwnedImage<V>(
  db: Kysely<Database>,
  uploadsDir: string,
  table: ImageOwnerTable,
  id: number,
  files: StoredImageFiles | null,
  read: (trx: Transaction<Database>) => Promise<V | undefined>,
  now: Date,
): Promise<V | undefined> {
  return changeWithImages(
    db,
    uploadsDir,
    files,
    async (trx, images) => {
      // Writing the row first locks it (PostgreSQL) so a concurrent change cannot read the same old
      // image id; the read that follows sees the row as it is now.
      const locked = await trx
        .updateTable(table)
        .set({ updatedAt: nowIso(now) })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!locked) return undefined;
      const { imageId: oldImageId } = await trx
        .selectFrom(table)
        .select('imageId')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await trx.updateTable(table).set({ imageId: images.newImageId }).where('id', '=', id).execute();
      await images.release(oldImageId);
      return read(trx);
    },
    now,
  );
}

/** What an edit does to the photo: nothing, a new one (an upload's temporary file), or take it off. */
export type PhotoChange = { kind: 'keep' } | { kind: 'replace'; uploadPath: string } | { kind: 'remove' };

/**
 * An edit from the dashboard or PATCH: the row's words and, if asked, its photo, in ONE transaction.
 * A new photo is processed first (a refused file throws 415 before anything changes); `update` writes
 * the row's fields and answers whether a row matched (no row: undefined, and the new files go). The
 * old image's files are removed after the commit. 'remove' is only for kinds whose photo is optional.
 */
export async function updateImageOwner<V>(
  db: Kysely<Database>,
  uploadsDir: string,
  table: ImageOwnerTable,
  id: number,
  photo: PhotoChange,
  update: (trx: Transaction<Database>) => Promise<boolean>,
  read: (trx: Transaction<Database>) => Promise<V | undefined>,
  now: Date = new Date(),
): Promise<V | undefined> {
  const files = photo.kind === 'replace' ? await writeUploadedImageFiles(uploadsDir, photo.uploadPath) : null;
  return changeWithImages(
    db,
    uploadsDir,
    files,
    async (trx, images) => {
      // Writing the row first locks it (PostgreSQL), so a concurrent edit cannot swap the same photo.
      if (!(await update(trx))) return undefined;
      if (photo.kind !== 'keep') {
        const { imageId: oldImageId } = await trx.selectFrom(table).select('imageId').where('id', '=', id).executeTakeFirstOrThrow();
        await trx.updateTable(table).set({ imageId: images.newImageId }).where('id', '=', id).execute();
        await images.release(oldImageId);
      }
      return read(trx);
    },
    now,
  );
}
