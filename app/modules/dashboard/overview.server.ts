import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';

/** The dashboard overview's numbers (DESIGN.md §5: real counts, not SPEC.md's placeholders). */
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
}

export async function overviewCounts(db: Kysely<Database>, today: string): Promise<OverviewCounts> {
  const count = <T extends keyof Database>(table: T) =>
    db.selectFrom(table as keyof Database).select((eb) => eb.fn.countAll<number>().as('count'));
  const [notices, photos, faculty, toppers, upcomingEvents, openJobs, testimonials, newEnquiries, newMessages, applications] =
    await Promise.all([
      count('notices').executeTakeFirstOrThrow(),
      count('galleryPhotos').executeTakeFirstOrThrow(),
      count('faculty').executeTakeFirstOrThrow(),
      count('toppers').executeTakeFirstOrThrow(),
      db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where((eb) => eb.or([eb('eventDate', '>=', today), eb('eventDate', 'is', null)]))
        .executeTakeFirstOrThrow(),
      db.selectFrom('jobPosts').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '=', 'open').executeTakeFirstOrThrow(),
      count('testimonials').executeTakeFirstOrThrow(),
      db.selectFrom('enquiries').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '=', 'new').executeTakeFirstOrThrow(),
      db.selectFrom('contactMessages').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '=', 'new').executeTakeFirstOrThrow(),
      count('applications').executeTakeFirstOrThrow(),
    ]);
  const n = (row: { count: number | string | bigint }) => Number(row.count);
  return {
    notices: n(notices),
    photos: n(photos),
    faculty: n(faculty),
    toppers: n(toppers),
    upcomingEvents: n(upcomingEvents),
    openJobs: n(openJobs),
    testimonials: n(testimonials),
    newEnquiries: n(newEnquiries),
    newMessages: n(newMessages),
    applications: n(applications),
  };
}
