import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import {
  deleteImageOwner,
  removeOwnedImage,
  replaceOwnedImage,
  updateImageOwner,
  type PhotoChange,
} from '~/modules/images/image-owners.server';
import {
  insertWithOptionalUploadedImage,
  toImageSource,
  type ImageSource,
  type StoredImageFiles,
} from '~/modules/images/images.server';
import type { TestimonialInput, TestimonialUpdateInput } from './testimonial-schema';

/** A testimonial as pages and the JSON API show it. */
export interface TestimonialView {
  id: number;
  /** The parent's name. */
  name: string;
  /** Who they are to the school, e.g. "Mother of Aditya, Class 2"; may be empty. */
  relation: string;
  /** What they said. */
  details: string;
  photo: ImageSource | null;
  createdAt: string;
}

function selectTestimonials(db: Kysely<Database>) {
  return db
    .selectFrom('testimonials')
    .leftJoin('images', 'images.id', 'testimonials.imageId')
    .select([
      'testimonials.id',
      'testimonials.name',
      'testimonials.relation',
      'testimonials.details',
      'testimonials.createdAt',
      'images.key as imageKey',
      'images.width as imageWidth',
      'images.height as imageHeight',
      'images.variantWidths as imageVariantWidths',
    ]);
}

type TestimonialRow = Awaited<ReturnType<ReturnType<typeof selectTestimonials>['executeTakeFirstOrThrow']>>;

function toView(row: TestimonialRow): TestimonialView {
  const { imageKey, imageWidth, imageHeight, imageVariantWidths } = row;
  return {
    id: row.id,
    name: row.name,
    relation: row.relation,
    details: row.details,
    photo:
      imageKey !== null && imageWidth !== null && imageHeight !== null && imageVariantWidths !== null
        ? toImageSource({ key: imageKey, width: imageWidth, height: imageHeight, variantWidths: imageVariantWidths })
        : null,
    createdAt: row.createdAt,
  };
}

/** Newest first. */
export async function listTestimonials(db: Kysely<Database>, options: { limit?: number } = {}): Promise<TestimonialView[]> {
  let query = selectTestimonials(db).orderBy('testimonials.createdAt', 'desc').orderBy('testimonials.id', 'desc');
  if (options.limit !== undefined) query = query.limit(options.limit);
  return (await query.execute()).map(toView);
}

export async function getTestimonial(db: Kysely<Database>, id: number): Promise<TestimonialView | undefined> {
  const row = await selectTestimonials(db).where('testimonials.id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/** Writes the row; the photo's image row must already exist in the same transaction. */
export async function insertTestimonial(
  trx: Kysely<Database> | Transaction<Database>,
  input: TestimonialInput,
  imageId: number | null,
  now: Date = new Date(),
): Promise<number> {
  const timestamp = nowIso(now);
  const row = await trx
    .insertInto('testimonials')
    .values({ ...input, imageId, createdAt: timestamp, updatedAt: timestamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes a testimonial's words: only the fields given, and `updatedAt`. Answers the testimonial as
 * it now is, or undefined when none has that id.
 */
export async function updateTestimonial(
  db: Kysely<Database>,
  id: number,
  input: TestimonialUpdateInput,
  now: Date = new Date(),
): Promise<TestimonialView | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('testimonials')
      .set({ name: input.name, relation: input.relation, details: input.details, updatedAt: nowIso(now) })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row ? getTestimonial(trx, id) : undefined;
  });
}

/**
 * Gives a testimonial a new photo (or a first one): `files` were written by `writeImageFiles`. The
 * old image's row goes in the same transaction and its files after the commit; on failure or an
 * unknown id (undefined) the new files are removed and the old photo stays.
 */
export async function replaceTestimonialPhoto(
  db: Kysely<Database>,
  uploadsDir: string,
  id: number,
  files: StoredImageFiles,
  now: Date = new Date(),
): Promise<TestimonialView | undefined> {
  return replaceOwnedImage(db, uploadsDir, 'testimonials', id, files, (trx) => getTestimonial(trx, id), now);
}

/** Takes a testimonial's photo off (the parent's initials are shown instead) and removes its files. */
export async function removeTestimonialPhoto(
  db: Kysely<Database>,
  uploadsDir: string,
  id: number,
  now: Date = new Date(),
): Promise<TestimonialView | undefined> {
  return removeOwnedImage(db, uploadsDir, 'testimonials', id, (trx) => getTestimonial(trx, id), now);
}

/** Deletes a testimonial, its photo's row and then its files; false when none has that id. */
export async function deleteTestimonial(db: Kysely<Database>, uploadsDir: string, id: number): Promise<boolean> {
  return deleteImageOwner(db, uploadsDir, 'testimonials', id);
}

export async function countTestimonials(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('testimonials')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Adds a testimonial, with a photo when one was uploaded (the dashboard and the JSON API). */
export async function addTestimonial(
  db: Kysely<Database>,
  uploadsDir: string,
  input: TestimonialInput,
  uploadPath: string | undefined,
  now: Date = new Date(),
): Promise<TestimonialView> {
  return insertWithOptionalUploadedImage(db, uploadsDir, uploadPath, async (trx, imageId) => {
    const added = await getTestimonial(trx, await insertTestimonial(trx, input, imageId, now));
    if (!added) throw new Error('The testimonial just added could not be read back');
    return added;
  });
}

/**
 * Changes a testimonial's words and photo (a new one, taken off, or kept) in one transaction.
 * Undefined when none has that id.
 */
export async function editTestimonial(
  db: Kysely<Database>,
  uploadsDir: string,
  id: number,
  input: TestimonialUpdateInput,
  photo: PhotoChange,
  now: Date = new Date(),
): Promise<TestimonialView | undefined> {
  return updateImageOwner(
    db,
    uploadsDir,
    'testimonials',
    id,
    photo,
    async (trx) => {
      const row = await trx
        .updateTable('testimonials')
        .set({ name: input.name, relation: input.relation, details: input.details, updatedAt: nowIso(now) })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    (trx) => getTestimonial(trx, id),
    now,
  );
}
