import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { log } from '~/lib/log.server';
import { startPeriodicTask, type PeriodicTask } from '~/lib/periodic-task.server';
import { applicationIdsReceivedBefore, deleteApplication } from '~/modules/applications/applications.server';
import { contactMessageIdsReceivedBefore, deleteContactMessage } from '~/modules/contact-messages/contact-messages.server';
import { removeDeletionLinesBefore, retentionPeriodEnded } from '~/modules/deletion-log/deletion-log.server';
import { deleteEnquiry, enquiryIdsReceivedBefore } from '~/modules/enquiries/enquiries.server';

/**
 * The privacy policy's promise kept without anyone remembering it (DPDP Rules 2025; decisions 0057
 * and 0060): what visitors sent is deleted once the time the policy keeps it for is up, each
 * deletion logged as staff deletions are (without the person), and the log's own lines go after
 * three years. The periods are the policy's words (app/i18n/en/policies.ts and hi/policies.ts); a test holds them together.
 */
export const keepingMonths = {
  /** One admission season followed through. */
  enquiries: 12,
  contactMessages: 6,
  /** A post that opens later; the resume goes with its application. */
  applications: 12,
  /** The deletion log's own lines. */
  deletionLog: 36,
} as const;

/** How often a running server looks: records are deleted within an hour of their time being up. */
export const retentionSweepEveryMs = 60 * 60 * 1000;

export interface RetentionCounts {
  enquiries: number;
  contactMessages: number;
  applications: number;
  deletionLines: number;
}

/** The moment `months` calendar months before `now`, as stored times are written (ISO, UTC). */
export function monthsBefore(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/** Deletes each of `ids` through its module (one transaction and one log line each); how many went. */
async function deleteEach(ids: number[], remove: (id: number) => Promise<boolean>): Promise<number> {
  let deleted = 0;
  for (const id of ids) if (await remove(id)) deleted += 1;
  return deleted;
}

/**
 * Deletes every enquiry, message and application kept past its period, and the log lines past
 * theirs. Safe to run on several servers at once: a record another server deleted first is simply
 * not found again, and only the deletion that happened writes its line.
 */
export async function applyRetentionPeriods(db: Kysely<Database>, files: FileStore, now: Date = new Date()): Promise<RetentionCounts> {
  const counts: RetentionCounts = {
    enquiries: await deleteEach(await enquiryIdsReceivedBefore(db, monthsBefore(now, keepingMonths.enquiries)), (id) => deleteEnquiry(db, id, retentionPeriodEnded, now)),
    contactMessages: await deleteEach(await contactMessageIdsReceivedBefore(db, monthsBefore(now, keepingMonths.contactMessages)), (id) =>
      deleteContactMessage(db, id, retentionPeriodEnded, now),
    ),
    applications: await deleteEach(await applicationIdsReceivedBefore(db, monthsBefore(now, keepingMonths.applications)), (id) =>
      deleteApplication(db, files, id, retentionPeriodEnded, now),
    ),
    deletionLines: await removeDeletionLinesBefore(db, monthsBefore(now, keepingMonths.deletionLog)),
  };
  if (Object.values(counts).some((count) => count > 0)) log.info('records past their keeping period deleted', { ...counts });
  return counts;
}

/** The hourly sweep of a running server (the start-up runs it once first, app/startup.server.ts). */
export function startRetentionSweep(db: Kysely<Database>, files: FileStore, everyMs = retentionSweepEveryMs): PeriodicTask {
  return startPeriodicTask('retention sweep', everyMs, () => applyRetentionPeriods(db, files));
}
