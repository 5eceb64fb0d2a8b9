import type { Kysely, Selectable, Transaction } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database, OnlyColumns } from '~/db/schema';
import type { JobPostsTable } from '~/db/tables/content';
import type { JobStatus } from './job-status';
import type { JobInput, JobUpdateInput } from './job-schema';

/** A job post as pages and the JSON API show it: every column of its row. */
export type JobView = Selectable<JobPostsTable>;

/** Field by field, so the answer keeps this order of keys: the table's Hindi columns came last (migration 0005). */
function toView(row: Selectable<JobPostsTable>): JobView {
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    titleHi: row.titleHi,
    detailsHi: row.detailsHi,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Newest first (by when the post was written). Visitors see only open posts. */
export async function listJobs(
  db: Kysely<Database>,
  options: { status?: JobStatus; limit?: number } = {},
): Promise<JobView[]> {
  let query = db.selectFrom('jobPosts').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc');
  if (options.status) query = query.where('status', '=', options.status);
  if (options.limit !== undefined) query = query.limit(options.limit);
  return (await query.execute()).map(toView);
}

/** The newest open post: the one the home page's job panel shows. */
export async function latestOpenJob(db: Kysely<Database>): Promise<JobView | undefined> {
  const [job] = await listJobs(db, { status: 'open', limit: 1 });
  return job;
}

export async function getJob(db: Kysely<Database>, id: number): Promise<JobView | undefined> {
  const row = await db.selectFrom('jobPosts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

export async function insertJob(
  db: Kysely<Database> | Transaction<Database>,
  input: JobInput,
  now: Date = new Date(),
): Promise<JobView> {
  const timestamp = nowIso(now);
  const row = await db
    .insertInto('jobPosts')
    // The fields of a post are its columns.
    .values({ ...(input satisfies OnlyColumns<JobPostsTable, JobInput>), createdAt: timestamp, updatedAt: timestamp })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toView(row);
}

/**
 * Changes one post: only the fields given, and `updatedAt`. Closing and reopening a post is a change
 * of `status`. Answers the post as it now is, or undefined when no post has that id.
 */
export async function updateJob(
  db: Kysely<Database>,
  id: number,
  input: JobUpdateInput,
  now: Date = new Date(),
): Promise<JobView | undefined> {
  const row = await db
    .updateTable('jobPosts')
    // Left out (undefined) keeps a column; a Hindi twin sent null is cleared.
    .set({ ...(input satisfies OnlyColumns<JobPostsTable, JobUpdateInput>), updatedAt: nowIso(now) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toView(row) : undefined;
}

/**
 * Deletes one post; false when no post has that id. Applications sent for it stay (their link to
 * the post is cleared by the database) so their resumes can still be read.
 */
export async function deleteJob(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.deleteFrom('jobPosts').where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** How many posts there are, or how many with one status (the dashboard counts open posts). */
export async function countJobs(db: Kysely<Database>, options: { status?: JobStatus } = {}): Promise<number> {
  let query = db.selectFrom('jobPosts').select((eb) => eb.fn.countAll<number>().as('count'));
  if (options.status) query = query.where('status', '=', options.status);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}
