import type { InsertObject, Kysely, Transaction, Updateable } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { describeError, log } from '~/lib/log.server';
import {
  insertImageRow,
  insertWithOptionalUploadedImage,
  removeImageFiles,
  writeUploadedImageFiles,
  toImageSource,
  type ImageSource,
  type StoredImageFiles,
} from './images.server';

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
 * Runs `change` in a transaction that first writes the row of `stored` (image files already in `files`, if given). When `change`
 * answers undefined (nothing matched), the transaction is rolled back and undefined is returned.
 */
export async function changeWithImages<T>(
  db: Kysely<Database>,
  files: FileStore,
  stored: StoredImageFiles | null,
  change: (trx: Transaction<Database>, images: ImageChange) => Promise<T | undefined>,
  now: Date = new Date(),
): Promise<T | undefined> {
  let released: ImageFiles[] = [];
  let result: T | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      released = [];
      const newImageId = stored ? await insertImageRow(trx, stored, now) : null;
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
    if (stored) await removeImageFiles(files, stored);
    if (error instanceof NothingMatched) return undefined;
    throw error;
  }
  for (const image of released) {
    await removeImageFiles(files, image).catch((error: unknown) => {
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
  files: FileStore,
  table: ImageOwnerTable,
  id: number,
): Promise<boolean> {
  const deleted = await changeWithImages(db, files, null, async (trx, images) => {
    const row = await trx.deleteFrom(table).where('id', '=', id).returning('imageId').executeTakeFirst();
    if (!row) return undefined;
    await images.release(row.imageId);
    return true;
  });
  return deleted ?? false;
}

/** How many rows an owner table has (the dashboard's counters). */
export async function countImageOwners(db: Kysely<Database>, table: ImageOwnerTable): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** What an edit does to the photo: nothing, a new one (an upload's temporary file), or take it off. */
export type PhotoChange = { kind: 'keep' } | { kind: 'replace'; uploadPath: string } | { kind: 'remove' };

interface OwnerEdit<Table extends ImageOwnerTable, View> {
  /** The columns to change (a column left out, or undefined, keeps its value); `updatedAt` is set. */
  words: Omit<Updateable<Database[Table]>, 'id' | 'imageId' | 'createdAt' | 'updatedAt'>;
  /** 'remove' only for kinds whose photo is optional. */
  photo: PhotoChange;
  /** The row as pages show it, read inside the transaction. */
  read: (trx: Transaction<Database>) => Promise<View | undefined>;
  /** What else the kind changes with the row, in the same transaction, after the row's words (a gallery photo's album). */
  also?: (trx: Transaction<Database>) => Promise<void>;
  now?: Date;
}

/**
 * An edit from the dashboard or PATCH: the row's words and, if asked, its photo, in ONE transaction.
 * A new photo is processed first (a refused file throws 415 before anything changes). No row with
 * that id: undefined, and the new files go. The old image's files are removed after the commit.
 */
export async function updateImageOwner<Table extends ImageOwnerTable, View>(
  db: Kysely<Database>,
  files: FileStore,
  table: Table,
  id: number,
  { words, photo, read, also, now = new Date() }: OwnerEdit<Table, View>,
): Promise<View | undefined> {
  // Kysely cannot resolve the columns of a generic table; they are the same in every owner table.
  const ownerTable: ImageOwnerTable = table;
  const stored = photo.kind === 'replace' ? await writeUploadedImageFiles(files, photo.uploadPath) : null;
  return changeWithImages(
    db,
    files,
    stored,
    async (trx, images) => {
      // Writing the row first locks it (PostgreSQL), so a concurrent edit cannot swap the same photo;
      // the image id it answers is the one the row had, as this statement leaves it unchanged.
      const updated = await trx
        .updateTable(ownerTable)
        .set({ ...words, updatedAt: nowIso(now) })
        .where('id', '=', id)
        .returning('imageId')
        .executeTakeFirst();
      if (!updated) return undefined;
      if (photo.kind !== 'keep') {
        await trx.updateTable(ownerTable).set({ imageId: images.newImageId }).where('id', '=', id).execute();
        await images.release(updated.imageId);
      }
      if (also) await also(trx);
      return read(trx);
    },
    now,
  );
}

/** The image columns a photo owner's query selects beside its own, named apart from the owner's. */
export const ownedImageColumns = [
  'images.key as imageKey',
  'images.width as imageWidth',
  'images.height as imageHeight',
  'images.variantWidths as imageVariantWidths',
] as const;

interface OwnedImageRow<Text, Count> {
  imageKey: Text;
  imageWidth: Count;
  imageHeight: Count;
  imageVariantWidths: Text;
}

/** The photo of a row that selected `ownedImageColumns`; null when it has none (a left join found no image). */
export function ownedImageSource(row: OwnedImageRow<string, number>): ImageSource;
export function ownedImageSource(row: OwnedImageRow<string | null, number | null>): ImageSource | null;
export function ownedImageSource(row: OwnedImageRow<string | null, number | null>): ImageSource | null {
  const { imageKey: key, imageWidth: width, imageHeight: height, imageVariantWidths: variantWidths } = row;
  if (key === null || width === null || height === null || variantWidths === null) return null;
  return toImageSource({ key, width, height, variantWidths });
}

/** Whether a kind's rows need a photo (events, gallery photos) or may stand without one (people). */
type PhotoRule = 'required' | 'optional';
type ImageIdFor<Rule extends PhotoRule> = Rule extends 'required' ? number : number | null;
type UploadFor<Rule extends PhotoRule> = Rule extends 'required' ? string : string | undefined;
type PhotoChangeFor<Rule extends PhotoRule> = Rule extends 'required' ? Exclude<PhotoChange, { kind: 'remove' }> : PhotoChange;

/** What differs between the kinds of content that own a photo; the module keeps each part in view. */
interface PhotoOwnerKind<Table extends ImageOwnerTable, Rule extends PhotoRule, UpdateInput, View> {
  table: Table;
  photo: Rule;
  /**
   * The row's own columns from what staff sent: all of them for a new row (every field given), those
   * given for an edit (one left out, or undefined, keeps its value).
   */
  columnsOf: (input: UpdateInput) => OwnerEdit<Table, View>['words'];
  /** One row as pages show it. */
  read: (db: Kysely<Database>, id: number) => Promise<View | undefined>;
  /** What an edit changes besides the row's columns, in its transaction (see `OwnerEdit.also`). */
  alsoOnEdit?: (trx: Transaction<Database>, id: number, input: UpdateInput, now: Date) => Promise<void>;
}

/**
 * The add, edit, delete and count every photo-owning module offers, with its files following its rows
 * (see above). The dashboard's forms and the JSON API call them through the module's own names.
 */
export function photoOwnerRows<Table extends ImageOwnerTable, Rule extends PhotoRule, UpdateInput, View>(
  kind: PhotoOwnerKind<Table, Rule, UpdateInput, View>,
) {
  /** A new row's input: every field an edit may change, given. */
  type Input = Required<UpdateInput>;
  // Kysely cannot resolve the columns of a generic table; the shared ones are the same in every owner table.
  const table: ImageOwnerTable = kind.table;
  /**
   * Writes a new row for an image already stored, in the transaction that wrote the image's row (or
   * with no image where the photo is optional); answers its id. The demo seed uses it too.
   */
  async function insert(trx: Kysely<Database>, input: Input, imageId: ImageIdFor<Rule>, now: Date = new Date()): Promise<number> {
    const timestamp = nowIso(now);
    // A new row's input holds every column the table needs; the database refuses one without.
    const values = { ...kind.columnsOf(input), imageId, createdAt: timestamp, updatedAt: timestamp } as InsertObject<Database, ImageOwnerTable>;
    const row = await trx.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
  return {
    insert,
    /** Adds a row, with its photo when one was uploaded, in one transaction; a refused file adds nothing. */
    async add(db: Kysely<Database>, files: FileStore, input: Input, uploadPath: UploadFor<Rule>, now: Date = new Date()): Promise<View> {
      return insertWithOptionalUploadedImage(db, files, uploadPath, async (trx, imageId) => {
        // Null only without an upload, which the type of `uploadPath` allows only for optional photos.
        const added = await kind.read(trx, await insert(trx, input, imageId as ImageIdFor<Rule>, now));
        if (!added) throw new Error(`The ${kind.table} row just added could not be read back`);
        return added;
      });
    },
    /** Changes a row's words and photo (a new one, taken off, or kept); undefined when no row has that id. */
    async edit(
      db: Kysely<Database>,
      files: FileStore,
      id: number,
      input: UpdateInput,
      photo: PhotoChangeFor<Rule>,
      now: Date = new Date(),
    ): Promise<View | undefined> {
      const { alsoOnEdit } = kind;
      return updateImageOwner(db, files, kind.table, id, {
        words: kind.columnsOf(input),
        photo,
        read: (trx) => kind.read(trx, id),
        also: alsoOnEdit && ((trx) => alsoOnEdit(trx, id, input, now)),
        now,
      });
    },
    /** Deletes a row, its photo's row and then its files; false when no row has that id. */
    async remove(db: Kysely<Database>, files: FileStore, id: number): Promise<boolean> {
      return deleteImageOwner(db, files, table, id);
    },
    async count(db: Kysely<Database>): Promise<number> {
      return countImageOwners(db, table);
    },
  };
}
