import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { changeWithPdf, toPdfFileView, type PdfFileView, type PdfOwnership, type PdfUpload } from '~/modules/pdf-files/pdf-files.server';
import { disclosureDetailsSchema, type DisclosureChange, type DisclosureDetails, type DisclosureDocumentInput } from './disclosure-schema';
import { disclosureSlots, isDisclosureSlot, needsAttention, slotState, type DisclosureSlot, type SlotState } from './disclosure-slots';

/**
 * The Mandatory Public Disclosure (CBSE Appendix IX; DESIGN.md §9, decision 0058): a document per
 * slot (a PDF through the one path of app/modules/pdf-files, with the day it is valid until), and
 * the figures and results rows kept as one JSON document beside the settings. Sections A and D are
 * read from the settings and the faculty list by whoever shows the page (./disclosure-staff.ts).
 */

/** A slot's document as the page, the dashboard and the API show it. */
export interface DisclosureDocument {
  id: number;
  slot: DisclosureSlot;
  validUntil: string | null;
  file: PdfFileView;
  createdAt: string;
}

/** A slot with its document, if any, and where it stands today. */
export interface DisclosureSlotView {
  slot: DisclosureSlot;
  state: SlotState;
  document: DisclosureDocument | null;
}

/** The disclosure's documents and figures (sections B, C and E, and D's figures). */
export interface DisclosureView extends DisclosureDetails {
  slots: DisclosureSlotView[];
}

/** Stored as one JSON document in `site_settings` under this key; absent fields take their defaults. */
export const disclosureDetailsKey = 'disclosure';

const documentOwnership: PdfOwnership = { field: 'file', fallbackName: 'document', visibility: 'public' };

export async function getDisclosureDetails(db: Kysely<Database>): Promise<DisclosureDetails> {
  const row = await db.selectFrom('siteSettings').select('value').where('key', '=', disclosureDetailsKey).executeTakeFirst();
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = row ? JSON.parse(row.value) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // An unreadable document falls back to the defaults, as the settings do.
  }
  // A stored value that no longer passes the rules (after an upgrade, say) falls back field by field.
  const result = disclosureDetailsSchema.safeParse(stored);
  if (result.success) return result.data;
  const fallback = { ...stored };
  for (const issue of result.error.issues) delete fallback[String(issue.path[0])];
  return disclosureDetailsSchema.parse(fallback);
}

/** Writes the fields given over the stored ones (`results` and `notApplicable` whole); every other keeps its value. */
export async function changeDisclosureDetails(db: Kysely<Database>, change: DisclosureChange, now: Date = new Date()): Promise<DisclosureDetails> {
  return db.transaction().execute(async (trx) => {
    const next = disclosureDetailsSchema.parse({ ...(await getDisclosureDetails(trx)), ...change });
    const value = JSON.stringify(next);
    const updatedAt = nowIso(now);
    await trx
      .insertInto('siteSettings')
      .values({ key: disclosureDetailsKey, value, updatedAt })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
      .execute();
    return next;
  });
}

