import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import { removeUnownedFiles, type LeftoverAge } from '~/lib/file-age.server';
import { storedFolders, type FileStore, type StoredFileRead } from '~/lib/file-store/file-store.server';
import { deleteAndLog, type DeletedBy } from '~/modules/deletion-log/deletion-log.server';
import { describeError, log } from '~/lib/log.server';
import { rule } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import { fieldErrors } from '~/lib/validation';
import { queueNotification, type NotifyTarget } from '~/modules/notifications/outbox.server';
import { officeCatalogue, officeMailBody } from '~/modules/notifications/office-mail.server';
import { fill } from '~/lib/fill';
import { applicationInputSchema, type ApplicationInput } from './application-schema';
import { storedSubmissionKey } from '~/lib/submission-key.server';

/**
 * Job applications and their resumes (DESIGN.md §6): a resume is checked from its bytes (PDF, DOC or
 * DOCX only), stored under a random name in `private/resumes/` of the file store (outside every public folder,
 * served only to staff by `GET /api/applications/:id/resume`), made durable before its row is
 * committed, and removed with its row.
 */

export type ResumeKind = 'pdf' | 'doc' | 'docx';

export const resumeTypes: Record<ResumeKind, { mime: string; label: string }> = {
  pdf: { mime: 'application/pdf', label: 'PDF' },
  doc: { mime: 'application/msword', label: 'DOC' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'DOCX' },
};

/** An application as the staff screen and the API show it: never the stored file's key. */
export interface ApplicationView {
  id: number;
  name: string;
  email: string;
  phone: string;
  jobId: number | null;
  /** The post's role, or null for a general application (or a post since deleted). */
  jobTitle: string | null;
  originalName: string;
  fileType: string;
  fileSize: number;
  /** When the applicant agreed to be contacted and to the privacy policy; null for applications sent before the form asked. */
  consentedAt: string | null;
  createdAt: string;
}

/** Where the local file store keeps resumes (tests look there). */
export function resumesDir(dataDir: string): string {
  return path.join(dataDir, 'private', 'resumes');
}

/** A resume's name in the file store: outside every folder served publicly. */
function resumeFileName(fileKey: string): string {
  return `${storedFolders.resumes}${fileKey}`;
}

const wrongType = () => new Refusal('wrong-type', rule('application.resumeWrongType'), { resume: rule('application.resumeWrongType') });

