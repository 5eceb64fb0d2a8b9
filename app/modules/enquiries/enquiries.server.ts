import type { Kysely, Selectable } from 'kysely';
import { deleteAndLog, type DeletedBy } from '~/modules/deletion-log/deletion-log.server';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import type { EnquiriesTable } from '~/db/tables/visitors';
import type { InboxStatus } from '~/modules/inbox/inbox-statuses';
import { parseOrThrow } from '~/lib/validation';
import { toCsv } from '~/lib/csv';
import { formatSortableInSchool } from '~/lib/dates';
import type { InboxFilter } from '~/modules/inbox/inbox-status';
import { queueNotification, type NotifyTarget } from '~/modules/notifications/outbox.server';
import { officeCatalogue, officeMailBody } from '~/modules/notifications/office-mail.server';
import type { Locale } from '~/i18n/locales';
import { catalogueFor } from '~/i18n/words.server';
import { fill } from '~/lib/fill';
import { enquiryInputSchema, type EnquiryInput } from './enquiry-schema';
import { storedSubmissionKey } from '~/lib/submission-key.server';

/** Admission enquiries (issue 5): stored once, told to staff by e-mail, worked through in the inbox. */

export type Enquiry = Omit<Selectable<EnquiriesTable>, 'submissionKey'>;

const columns = ['id', 'parentName', 'childName', 'email', 'phone', 'classSought', 'message', 'status', 'consentedAt', 'createdAt', 'updatedAt'] as const;

function notification(enquiry: Enquiry, target: NotifyTarget) {
  const words = officeCatalogue(target).officeMail.enquiry;
  const child = enquiry.childName;
  return {
    subject: enquiry.classSought ? fill(words.subjectWithClass, { child, class: enquiry.classSought }) : fill(words.subject, { child }),
    replyTo: enquiry.email,
    body: officeMailBody(words, {
      values: { parent: enquiry.parentName, child, class: enquiry.classSought || words.classNotSaid, phone: enquiry.phone, email: enquiry.email || words.emailNotGiven },
      message: enquiry.message || words.noMessage,
      link: `${target.publicUrl}/dashboard/inbox`,
    }),
  };
}

/**
 * Stores an enquiry and, when e-mail is set up, its notification, in one transaction. The same form
 * sent twice (same submission key) is stored once: the second send gets the first one back.
 */
export async function submitEnquiry(
  db: Kysely<Database>,
  input: EnquiryInput,
  notify: NotifyTarget | undefined,
  now = new Date(),
): Promise<{ enquiry: Enquiry; duplicate: boolean }> {
  return db.transaction().execute(async (trx) => {
    const { submissionKey: formKey, consent: _agreed, ...fields } = input;
    const submissionKey = storedSubmissionKey(formKey, fields);
    // The schema takes only a yes, so the time of consent is the time the enquiry is stored.
    const inserted = await trx
      .insertInto('enquiries')
      .values({ ...fields, submissionKey, status: 'new', consentedAt: nowIso(now), createdAt: nowIso(now), updatedAt: nowIso(now) })
      .onConflict((conflict) => conflict.columns(['submissionKey', 'email']).doNothing())
      .returning(columns)
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx.selectFrom('enquiries').select(columns).where('submissionKey', '=', submissionKey).where('email', '=', fields.email).executeTakeFirstOrThrow();
      return { enquiry: first, duplicate: true };
    }
    if (notify) await queueNotification(trx, notify, notification(inserted, notify), now);
    return { enquiry: inserted, duplicate: false };
  });
}

/** Newest first; `status` narrows the list. */
export async function listEnquiries(db: Kysely<Database>, { status = 'all' }: { status?: InboxFilter } = {}): Promise<Enquiry[]> {
  let query = db.selectFrom('enquiries').select(columns);
  if (status !== 'all') query = query.where('status', '=', status);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function getEnquiry(db: Kysely<Database>, id: number): Promise<Enquiry | undefined> {
  return db.selectFrom('enquiries').select(columns).where('id', '=', id).executeTakeFirst();
}

/** Undefined when no enquiry has that id. */
export async function setEnquiryStatus(db: Kysely<Database>, id: number, status: InboxStatus, now = new Date()): Promise<Enquiry | undefined> {
  return db.updateTable('enquiries').set({ status, updatedAt: nowIso(now) }).where('id', '=', id).returning(columns).executeTakeFirst();
}

/** Deletes an enquiry and writes its line in the deletion log, in one transaction; false when none has that id. */
export async function deleteEnquiry(db: Kysely<Database>, id: number, by: DeletedBy, now = new Date()): Promise<boolean> {
  const remove = (trx: Kysely<Database>) => trx.deleteFrom('enquiries').where('id', '=', id).returning('id').executeTakeFirst();
  return (await deleteAndLog(db, 'enquiry', id, by, remove, now)) !== undefined;
}

/** The enquiries that arrived before `cutoff` (an ISO time), oldest first: those the retention sweep deletes. */
export async function enquiryIdsReceivedBefore(db: Kysely<Database>, cutoff: string): Promise<number[]> {
  const rows = await db.selectFrom('enquiries').select('id').where('createdAt', '<', cutoff).orderBy('id').execute();
  return rows.map((row) => row.id);
}

export async function countEnquiries(db: Kysely<Database>, { status = 'all' }: { status?: InboxFilter } = {}): Promise<number> {
  let query = db.selectFrom('enquiries').select((eb) => eb.fn.countAll<number>().as('count'));
  if (status !== 'all') query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** The form's fields as a page or POST /api/… received them: checked (400 naming each field), then stored. */
export async function receiveEnquiry(db: Kysely<Database>, fields: Record<string, unknown>, notify: NotifyTarget | undefined) {
  return submitEnquiry(db, parseOrThrow(enquiryInputSchema, fields), notify);
}

/** The enquiries as a spreadsheet for the office (newest first), times in India's time zone, titles in `locale`. */
export function enquiriesCsv(enquiries: Enquiry[], locale: Locale): string {
  const { columns: titles, statuses } = catalogueFor(locale).enquiriesCsv;
  return toCsv(
    [titles.received, titles.parent, titles.child, titles.classSought, titles.phone, titles.email, titles.message, titles.status, titles.consentedAt],
    enquiries.map((enquiry) => [
      formatSortableInSchool(enquiry.createdAt),
      enquiry.parentName,
      enquiry.childName,
      enquiry.classSought,
      enquiry.phone,
      enquiry.email,
      enquiry.message,
      statuses[enquiry.status],
      // Empty for an enquiry sent before the form asked for consent.
      enquiry.consentedAt ? formatSortableInSchool(enquiry.consentedAt) : '',
    ]),
  );
}
