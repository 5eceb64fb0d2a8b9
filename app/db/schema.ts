import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { InquiryType } from '~/modules/contact-messages/inquiry-types';
import type { InboxStatus } from '~/modules/inbox/inbox-statuses';
import type { JobStatus } from '~/modules/jobs/job-status';
import type { CalendarKind } from '~/modules/calendar/calendar-kinds';
import type { AlertLevel } from '~/modules/alerts/alert-levels';
import type { AppointmentStatus, FacultyPost } from '~/modules/faculty/faculty-posts';
import type { FeeHead, FeeSessionStatus } from '~/modules/fees/fee-heads';
import type { NoticeCategory, NoticePriority } from '~/modules/notices/notice-kinds';
import type { Locale } from '~/i18n/locales';
import type { PdfVisibility } from '~/modules/pdf-files/pdf-visibility';

/**
 * Table types, in camelCase: the CamelCasePlugin maps them to snake_case columns.
 * Timestamps are ISO 8601 UTC strings ("2026-11-22T04:51:16.000Z") and calendar dates are
 * "YYYY-MM-DD" strings in both SQLite and PostgreSQL (docs/decisions/0003-portable-column-types.md).
 * Columns whose values a module owns (a notice's category, an enquiry's status) take that module's
 * type: the list lives with its rules, and this file only describes the tables.
 */

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  details: string;
  /** The Hindi twins (issue 15): null when staff gave none. */
  titleHi: string | null;
  detailsHi: string | null;
  noticeDate: string;
  category: NoticeCategory;
  priority: NoticePriority;
  /** The notice's circular (issue 16): one PDF, or null. */
  circularFileId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** One uploaded PDF: its file is `<key>.pdf` in the uploads' documents folder (app/modules/pdf-files). */
export interface PdfFilesTable {
  id: Generated<number>;
  key: string;
  downloadName: string;
  size: number;
  visibility: PdfVisibility;
  createdAt: string;
}

/** A document of the Mandatory Public Disclosure (issue 16, decision 0058): one PDF per slot, valid until a day or open-ended. */
export interface DisclosureDocumentsTable {
  id: Generated<number>;
  /** A slot of app/modules/disclosure/disclosure-slots.ts, unique. */
  slot: string;
  pdfFileId: number;
  /** `YYYY-MM-DD`, or null for a document with no end date. */
  validUntil: string | null;
  createdAt: string;
}

/** A transfer certificate the school issued (issue 16), with its scan; `numberKey` is how its number is matched. */
export interface TransferCertificatesTable {
  id: Generated<number>;
  number: string;
  numberKey: string;
  studentName: string;
  className: string;
  issueDate: string;
  birthDate: string;
  scanFileId: number;
  createdAt: string;
}

