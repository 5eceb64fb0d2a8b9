import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { NoticesTable } from '~/db/tables/content';
import type { Database, Notice, OnlyColumns } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { changeWithPdf, pdfIdAfter, toPdfFileView, type PdfChange, type PdfFileView, type PdfOwnership, type PdfUpload } from '~/modules/pdf-files/pdf-files.server';
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
  /** The notice's circular (a PDF), or null (issue 16). */
  circular: PdfFileView | null;
  createdAt: string;
  updatedAt: string;
}

type NoticeRow = Notice & { circularKey: string | null; circularName: string | null; circularSize: number | null };

function toView(row: NoticeRow): NoticeView {
  const { id, title, details, titleHi, detailsHi, noticeDate, category, priority, createdAt, updatedAt } = row;
  const { circularKey, circularName, circularSize } = row;
  const circular = circularKey === null ? null : toPdfFileView({ key: circularKey, downloadName: circularName ?? '', size: circularSize ?? 0 });
  return { id, title, details, titleHi, detailsHi, date: noticeDate, category, priority, circular, createdAt, updatedAt };
}

/** Notices with their circular's file, as every read shows them. */
function noticesWithCirculars(db: Kysely<Database>) {
  return db
    .selectFrom('notices')
    .leftJoin('pdfFiles', 'pdfFiles.id', 'notices.circularFileId')
    .selectAll('notices')
    .select(['pdfFiles.key as circularKey', 'pdfFiles.downloadName as circularName', 'pdfFiles.size as circularSize']);
}

/** A notice's circular: refusals name the form's `circular` field; anyone may fetch it. */
const circularOwnership: PdfOwnership = { field: 'circular', fallbackName: 'circular', visibility: 'public' };

/**
 * Newest first: by the notice's date, then by when it was written. `since` (YYYY-MM-DD) keeps only
 * notices dated that day or later, for the newsletter's digest.
 */
export async function listNotices(
  db: Kysely<Database>,
  options: { limit?: number; since?: string } = {},
): Promise<NoticeView[]> {
  let query = noticesWithCirculars(db)
    .orderBy('notices.noticeDate', 'desc')
    .orderBy('notices.createdAt', 'desc')
    .orderBy('notices.id', 'desc');
  if (options.since !== undefined) query = query.where('notices.noticeDate', '>=', options.since);
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map(toView);
}

export async function getNotice(db: Kysely<Database>, id: number): Promise<NoticeView | undefined> {
  const row = await noticesWithCirculars(db).where('notices.id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/**
 * Adds a notice, with its circular when an upload is given (checked first: a refused PDF adds
 * nothing; the row and the file's row are written in one transaction).
 */
export async function createNotice(
  db: Kysely<Database>,
  files: FileStore,
  input: NoticeInput,
  { now = new Date(), circular = null }: { now?: Date; circular?: PdfUpload | null } = {},
): Promise<NoticeView> {
  const timestamp = nowIso(now);
  // A notice's fields are its columns but for the date.
  const { date: noticeDate, ...columns } = input;
  const created = await changeWithPdf(db, files, circular, circularOwnership, async (trx, pdfs) => {
    const row = await trx
      .insertInto('notices')
      .values({ ...(columns satisfies OnlyColumns<NoticesTable, typeof columns>), noticeDate, circularFileId: pdfs.newPdfId, createdAt: timestamp, updatedAt: timestamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    return getNotice(trx, row.id);
  }, now);
  if (!created) throw new Error('The notice just added could not be read back');
  return created;
}

export async function countNotices(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Changes one notice: only the fields given, `updatedAt`, and its circular as `circular` says (a new
 * upload is checked first; the old file goes after the commit). Answers the notice as it now is, or
 * undefined when no notice has that id.
 */
export async function updateNotice(
  db: Kysely<Database>,
  files: FileStore,
  id: number,
  input: NoticeUpdateInput,
  { now = new Date(), circular = { kind: 'keep' } }: { now?: Date; circular?: PdfChange } = {},
): Promise<NoticeView | undefined> {
  const upload = circular.kind === 'replace' ? circular.upload : null;
  // A field left out (undefined) keeps its column; a Hindi twin sent null is cleared.
  const { date: noticeDate, ...columns } = input;
  return changeWithPdf(db, files, upload, circularOwnership, async (trx, pdfs) => {
    // Writing the row first locks it on PostgreSQL (decision 0023): two replacements at once cannot
    // both read the same old circular and leave one new file without an owner.
    const current = await trx
      .updateTable('notices')
      .set({ updatedAt: nowIso(now) })
      .where('id', '=', id)
      .returning('circularFileId')
      .executeTakeFirst();
    if (!current) return undefined;
    const circularFileId = pdfIdAfter(circular, pdfs, current.circularFileId);
    await trx
      .updateTable('notices')
      .set({ ...(columns satisfies OnlyColumns<NoticesTable, typeof columns>), noticeDate, circularFileId, updatedAt: nowIso(now) })
      .where('id', '=', id)
      .execute();
    if (circularFileId !== current.circularFileId) await pdfs.release(current.circularFileId);
    return getNotice(trx, id);
  }, now);
}

/** Deletes one notice and its circular; false when no notice has that id. */
export async function deleteNotice(db: Kysely<Database>, files: FileStore, id: number): Promise<boolean> {
  const deleted = await changeWithPdf(db, files, null, circularOwnership, async (trx, pdfs) => {
    const row = await trx.deleteFrom('notices').where('id', '=', id).returning('circularFileId').executeTakeFirst();
    if (!row) return undefined;
    await pdfs.release(row.circularFileId);
    return true;
  });
  return deleted ?? false;
}
