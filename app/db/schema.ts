import type { Selectable } from 'kysely';
import type {
  AlbumsTable,
  AlertsTable,
  CalendarEntriesTable,
  DisclosureDocumentsTable,
  EventsTable,
  FacultyTable,
  GalleryPhotosTable,
  JobPostsTable,
  NoticesTable,
  TestimonialsTable,
  ToppersTable,
  TransferCertificatesTable,
} from './tables/content';
import type { FeeAmountsTable, FeeOtherHeadsTable, FeeSessionsTable } from './tables/fees';
import type { ImagesTable, PdfFilesTable } from './tables/files';
import type { ContentVersionTable, RateLimitsTable, SessionsTable, SiteSettingsTable, StaffTable } from './tables/site';
import type { ApplicationsTable, ContactMessagesTable, DeletionLogTable, EnquiriesTable, OutboxTable } from './tables/visitors';

/**
 * The database's tables, each described in `tables/`: what staff publish (`content.ts`), the rows of
 * stored files (`files.ts`), what visitors send (`visitors.ts`), the fee structure (`fees.ts`) and
 * what the site keeps for itself (`site.ts`).
 * Table types are in camelCase: the CamelCasePlugin maps them to snake_case columns.
 * Timestamps are ISO 8601 UTC strings ("2026-11-22T04:51:16.000Z") and calendar dates are
 * "YYYY-MM-DD" strings in both SQLite and PostgreSQL (docs/decisions/0003-portable-column-types.md).
 * Columns whose values a module owns (a notice's category, an enquiry's status) take that module's
 * type: the list lives with its rules, and the tables' files only describe the tables.
 */

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
export type Image = Selectable<ImagesTable>;

/**
 * A validated input that a module writes as it is (`.values({ ...input, createdAt })`): `Input` itself
 * when every field names a column of `Table`, and `never` otherwise, so that `input satisfies
 * OnlyColumns<Table, typeof input>` fails the type check when a schema gains a field the table lacks
 * (Kysely does not check the fields of a spread object, and the database would refuse it at run time).
 */
export type OnlyColumns<Table, Input> = [Exclude<keyof Input, keyof Table>] extends [never] ? Input : never;
