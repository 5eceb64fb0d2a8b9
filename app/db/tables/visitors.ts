import type { ColumnType, Generated } from 'kysely';
import type { InquiryType } from '~/modules/contact-messages/inquiry-types';
import type { InboxStatus } from '~/modules/inbox/inbox-statuses';

/**
 * The tables of what visitors send, and of what follows it: the deletion log and the e-mail outbox (the
 * conventions of every table are in `app/db/schema.ts`).
 */

export interface EnquiriesTable {
  id: Generated<number>;
  parentName: string;
  childName: string;
  email: string;
  phone: string;
  classSought: string;
  message: string;
  status: InboxStatus;
  /** The key the form was rendered with: the same form sent twice (same key and e-mail) is stored once. */
  submissionKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the sender agreed to be contacted and to the privacy policy (decision 0057); null for ones sent before the form asked. */
  consentedAt: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
  updatedAt: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  inquiryType: InquiryType;
  message: string;
  status: InboxStatus;
  /** The key the form was rendered with: the same form sent twice (same key and e-mail) is stored once. */
  submissionKey: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
  updatedAt: string;
}

/** A job application; the resume file lives outside every public folder, under `fileKey`. */
export interface ApplicationsTable {
  id: Generated<number>;
  jobId: number | null;
  name: string;
  email: string;
  phone: string;
  originalName: string;
  fileKey: string;
  fileType: string;
  fileSize: number;
  status: InboxStatus;
  /** The key the form was rendered with: the same form sent twice (same key and e-mail) is stored once. */
  submissionKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the sender agreed to be contacted and to the privacy policy (decision 0057); null for ones sent before the form asked. */
  consentedAt: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
}

/**
 * A visitor's record deleted by staff (decision 0057): what kind, its id, who and when, and nothing
 * of the person it was about.
 */
export interface DeletionLogTable {
  id: Generated<number>;
  kind: 'enquiry' | 'contact-message' | 'application';
  recordId: number;
  /** The account that deleted it at the person's request; empty for a deletion when its time was up. */
  staffUsername: string;
  reason: Generated<'request' | 'retention'>;
  deletedAt: string;
}

/** An e-mail to send (issue 5): written with the submission it tells of, sent and retried apart. */
export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  replyTo: string;
  attempts: number;
  nextAttemptAt: string;
  claimedUntil: string | null;
  lastError: string;
  sentAt: string | null;
  failedAt: string | null;
  createdAt: string;
}