/** A closure or emergency alert (migration 0014): shown from `startsAt` until `endsAt`, UTC instants as ISO text. */
export interface AlertsTable {
  id: Generated<number>;
  text: string;
  textHi: string | null;
  level: AlertLevel;
  startsAt: string;
  endsAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface JobPostsTable {
  id: Generated<number>;
  title: string;
  details: string;
  titleHi: string | null;
  detailsHi: string | null;
  status: JobStatus;
  createdAt: string;
  updatedAt: string;
}

/** One uploaded image: its files are `<key>-<width>.webp` in the uploads folder, one per width. */
export interface ImagesTable {
  id: Generated<number>;
  key: string;
  width: number;
  height: number;
  /** Comma-separated widths of the stored variants, ascending ("320,640,1024"). */
  variantWidths: string;
  createdAt: string;
}

export interface TestimonialsTable {
  id: Generated<number>;
  name: string;
  relation: string;
  details: string;
  relationHi: string | null;
  detailsHi: string | null;
  imageId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface GalleryPhotosTable {
  id: Generated<number>;
  title: string;
  description: string;
  titleHi: string | null;
  descriptionHi: string | null;
  imageId: number;
  /** Its album (migration 0016); null never written by the module (see the migration). */
  albumId: number | null;
  /** Its place in the album, from 0. */
  position: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** A gallery album (migration 0016): a day's or an event's photos. */
export interface AlbumsTable {
  id: Generated<number>;
  title: string;
  titleHi: string | null;
  description: string;
  descriptionHi: string | null;
  /** "YYYY-MM-DD": the day of what the album shows. */
  heldOn: string;
  /** The photo shown for the album; null, or a photo no longer in it, means its first. */
  coverPhotoId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface FacultyTable {
  id: Generated<number>;
  name: string;
  role: string;
  details: string;
  roleHi: string | null;
  detailsHi: string | null;
  /** Degrees and diplomas, in English ("M.Sc. (Mathematics), B.Ed."); '' when none is given (migration 0012). */
  qualification: Generated<string>;
  /** The post the board counts teachers by; null while not stated. */
  post: FacultyPost | null;
  /** Regular, on contract or part-time; null while not stated. */
  appointment: AppointmentStatus | null;
  imageId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface ToppersTable {
  id: Generated<number>;
  name: string;
  marks: number;
  std: string;
  stdHi: string | null;
  examYear: string;
  imageId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface EventsTable {
  id: Generated<number>;
  title: string;
  eventDate: string | null;
  description: string;
  titleHi: string | null;
  descriptionHi: string | null;
  imageId: number;
  createdAt: string;
  updatedAt: string;
}

/** An entry of the academic calendar (migration 0015): whole days, or times of day in India. */
export interface CalendarEntriesTable {
  id: Generated<number>;
  kind: CalendarKind;
  title: string;
  titleHi: string | null;
  details: string;
  detailsHi: string | null;
  /** "YYYY-MM-DD", the school's days; `endsOn` is the last day (the same day for a one-day entry). */
  startsOn: string;
  endsOn: string;
  /** "HH:MM" in India, or null for an entry that lasts whole days. */
  startsAt: string | null;
  endsAt: string | null;
  /** Counts the edits: the iCalendar feed's SEQUENCE. */
  revision: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

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

export interface StaffTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
  /** The language the account reads the dashboard in (0006-staff-language). */
  locale: Generated<Locale>;
}

export interface SessionsTable {
  /** SHA-256 of the session token: a leaked database does not hand out live sessions. */
  idHash: string;
  staffId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** A fixed-window counter: `count` hits since `windowStart` (ISO time) for `key`. */
export interface RateLimitsTable {
  key: string;
  count: number;
  windowStart: string;
}

export interface SiteSettingsTable {
  key: string;
  /** JSON text, validated by the settings module on read and write. */
  value: string;
  updatedAt: string;
}

/** One row (id 1): the version of what visitors see, raised by every staff change (DESIGN.md §7). */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** A fee structure's academic session (decision 0055): a draft until published. */
export interface FeeSessionsTable {
  id: Generated<number>;
  /** `2026-27`, unique. */
  label: string;
  status: FeeSessionStatus;
  notes: string;
  notesHi: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A fee head a session names itself (`other1` is position 1). */
export interface FeeOtherHeadsTable {
  sessionId: number;
  position: number;
  name: string;
  nameHi: string | null;
}

/** One charged cell of a session's table: a class (as the site names it), a head, whole rupees. */
export interface FeeAmountsTable {
  sessionId: number;
  className: string;
  head: FeeHead;
  amount: number;
}

export interface Database {
  notices: NoticesTable;
  jobPosts: JobPostsTable;
  images: ImagesTable;
  pdfFiles: PdfFilesTable;
  transferCertificates: TransferCertificatesTable;
  disclosureDocuments: DisclosureDocumentsTable;
  testimonials: TestimonialsTable;
  galleryPhotos: GalleryPhotosTable;
  albums: AlbumsTable;
  faculty: FacultyTable;
  toppers: ToppersTable;
  events: EventsTable;
  calendarEntries: CalendarEntriesTable;
  enquiries: EnquiriesTable;
  contactMessages: ContactMessagesTable;
  applications: ApplicationsTable;
  staff: StaffTable;
  sessions: SessionsTable;
  siteSettings: SiteSettingsTable;
  outbox: OutboxTable;
  rateLimits: RateLimitsTable;
  contentVersion: ContentVersionTable;
  feeSessions: FeeSessionsTable;
  feeOtherHeads: FeeOtherHeadsTable;
  feeAmounts: FeeAmountsTable;
  deletionLog: DeletionLogTable;
  alerts: AlertsTable;
}

export type Notice = Selectable<NoticesTable>;
export type NewNotice = Insertable<NoticesTable>;
export type NoticeUpdate = Updateable<NoticesTable>;
export type Image = Selectable<ImagesTable>;
