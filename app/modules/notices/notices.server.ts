import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database, Notice } from '~/db/schema';
import type { NoticeCategory, NoticePriority } from './notice-kinds';
import type { NoticeInput, NoticeUpdateInput } from './notice-schema';

/** A notice as pages and the JSON API show it. */
export interface NoticeView {
  id: number;
  title: string;
  details: string;
  /** The Hindi title and details, null where staff gave none (the page shows the English). */
  titleHi: string | null;
  detailsHi: string | null;
  /** The notice's own date, YYYY-MM-DD. */
  date: string;
  category: NoticeCategory;
  priority: NoticePriority;
  createdAt: string;
  updatedAt: string;
}

function toView(row: Notice): NoticeView {
  const { id, title, details, titleHi, detailsHi, noticeDate, category, priority, createdAt, updatedAt } = row;
  return { id, title, details, titleHi, detailsHi, date: noticeDate, category, priority, createdAt, updatedAt };
}

/**
 * Newest first: by the notice's date, then by when it was written. `since` (YYYY-MM-DD) keeps only
 * notices dated that day or later, for the newsletter's digest.
 */
export async function listNotices(
  db: Kysely<Database>,
  options: { limit?: number; since?: string } = {},
): Promise<NoticeView[]> {
  let query = db
    .selectFrom('notices')
    .selectAll()
    .orderBy('noticeDate', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc');
  if (options.since !== undefined) query = query.where('noticeDate', '>=', options.since);
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map(toView);
}

export async function getNotice(db: Kysely<Database>, id: number): Promise<NoticeView | undefined> {
  const row = await db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

export async function createNotice(
  db: Kysely<Database>,
  input: NoticeInput,
  now: Date = new Date(),
): Promise<NoticeView> {
  const timestamp = nowIso(now);
  const row = await db
    .insertInto('notices')
    .values({
      title: input.title,
      details: input.details,
      titleHi: input.titleHi,
      detailsHi: input.detailsHi,
      noticeDate: input.date,
      category: input.category,
      priority: input.priority,
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toView(row);
}

export async function countNotices(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Changes one notice: only the fields given, and `updatedAt`. Answers the notice as it now is, or
 * undefined when no notice has that id.
 */
export async function updateNotice(
  db: Kysely<Database>,
  id: number,
  input: NoticeUpdateInput,
  now: Date = new Date(),
): Promise<NoticeView | undefined> {
  const row = await db
    .updateTable('notices')
    .set({
      title: input.title,
      details: input.details,
      // Left out (undefined) keeps the Hindi; null clears it.
      titleHi: input.titleHi,
      detailsHi: input.detailsHi,
      noticeDate: input.date,
      category: input.category,
      priority: input.priority,
      updatedAt: nowIso(now),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toView(row) : undefined;
}

/** Deletes one notice; false when no notice has that id. */
export async function deleteNotice(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.deleteFrom('notices').where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}
