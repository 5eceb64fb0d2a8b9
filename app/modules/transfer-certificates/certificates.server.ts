import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { TransferCertificatesTable } from '~/db/tables/content';
import type { Database, OnlyColumns } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { rule } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import { changeWithPdf, toPdfFileView, type PdfFileView, type PdfOwnership, type PdfUpload } from '~/modules/pdf-files/pdf-files.server';
import { certificateNumberKey, type CertificateInput, type CertificateLookup } from './certificate-schema';

/**
 * Transfer certificates (DESIGN.md §9, issue 16; docs/decisions/0054-transfer-certificate-lookup.md).
 * CBSE asks schools to put the certificates they issue on their website; a list of them would hand
 * every child's name and date of birth to anyone. So staff add each one with its scan, and a visitor
 * sees one only by giving both its number and the student's date of birth: one plain answer for any
 * miss, no listing, a rate limit per address, and a scan that no cache keeps.
 */

/** A certificate as a visitor sees it after a match (never the date of birth back). */
export interface CertificateView {
  number: string;
  studentName: string;
  className: string;
  issueDate: string;
  scan: PdfFileView;
}

/** A certificate as staff see it in their list and the API. */
export interface CertificateRecord extends CertificateView {
  id: number;
  birthDate: string;
  createdAt: string;
}

const scanOwnership: PdfOwnership = { field: 'file', fallbackName: 'transfer-certificate', visibility: 'private' };

function certificatesWithScans(db: Kysely<Database>) {
  return db
    .selectFrom('transferCertificates')
    .innerJoin('pdfFiles', 'pdfFiles.id', 'transferCertificates.scanFileId')
    .select([
      'transferCertificates.id',
      'transferCertificates.number',
      'transferCertificates.numberKey',
      'transferCertificates.studentName',
      'transferCertificates.className',
      'transferCertificates.issueDate',
      'transferCertificates.birthDate',
      'transferCertificates.createdAt',
      'pdfFiles.key as scanKey',
      'pdfFiles.downloadName as scanName',
      'pdfFiles.size as scanSize',
    ]);
}

type CertificateRow = Awaited<ReturnType<ReturnType<typeof certificatesWithScans>['executeTakeFirstOrThrow']>>;

function toRecord(row: CertificateRow): CertificateRecord {
  const { id, number, studentName, className, issueDate, birthDate, createdAt } = row;
  return { id, number, studentName, className, issueDate, birthDate, createdAt, scan: toPdfFileView({ key: row.scanKey, downloadName: row.scanName, size: row.scanSize }) };
}

/** Staff's list: the most recently issued first. */
export async function listCertificates(db: Kysely<Database>): Promise<CertificateRecord[]> {
  const rows = await certificatesWithScans(db)
    .orderBy('transferCertificates.issueDate', 'desc')
    .orderBy('transferCertificates.id', 'desc')
    .execute();
  return rows.map(toRecord);
}

export async function getCertificate(db: Kysely<Database>, id: number): Promise<CertificateRecord | undefined> {
  const row = await certificatesWithScans(db).where('transferCertificates.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function countCertificates(db: Kysely<Database>): Promise<number> {
  const { count } = await db.selectFrom('transferCertificates').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}

const duplicate = () => new Refusal('conflict', rule('certificate.numberTaken'), { number: rule('certificate.numberTaken') });

/**
 * Adds a certificate with its scan (checked first: a refused PDF adds nothing). A number already
 * recorded (matched as visitors' lookups match it) is refused (409) and its scan removed.
 */
export async function addCertificate(
  db: Kysely<Database>,
  files: FileStore,
  input: CertificateInput,
  scan: PdfUpload,
  now: Date = new Date(),
): Promise<CertificateRecord> {
  const numberKey = certificateNumberKey(input.number);
  const taken = await db.selectFrom('transferCertificates').select('id').where('numberKey', '=', numberKey).executeTakeFirst();
  if (taken) throw duplicate();
  const added = await changeWithPdf(db, files, scan, scanOwnership, async (trx, pdfs) => {
    const row = await trx
      .insertInto('transferCertificates')
      .values({ ...(input satisfies OnlyColumns<TransferCertificatesTable, CertificateInput>), numberKey, scanFileId: pdfs.newPdfId!, createdAt: nowIso(now) })
      // Two requests with one number at once: the unique key keeps one, and the other is told why.
      .onConflict((conflict) => conflict.column('numberKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw duplicate();
    return getCertificate(trx, row.id);
  }, now);
  if (!added) throw new Error('The certificate just added could not be read back');
  return added;
}

/** Deletes a certificate and its scan; false when none has that id. */
export async function deleteCertificate(db: Kysely<Database>, files: FileStore, id: number): Promise<boolean> {
  const deleted = await changeWithPdf(db, files, null, scanOwnership, async (trx, pdfs) => {
    const row = await trx.deleteFrom('transferCertificates').where('id', '=', id).returning('scanFileId').executeTakeFirst();
    if (!row) return undefined;
    await pdfs.release(row.scanFileId);
    return true;
  });
  return deleted ?? false;
}

/** Compares two dates of birth in constant time, so the answer's timing does not tell how much of one matched. */
function sameDay(a: string, b: string): boolean {
  const left = Buffer.from(a.padEnd(10));
  const right = Buffer.from(b.padEnd(10));
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * A visitor's lookup: the certificate whose number and date of birth both match, or undefined for
 * any miss. A wrong number and a wrong date of birth take the same path (one indexed read, then one
 * comparison against a real or a stand-in date), so neither the answer nor its timing says which was wrong.
 */
export async function verifyCertificate(db: Kysely<Database>, lookup: CertificateLookup): Promise<CertificateView | undefined> {
  const row = await certificatesWithScans(db).where('transferCertificates.numberKey', '=', certificateNumberKey(lookup.number)).executeTakeFirst();
  const matches = sameDay(row?.birthDate ?? '0000-00-00', lookup.birthDate) && row !== undefined;
  if (!matches) return undefined;
  const { number, studentName, className, issueDate, scan } = toRecord(row);
  return { number, studentName, className, issueDate, scan };
}
