import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import { rule, type RuleMessage } from '~/i18n/rules';
import { FileStoreUnavailable, storedFolders, type FileStore, type StoredFileRead } from '~/lib/file-store/file-store.server';
import { removeUnownedFiles, type LeftoverAge } from '~/lib/file-age.server';
import { formatMegabytes } from '~/lib/file-size';
import { describeError, log } from '~/lib/log.server';
import { Refusal } from '~/lib/refusal';
import { inspectPdf, type PdfProblem } from './pdf-inspection.server';
import { maxPdfBytes } from './pdf-limits';
import type { PdfVisibility } from './pdf-visibility';

/**
 * The one path every PDF takes (circulars, disclosure documents, transfer certificates; DESIGN.md §9,
 * docs/decisions/0053-one-path-for-pdfs.md): at most 10 MB, judged from its bytes
 * (./pdf-inspection.server.ts), stored durably under a random name in `uploads/documents/` of the
 * file store, and
 * only then given its row in `pdf_files`, which the content that shows it points to. As for photos
 * (decision 0023), the file follows its row: written before the transaction that owns it, removed if
 * that fails, and removed after the commit that deletes its row. server/pdf-downloads.ts serves it.
 */

export type { PdfVisibility };

/** A checked PDF on disk, before (or without) its row. */
export interface StoredPdf {
  key: string;
  size: number;
  /** The name a download gets: the sender's, cleaned, ending in `.pdf`. */
  downloadName: string;
}

/** A PDF as pages and the API show it. */
export interface PdfFileView {
  url: string;
  name: string;
  /** In bytes. */
  size: number;
}

/** Where the local file store keeps PDFs (tests look there). */
export function pdfFilesDir(uploadsDir: string): string {
  return path.join(uploadsDir, 'documents');
}

/** Keys are 32 hex digits; anything else names no file (and never a path). */
export const pdfKeyPattern = /^[0-9a-f]{32}$/;

/** A PDF's name in the file store. */
export function pdfFileName(key: string): string {
  if (!pdfKeyPattern.test(key)) throw new Error('Not a PDF key');
  return `${storedFolders.documents}${key}.pdf`;
}

/** The address a PDF is served at (server/pdf-downloads.ts). */
export function pdfFileUrl(key: string): string {
  return `/uploads/documents/${key}.pdf`;
}

export function toPdfFileView(row: { key: string; downloadName: string; size: number }): PdfFileView {
  return { url: pdfFileUrl(row.key), name: row.downloadName, size: row.size };
}

const problemRules: Record<PdfProblem, RuleMessage> = {
  'not-pdf': rule('pdf.notPdf'),
  javascript: rule('pdf.javascript'),
  launch: rule('pdf.launch'),
  'embedded-file': rule('pdf.embeddedFile'),
  uncheckable: rule('pdf.uncheckable'),
};

/**
 * The sender's file name as a download's: no folders, letters of any script, digits and a few marks
 * kept, at most 100 characters, ending in `.pdf`; `fallback` when nothing is left.
 */
export function cleanPdfName(originalName: string, fallback: string): string {
  const base = path.basename(originalName.replace(/\\/g, '/'));
  const stem = base
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 96);
  return `${stem || fallback}.pdf`;
}

/**
 * Checks an uploaded file (the multipart reader's temporary file) and writes it under a random
 * name. Refusals name `field`: 413 over 10 MB, 415 for anything that is not a PDF we publish. The
 * temporary file stays the caller's to clean up.
 */
export async function storeUploadedPdf(
  files: FileStore,
  upload: PdfUpload,
  { field, fallbackName }: Pick<PdfOwnership, 'field' | 'fallbackName'>,
): Promise<StoredPdf> {
  const stat = await fs.stat(upload.path);
  if (stat.size > maxPdfBytes) {
    const message = rule('upload.fileTooLarge', { file: { rule: 'upload.things.pdf' }, size: formatMegabytes(maxPdfBytes) });
    throw new Refusal('too-large', message, { [field]: message });
  }
  return writePdfFile(files, await fs.readFile(upload.path), { field, downloadName: cleanPdfName(upload.originalName, fallbackName) });
}

/**
 * Checks a PDF's bytes (415, naming `field`, for what the site does not publish) and writes them
 * under a random name: an upload's, or one the demo seed made.
 */
export async function writePdfFile(files: FileStore, bytes: Buffer, { field, downloadName }: { field: string; downloadName: string }): Promise<StoredPdf> {
  const problem = inspectPdf(bytes);
  if (problem) {
    log.warn('pdf refused', { reason: problem, size: bytes.length });
    throw new Refusal('wrong-type', problemRules[problem], { [field]: problemRules[problem] });
  }
  const key = crypto.randomBytes(16).toString('hex');
  await files.write(pdfFileName(key), bytes, 'application/pdf');
  return { key, size: bytes.length, downloadName };
}

