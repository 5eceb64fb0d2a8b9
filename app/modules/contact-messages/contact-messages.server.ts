import { deleteAndLog, type DeletedBy } from '~/modules/deletion-log/deletion-log.server';
import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import type { ContactMessagesTable } from '~/db/tables/visitors';
import type { InboxStatus } from '~/modules/inbox/inbox-statuses';
import { parseOrThrow } from '~/lib/validation';
import type { InboxFilter } from '~/modules/inbox/inbox-status';
import { queueNotification, type NotifyTarget } from '~/modules/notifications/outbox.server';
import { contactMessageInputSchema, type ContactMessageInput } from './contact-message-schema';
import { officeCatalogue, officeMailBody } from '~/modules/notifications/office-mail.server';
import { fill } from '~/lib/fill';
import { storedSubmissionKey } from '~/lib/submission-key.server';

/** Messages from the contact page (issue 5): stored once, told to staff by e-mail, worked through in the inbox. */

export type ContactMessage = Omit<Selectable<ContactMessagesTable>, 'submissionKey'>;

const columns = ['id', 'name', 'email', 'phone', 'inquiryType', 'message', 'status', 'createdAt', 'updatedAt'] as const;

function notification(message: ContactMessage, target: NotifyTarget) {
  const catalogue = officeCatalogue(target);
  const words = catalogue.officeMail.contactMessage;
  // The topic as the inbox names it.
  const topic = catalogue.dashboardInbox.topics[message.inquiryType];
  return {
    subject: fill(words.subject, { topic, name: message.name }),
    replyTo: message.email,
    body: officeMailBody(words, {
      values: { name: message.name, topic, phone: message.phone || words.phoneNotGiven, email: message.email || words.emailNotGiven },
      message: message.message,
      link: `${target.publicUrl}/dashboard/inbox?show=messages`,
    }),
  };
}

/**
 * Stores a message and, when e-mail is set up, its notification, in one transaction. The same form
 * sent twice (same submission key) is stored once: the second send gets the first one back.
 */
export async function submitContactMessage(
  db: Kysely<Database>,
  input: ContactMessageInput,
  notify: NotifyTarget | undefined,
  now = new Date(),
): Promise<{ message: ContactMessage; duplicate: boolean }> {
  return db.transaction().execute(async (trx) => {
    const { submissionKey: formKey, ...fields } = input;
    const submissionKey = storedSubmissionKey(formKey, fields);
    const inserted = await trx
      .insertInto('contactMessages')
      .values({ ...fields, submissionKey, status: 'new', createdAt: nowIso(now), updatedAt: nowIso(now) })
      .onConflict((conflict) => conflict.columns(['submissionKey', 'email']).doNothing())
      .returning(columns)
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx.selectFrom('contactMessages').select(columns).where('submissionKey', '=', submissionKey).where('email', '=', fields.email).executeTakeFirstOrThrow();
      return { message: first, duplicate: true };
    }
    if (notify) await queueNotification(trx, notify, notification(inserted, notify), now);
    return { message: inserted, duplicate: false };
  });
}

/** Newest first; `status` narrows the list. */
export async function listContactMessages(db: Kysely<Database>, { status = 'all' }: { status?: InboxFilter } = {}): Promise<ContactMessage[]> {
  let query = db.selectFrom('contactMessages').select(columns);
  if (status !== 'all') query = query.where('status', '=', status);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function getContactMessage(db: Kysely<Database>, id: number): Promise<ContactMessage | undefined> {
  return db.selectFrom('contactMessages').select(columns).where('id', '=', id).executeTakeFirst();
}

/** Undefined when no message has that id. */
export async function setContactMessageStatus(
  db: Kysely<Database>,
  id: number,
  status: InboxStatus,
  now = new Date(),
): Promise<ContactMessage | undefined> {
  return db.updateTable('contactMessages').set({ status, updatedAt: nowIso(now) }).where('id', '=', id).returning(columns).executeTakeFirst();
}

/** Deletes a message and writes its line in the deletion log, in one transaction; false when none has that id. */
export async function deleteContactMessage(db: Kysely<Database>, id: number, by: DeletedBy, now = new Date()): Promise<boolean> {
  const remove = (trx: Kysely<Database>) => trx.deleteFrom('contactMessages').where('id', '=', id).returning('id').executeTakeFirst();
  return (await deleteAndLog(db, 'contact-message', id, by, remove, now)) !== undefined;
}

/** The messages that arrived before `cutoff` (an ISO time), oldest first: those the retention sweep deletes. */
export async function contactMessageIdsReceivedBefore(db: Kysely<Database>, cutoff: string): Promise<number[]> {
  const rows = await db.selectFrom('contactMessages').select('id').where('createdAt', '<', cutoff).orderBy('id').execute();
  return rows.map((row) => row.id);
}

export async function countContactMessages(db: Kysely<Database>, { status = 'all' }: { status?: InboxFilter } = {}): Promise<number> {
  let query = db.selectFrom('contactMessages').select((eb) => eb.fn.countAll<number>().as('count'));
  if (status !== 'all') query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** The form's fields as a page or POST /api/… received them: checked (400 naming each field), then stored. */
export async function receiveContactMessage(db: Kysely<Database>, fields: Record<string, unknown>, notify: NotifyTarget | undefined) {
  return submitContactMessage(db, parseOrThrow(contactMessageInputSchema, fields), notify);
}
