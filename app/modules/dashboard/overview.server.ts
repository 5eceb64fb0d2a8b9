import type { Kysely } from 'kysely';
import { countApplications } from '~/modules/applications/applications.server';
import { countContactMessages } from '~/modules/contact-messages/contact-messages.server';
import { countEnquiries } from '~/modules/enquiries/enquiries.server';
import type { Database } from '~/db/schema';
import { countComingEntries } from '~/modules/calendar/calendar.server';
import { countUpcomingEvents } from '~/modules/events/events.server';
import { countFaculty } from '~/modules/faculty/faculty.server';
import { countGalleryPhotos } from '~/modules/gallery/gallery.server';
import { countJobs } from '~/modules/jobs/jobs.server';
import { countNotices } from '~/modules/notices/notices.server';
import { countTestimonials } from '~/modules/testimonials/testimonials.server';
import { countToppers } from '~/modules/toppers/toppers.server';
import { countCertificates } from '~/modules/transfer-certificates/certificates.server';

/** The dashboard overview's numbers (DESIGN.md §5: real counts, not SPEC.md's fixed figures). */
export interface OverviewCounts {
  notices: number;
  photos: number;
  faculty: number;
  toppers: number;
  upcomingEvents: number;
  openJobs: number;
  testimonials: number;
  newEnquiries: number;
  newMessages: number;
  applications: number;
  transferCertificates: number;
  /** Calendar entries that end today or later. */
  calendarEntries: number;
}

/** Each count comes from its module, so the overview counts what the pages and the inbox show. */
export async function overviewCounts(db: Kysely<Database>, today: string): Promise<OverviewCounts> {
  const [notices, photos, faculty, toppers, upcomingEvents, openJobs, testimonials, newEnquiries, newMessages, applications, transferCertificates, calendarEntries] =
    await Promise.all([
      countNotices(db),
      countGalleryPhotos(db),
      countFaculty(db),
      countToppers(db),
      countUpcomingEvents(db, today),
      countJobs(db, { status: 'open' }),
      countTestimonials(db),
      countEnquiries(db, { status: 'new' }),
      countContactMessages(db, { status: 'new' }),
      countApplications(db),
      countCertificates(db),
      countComingEntries(db, today),
    ]);
  return { notices, photos, faculty, toppers, upcomingEvents, openJobs, testimonials, newEnquiries, newMessages, applications, transferCertificates, calendarEntries };
}
