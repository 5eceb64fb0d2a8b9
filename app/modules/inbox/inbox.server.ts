import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import type { DeletedBy } from '~/modules/deletion-log/deletion-log.server';
import { parseId } from '~/lib/validation';
import { countContactMessages, deleteContactMessage, listContactMessages, setContactMessageStatus } from '~/modules/contact-messages/contact-messages.server';
import type { InquiryType } from '~/modules/contact-messages/inquiry-types';
import { countEnquiries, deleteEnquiry, listEnquiries, setEnquiryStatus } from '~/modules/enquiries/enquiries.server';
import { inboxStatusSchema, type InboxStatus } from './inbox-status';
import type { InboxList, InboxView } from './inbox-view';

/**
 * The staff inbox: admission enquiries and contact messages as one kind of item, so that one screen
 * lists, filters, answers and closes both. The enquiries and contact-messages modules own the rows.
 */

/** What either list shares, and what only one of them has. */
export type InboxItem = {
  id: number;
  /** The parent who asked (an enquiry) or the sender (a message). */
  name: string;
  email: string;
  phone: string;
  message: string;
  status: InboxStatus;
  createdAt: string;
} & (
  | {
      kind: 'enquiry';
      childName: string;
      classSought: string;
      /** When the parent agreed to be contacted and to the privacy policy; null for enquiries sent before the form asked. */
      consentedAt: string | null;
    }
  | { kind: 'message'; inquiryType: InquiryType }
);

export interface InboxPage {
  /** The view's list, newest first, narrowed by its status filter. */
  items: InboxItem[];
  /** New (unanswered) items of each list, whatever the view: the tabs' badges. */
  newCounts: Record<InboxList, number>;
}

async function listItems(db: Kysely<Database>, { show, status }: InboxView): Promise<InboxItem[]> {
  if (show === 'enquiries') {
    return (await listEnquiries(db, { status })).map((row) => ({
      kind: 'enquiry',
      id: row.id,
      name: row.parentName,
      childName: row.childName,
      classSought: row.classSought,
      consentedAt: row.consentedAt,
      email: row.email,
      phone: row.phone,
      message: row.message,
      status: row.status,
      createdAt: row.createdAt,
    }));
  }
  return (await listContactMessages(db, { status })).map((row) => ({
    kind: 'message',
    id: row.id,
    name: row.name,
    inquiryType: row.inquiryType,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt,
  }));
}

export async function listInbox(db: Kysely<Database>, view: InboxView): Promise<InboxPage> {
  const [items, enquiries, messages] = await Promise.all([
    listItems(db, view),
    countEnquiries(db, { status: 'new' }),
    countContactMessages(db, { status: 'new' }),
  ]);
  return { items, newCounts: { enquiries, messages } };
}

/**
 * A status button of the list (`id`, `status` as the form sent them): the item's new status, or
 * undefined when the form names no item of that list (gone, or a hand-made id or status).
 */
export async function changeInboxStatus(
  db: Kysely<Database>,
  list: InboxList,
  form: { id: unknown; status: unknown },
  now = new Date(),
): Promise<InboxStatus | undefined> {
  const id = parseId(String(form.id ?? ''));
  const status = inboxStatusSchema.safeParse(form.status);
  if (id === undefined || !status.success) return undefined;
  const changed = list === 'enquiries' ? await setEnquiryStatus(db, id, status.data, now) : await setContactMessageStatus(db, id, status.data, now);
  return changed?.status;
}

/** Deletes an item of the list, with its line in the deletion log; false when it was already gone. */
export function deleteInboxItem(db: Kysely<Database>, list: InboxList, id: number, by: DeletedBy): Promise<boolean> {
  return list === 'enquiries' ? deleteEnquiry(db, id, by) : deleteContactMessage(db, id, by);
}

/**
 * New (unanswered) enquiries and messages together, for the dashboard menu's badge on every staff
 * page: one query of two counts, so the frame costs the database one round trip.
 */
export async function countNewInInbox(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('enquiries').select((inner) => inner.fn.countAll<number>().as('count')).where('status', '=', 'new').as('enquiries'),
      eb.selectFrom('contactMessages').select((inner) => inner.fn.countAll<number>().as('count')).where('status', '=', 'new').as('messages'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.enquiries ?? 0) + Number(row.messages ?? 0);
}