export async function removePdfFile(files: FileStore, key: string): Promise<void> {
  await files.remove(pdfFileName(key));
}

/** An uploaded file not yet checked: the multipart reader's temporary file and the sender's name for it. */
export interface PdfUpload {
  path: string;
  originalName: string;
}

/** What an edit does to an owner's PDF: nothing, a new one (an upload), or take it off. */
export type PdfChange = { kind: 'keep' } | { kind: 'replace'; upload: PdfUpload } | { kind: 'remove' };

export interface PdfRows {
  /** The id of the row written for the upload handed in, or null when none was. */
  newPdfId: number | null;
  /** Deletes a PDF's row in this transaction; its file is removed once the transaction commits. */
  release(pdfId: number | null): Promise<void>;
}

/** How an owner's PDF is told and kept: the form field refusals name, a name for a nameless file, who may fetch it. */
export interface PdfOwnership {
  field: string;
  fallbackName: string;
  visibility: PdfVisibility;
}

class NothingMatched extends Error {}

/**
 * Checks and stores `upload` (if given; a refused file changes nothing), then runs `change` in a
 * transaction that first writes the file's row. The stored file is this call's from then on: kept
 * if the transaction commits, removed if it fails or `change` answers undefined (nothing matched,
 * rolled back). Files released are removed after the commit; a crash in between leaves files no row
 * owns, which the leftover sweep removes (`removeOrphanPdfFiles`).
 */
export async function changeWithPdf<T>(
  db: Kysely<Database>,
  files: FileStore,
  upload: PdfUpload | null,
  ownership: PdfOwnership,
  change: (trx: Transaction<Database>, pdfs: PdfRows) => Promise<T | undefined>,
  now: Date = new Date(),
): Promise<T | undefined> {
  const file = upload ? await storeUploadedPdf(files, upload, ownership) : null;
  let released: string[] = [];
  let result: T | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      released = [];
      const newPdfId = file ? await insertPdfRow(trx, file, ownership.visibility, now) : null;
      result = await change(trx, {
        newPdfId,
        async release(pdfId) {
          if (pdfId === null) return;
          const row = await trx.deleteFrom('pdfFiles').where('id', '=', pdfId).returning('key').executeTakeFirst();
          if (row) released.push(row.key);
        },
      });
      if (result === undefined) throw new NothingMatched();
    });
  } catch (error) {
    if (file) await removePdfFile(files, file.key);
    if (error instanceof NothingMatched) return undefined;
    throw error;
  }
  for (const key of released) {
    await removePdfFile(files, key).catch((error: unknown) => {
      // The row is gone either way; the leftover sweep removes a file no row owns.
      log.warn('pdf file left after its row was deleted', { key, ...describeError(error) });
    });
  }
  return result;
}

/**
 * The PDF id an owner points to after `change` (inside `changeWithPdf`); `current` is the one it
 * points to now. When they differ, the owner releases `current` after its row stops pointing to it
 * (a PDF's row cannot go while content still points to it).
 */
export function pdfIdAfter(change: PdfChange, pdfs: PdfRows, current: number | null): number | null {
  if (change.kind === 'keep') return current;
  return change.kind === 'replace' ? pdfs.newPdfId : null;
}

/** The row that owns a PDF's file; call inside the transaction that writes the content pointing to it. */
export async function insertPdfRow(trx: Transaction<Database>, file: StoredPdf, visibility: PdfVisibility, now: Date): Promise<number> {
  const row = await trx
    .insertInto('pdfFiles')
    .values({ key: file.key, downloadName: file.downloadName, size: file.size, visibility, createdAt: nowIso(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A PDF to serve, by its key: its bytes, name and who may see it; undefined when no row has it (or,
 * after a crash, its file is gone).
 */
export async function pdfFileToServe(
  db: Kysely<Database>,
  files: FileStore,
  key: string,
): Promise<(StoredFileRead & { downloadName: string; visibility: PdfVisibility }) | undefined> {
  if (!pdfKeyPattern.test(key)) return undefined;
  const row = await db.selectFrom('pdfFiles').select(['downloadName', 'visibility']).where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  const stored = await files.read(pdfFileName(key)).catch((error: unknown) => {
    throw new FileStoreUnavailable(error);
  });
  return stored && { ...stored, downloadName: row.downloadName, visibility: row.visibility };
}

/**
 * PDF files no row owns, and half-written ones (`.tmp-*`), for app/leftover-files.server.ts: as
 * for images, `olderThanMs: 0` at start-up removes them all.
 */
export async function removeOrphanPdfFiles(db: Kysely<Database>, files: FileStore, age: LeftoverAge): Promise<number> {
  return removeUnownedFiles(files, storedFolders.documents, () => ownedPdfFileNames(db), age);
}

/** The names of every PDF a row owns: what the leftover sweep keeps and a backup must hold. */
export async function ownedPdfFileNames(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.selectFrom('pdfFiles').select('key').execute()).map((row) => pdfFileName(row.key)));
}