/** The resume's real type from its first bytes and, for DOCX, the Word part inside the ZIP. */
export async function detectResumeKind(filePath: string): Promise<ResumeKind | null> {
  const handle = await fs.open(filePath, 'r');
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
    if (head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'doc';
    if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
      // A ZIP: a Word document has "[Content_Types].xml" and its main part "word/document.xml" (names
      // stored uncompressed in the headers). The file is at most 5 MB, so it is read whole.
      const whole = await handle.readFile();
      const has = (name: string) => whole.includes(Buffer.from(name, 'latin1'));
      return has('word/document.xml') && has('[Content_Types].xml') ? 'docx' : null;
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** A file name safe to offer in a download: the sender's name without paths or odd characters. */
export function safeFileName(originalName: string, kind: ResumeKind): string {
  const base = path.basename(originalName.replace(/\\/g, '/')).replace(/[^\w .()-]+/g, '_').replace(/^[.\s]+/, '').slice(0, 100);
  const withoutExtension = base.replace(/\.[^.]*$/, '') || 'resume';
  return `${withoutExtension}.${kind}`;
}

function notification(application: ApplicationView, target: NotifyTarget) {
  const words = officeCatalogue(target).officeMail.application;
  const post = application.jobTitle ?? words.generalPost;
  return {
    subject: fill(words.subject, { post, name: application.name }),
    replyTo: application.email,
    body: officeMailBody(words, {
      values: { name: application.name, post, phone: application.phone, email: application.email, resume: application.originalName },
      link: `${target.publicUrl}/dashboard/getresume`,
    }),
  };
}

async function applicationWithKey(db: Kysely<Database>, submissionKey: string | null, email: string): Promise<ApplicationView | undefined> {
  if (submissionKey === null) return undefined;
  const row = await db.selectFrom('applications').select('id').where('submissionKey', '=', submissionKey).where('email', '=', email).executeTakeFirst();
  return row ? getApplication(db, row.id) : undefined;
}

/**
 * Stores an application: the resume (the multipart reader's temporary file) is checked, stored
 * durably in the file store's private folder, then the row (and, when e-mail is set up, its
 * notification) is written in one transaction; if that fails the stored file goes. The same form
 * sent twice (same submission key) is stored once. The temporary file is the caller's to clean up.
 */
export async function submitApplication(
  db: Kysely<Database>,
  files: FileStore,
  input: ApplicationInput,
  resume: { path: string; size: number; originalName: string },
  notify?: NotifyTarget,
  now: Date = new Date(),
): Promise<ApplicationView> {
  const kind = await detectResumeKind(resume.path);
  if (!kind) {
    log.warn('resume refused', { reason: 'type', size: resume.size });
    throw wrongType();
  }
  const { submissionKey: formKey, consent: _agreed, ...fields } = input;
  const submissionKey = storedSubmissionKey(formKey, { ...fields, resume: [resume.originalName, resume.size] });
  const earlier = await applicationWithKey(db, submissionKey, input.email);
  if (earlier) return earlier;
  let jobId: number | null = null;
  if (input.job !== 'general') {
    const job = await db.selectFrom('jobPosts').select(['id', 'status']).where('id', '=', Number(input.job)).executeTakeFirst();
    if (!job || job.status !== 'open') {
      throw new Refusal('invalid', rule('common.needsCorrecting'), { job: rule('application.jobClosed') });
    }
    jobId = job.id;
  }
  const fileKey = `${crypto.randomBytes(16).toString('hex')}.${kind}`;
  const fileName = resumeFileName(fileKey);
  await files.writeFromFile(fileName, resume.path, resumeTypes[kind].mime);
  let stored: ApplicationView | undefined;
  try {
    stored = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('applications')
        .values({
          jobId,
          name: input.name,
          email: input.email,
          phone: input.phone,
          originalName: safeFileName(resume.originalName || 'resume', kind),
          fileKey,
          fileType: resumeTypes[kind].mime,
          fileSize: resume.size,
          status: 'new',
          submissionKey,
          // The schema takes only a yes, so the time of consent is the time the application is stored.
          consentedAt: nowIso(now),
          createdAt: nowIso(now),
        })
        .onConflict((conflict) => conflict.columns(['submissionKey', 'email']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // The same form, stored a moment ago by a request that overtook this one.
      if (!row) return undefined;
      const view = await getApplication(trx, row.id);
      if (!view) throw new Error('The application just stored could not be read back');
      if (notify) await queueNotification(trx, notify, notification(view, notify), now);
      return view;
    });
  } catch (error) {
    await files.remove(fileName);
    throw error;
  }
  if (stored) return stored;
  await files.remove(fileName);
  const first = await applicationWithKey(db, submissionKey, input.email);
  if (!first) throw new Error('An application with this submission key was neither stored nor found');
  return first;
}

/**
 * The form's fields and the resume, as the careers page and POST /api/applications receive them,
 * checked together so that every problem is named at once (400); then stored.
 */
export async function applyForJob(
  db: Kysely<Database>,
  files: FileStore,
  fields: Record<string, unknown>,
  resume: { path: string; size: number; originalName: string } | undefined,
  notify?: NotifyTarget,
): Promise<ApplicationView> {
  const parsed = applicationInputSchema.safeParse(fields);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (!resume) errors.resume = rule('application.resumeMissing');
  if (!parsed.success || !resume) throw new Refusal('invalid', rule('common.needsCorrecting'), errors);
  return submitApplication(db, files, parsed.data, resume, notify);
}

function selectApplications(db: Kysely<Database>) {
  return db
    .selectFrom('applications')
    .leftJoin('jobPosts', 'jobPosts.id', 'applications.jobId')
    .select([
      'applications.id',
      'applications.name',
      'applications.email',
      'applications.phone',
      'applications.jobId',
      'jobPosts.title as jobTitle',
      'applications.originalName',
      'applications.fileType',
      'applications.fileSize',
      'applications.consentedAt',
      'applications.createdAt',
    ]);
}

/** Newest first. */
export async function listApplications(db: Kysely<Database>): Promise<ApplicationView[]> {
  return selectApplications(db).orderBy('applications.createdAt', 'desc').orderBy('applications.id', 'desc').execute();
}

export async function getApplication(db: Kysely<Database>, id: number): Promise<ApplicationView | undefined> {
  return selectApplications(db).where('applications.id', '=', id).executeTakeFirst();
}

/** Where an application's resume is, for the staff-only download. */
export async function resumeFile(
  db: Kysely<Database>,
  files: FileStore,
  id: number,
): Promise<(StoredFileRead & { downloadName: string; type: string }) | undefined> {
  const row = await db
    .selectFrom('applications')
    .select(['fileKey', 'originalName', 'fileType', 'fileSize'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const stored = await files.read(resumeFileName(row.fileKey));
  return stored && { ...stored, downloadName: row.originalName, type: row.fileType };
}

/**
 * Deletes an application with its line in the deletion log (one transaction), then its resume;
 * false when none has that id.
 */
export async function deleteApplication(db: Kysely<Database>, files: FileStore, id: number, by: DeletedBy, now = new Date()): Promise<boolean> {
  const remove = (trx: Kysely<Database>) => trx.deleteFrom('applications').where('id', '=', id).returning('fileKey').executeTakeFirst();
  const row = await deleteAndLog(db, 'application', id, by, remove, now);
  if (!row) return false;
  await files.remove(resumeFileName(row.fileKey)).catch((error: unknown) => {
    log.warn('resume left after its row was deleted', { ...describeError(error) });
  });
  return true;
}

/** The applications that arrived before `cutoff` (an ISO time), oldest first: those the retention sweep deletes. */
export async function applicationIdsReceivedBefore(db: Kysely<Database>, cutoff: string): Promise<number[]> {
  const rows = await db.selectFrom('applications').select('id').where('createdAt', '<', cutoff).orderBy('id').execute();
  return rows.map((row) => row.id);
}

export async function countApplications(db: Kysely<Database>): Promise<number> {
  const { count } = await db.selectFrom('applications').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Resume files no row owns (a crash between the move and the commit), for
 * app/leftover-files.server.ts. `olderThanMs: 0` removes them all (at start-up no application can
 * be between the two); a running server passes an age no application in flight can reach.
 */
export async function removeOrphanResumes(db: Kysely<Database>, files: FileStore, age: LeftoverAge): Promise<number> {
  return removeUnownedFiles(files, storedFolders.resumes, () => ownedResumeFileNames(db), age);
}

/** The names of every resume a row owns: what the leftover sweep keeps and a backup must hold. */
export async function ownedResumeFileNames(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.selectFrom('applications').select('fileKey').execute()).map((row) => resumeFileName(row.fileKey)));
}
