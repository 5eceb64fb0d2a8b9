import type { Generated } from 'kysely';
import type { AlertLevel } from '~/modules/alerts/alert-levels';
import type { CalendarKind } from '~/modules/calendar/calendar-kinds';
import type { AppointmentStatus, FacultyPost } from '~/modules/faculty/faculty-posts';
import type { JobStatus } from '~/modules/jobs/job-status';
import type { NoticeCategory, NoticePriority } from '~/modules/notices/notice-kinds';

/**
 * The tables of what staff publish on the site (the conventions of every table are in
 * `app/db/schema.ts`).
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

/** A job post: open ones are on the careers page. */
export interface JobPostsTable {
  id: Generated<number>;
  title: string;
  details: string;
  /** The Hindi title and details, null where staff gave none (the page shows the English). */
  titleHi: string | null;
  detailsHi: string | null;
  status: JobStatus;
  createdAt: string;
  updatedAt: string;
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
