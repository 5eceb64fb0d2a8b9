import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import { countImageOwners, deleteImageOwner, updateImageOwner, type PhotoChange } from '~/modules/images/image-owners.server';
import { insertWithOptionalUploadedImage, toImageSource, type ImageSource } from '~/modules/images/images.server';
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

/** Deletes a testimonial, its photo's row and then its files; false when none has that id. */
export async function deleteTestimonial(db: Kysely<Database>, uploadsDir: string, id: number): Promise<boolean> {
  return deleteImageOwner(db, uploadsDir, 'testimonials', id);
}

export async function countTestimonials(db: Kysely<Database>): Promise<number> {
  return countImageOwners(db, 'testimonials');
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
  return updateImageOwner(db, uploadsDir, 'testimonials', id, {
    words: { name: input.name, relation: input.relation, details: input.details },
    photo,
    read: (trx) => getTestimonial(trx, id),
    now,
  });
}
