import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import { ownedImageColumns, ownedImageSource, photoOwnerRows } from '~/modules/images/image-owners.server';
import type { ImageSource } from '~/modules/images/images.server';
import type { TestimonialUpdateInput } from './testimonial-schema';

/** A testimonial as pages and the JSON API show it. */
export interface TestimonialView {
  id: number;
  /** The parent's name. */
  name: string;
  /** Who they are to the school, e.g. "Mother of Aditya, Class 2"; may be empty. */
  relation: string;
  /** What they said. */
  details: string;
  /** The Hindi relation and words, null where staff gave none (the page shows the English). The name has none. */
  relationHi: string | null;
  detailsHi: string | null;
  photo: ImageSource | null;
  createdAt: string;
}

function selectTestimonials(db: Kysely<Database>) {
  return db.selectFrom('testimonials').leftJoin('images', 'images.id', 'testimonials.imageId').selectAll('testimonials').select(ownedImageColumns);
}

type TestimonialRow = Awaited<ReturnType<ReturnType<typeof selectTestimonials>['executeTakeFirstOrThrow']>>;

function toView(row: TestimonialRow): TestimonialView {
  const { id, name, relation, details, relationHi, detailsHi, createdAt } = row;
  return { id, name, relation, details, relationHi, detailsHi, photo: ownedImageSource(row), createdAt };
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


const testimonialRows = photoOwnerRows({
  table: 'testimonials',
  photo: 'optional',
  columnsOf: (input: TestimonialUpdateInput) => ({
    name: input.name,
    relation: input.relation,
    details: input.details,
    relationHi: input.relationHi,
    detailsHi: input.detailsHi,
  }),
  read: getTestimonial,
});

/** Writes a new row in a transaction that may write its image's row first (the demo seed uses it). */
export const insertTestimonial = testimonialRows.insert;
/** Adds a testimonial, with a photo when one was uploaded (the dashboard and the JSON API). */
export const addTestimonial = testimonialRows.add;
/** Changes a testimonial's words and photo in one transaction; undefined when none has that id. */
export const editTestimonial = testimonialRows.edit;
export const deleteTestimonial = testimonialRows.remove;
export const countTestimonials = testimonialRows.count;