function documentsWithFiles(db: Kysely<Database>) {
  return db
    .selectFrom('disclosureDocuments')
    .innerJoin('pdfFiles', 'pdfFiles.id', 'disclosureDocuments.pdfFileId')
    .select([
      'disclosureDocuments.id',
      'disclosureDocuments.slot',
      'disclosureDocuments.validUntil',
      'disclosureDocuments.createdAt',
      'pdfFiles.key',
      'pdfFiles.downloadName',
      'pdfFiles.size',
    ]);
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof documentsWithFiles>['executeTakeFirstOrThrow']>>;

function toDocument(row: DocumentRow): DisclosureDocument | undefined {
  // A slot a later version no longer has is left out rather than shown under a wrong name.
  if (!isDisclosureSlot(row.slot)) return undefined;
  return { id: row.id, slot: row.slot, validUntil: row.validUntil, createdAt: row.createdAt, file: toPdfFileView(row) };
}

export async function listDisclosureDocuments(db: Kysely<Database>): Promise<DisclosureDocument[]> {
  const rows = await documentsWithFiles(db).orderBy('disclosureDocuments.id').execute();
  return rows.map(toDocument).filter((document) => document !== undefined);
}

export async function getDisclosureDocument(db: Kysely<Database>, id: number): Promise<DisclosureDocument | undefined> {
  const row = await documentsWithFiles(db).where('disclosureDocuments.id', '=', id).executeTakeFirst();
  return row ? toDocument(row) : undefined;
}

/** Every slot in the appendix's order, with its document and its state on `today` (`YYYY-MM-DD`). */
export function slotViews(documents: DisclosureDocument[], notApplicable: readonly DisclosureSlot[], today: string): DisclosureSlotView[] {
  return disclosureSlots.map((slot) => {
    const document = documents.find((candidate) => candidate.slot === slot) ?? null;
    return { slot, document, state: slotState(document ?? undefined, notApplicable.includes(slot), today) };
  });
}

/** The disclosure's documents and figures, as on `today`. */
export async function getDisclosure(db: Kysely<Database>, today: string): Promise<DisclosureView> {
  const [details, documents] = await Promise.all([getDisclosureDetails(db), listDisclosureDocuments(db)]);
  return { ...details, slots: slotViews(documents, details.notApplicable, today) };
}

/** The slots staff are warned of on the overview: empty, expired, or ending within 30 days. */
export async function disclosureGaps(db: Kysely<Database>, today: string): Promise<DisclosureSlotView[]> {
  const { slots } = await getDisclosure(db, today);
  return slots.filter((view) => needsAttention(view.state));
}

/**
 * Puts a document in its slot (checked first: a refused PDF changes nothing). A slot holds one: the
 * document it held is replaced, and its file removed after the commit. The slot's row is written
 * first, which on PostgreSQL locks it, so two uploads to one slot at once leave one document and one file.
 */
export async function putDisclosureDocument(
  db: Kysely<Database>,
  files: FileStore,
  input: DisclosureDocumentInput,
  upload: PdfUpload,
  now: Date = new Date(),
): Promise<DisclosureDocument> {
  const put = await changeWithPdf(db, files, upload, documentOwnership, async (trx, pdfs) => {
    const fields = { pdfFileId: pdfs.newPdfId!, validUntil: input.validUntil, createdAt: nowIso(now) };
    // Twice at most: a first document sent to an empty slot at the same moment as ours wins the
    // insert, and ours then replaces it as any later one would.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // Writing the slot's row first locks it (PostgreSQL) and tells which PDF it held.
      const held = await trx
        .updateTable('disclosureDocuments')
        .set({ validUntil: input.validUntil })
        .where('slot', '=', input.slot)
        .returning(['id', 'pdfFileId'])
        .executeTakeFirst();
      if (held) {
        await trx.updateTable('disclosureDocuments').set(fields).where('id', '=', held.id).execute();
        await pdfs.release(held.pdfFileId);
        return getDisclosureDocument(trx, held.id);
      }
      const inserted = await trx
        .insertInto('disclosureDocuments')
        .values({ slot: input.slot, ...fields })
        .onConflict((conflict) => conflict.column('slot').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return getDisclosureDocument(trx, inserted.id);
    }
    throw new Error(`The slot ${input.slot} could be neither filled nor replaced`);
  }, now);
  if (!put) throw new Error('The document just put in its slot could not be read back');
  return put;
}

/** Takes a slot's document away (its file after the commit); false when no document has that id. */
export async function deleteDisclosureDocument(db: Kysely<Database>, files: FileStore, id: number): Promise<boolean> {
  const deleted = await changeWithPdf(db, files, null, documentOwnership, async (trx, pdfs) => {
    const row = await trx.deleteFrom('disclosureDocuments').where('id', '=', id).returning('pdfFileId').executeTakeFirst();
    if (!row) return undefined;
    await pdfs.release(row.pdfFileId);
    return true;
  });
  return deleted ?? false;
}
