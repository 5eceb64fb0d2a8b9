import { Link } from '~/i18n/links';
import { EventCard, EventHero } from '~/components/events/EventCards';
import { BackLink } from '~/components/ui/BackLink';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { localeOfRequest } from '~/i18n/locales';
import { wordsFor } from '~/i18n/words.server';
import { useWords } from '~/i18n/words';
import { todayInSchool } from '~/lib/dates';
import { pageLocale, pageMeta, type SiteHandle } from '~/web/page-meta';
import { photoForSharing } from '~/web/share-links';
import { staffTextIn } from '~/i18n/staff-text';
import { listUpcomingEvents } from '~/modules/events/events.server';
import type { Route } from './+types/upcoming-events';
import { staffTextFor } from '~/web/staff-text.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  // "Upcoming" is counted in the school's day (India), not the server's.
  const today = todayInSchool();
  return {
    today,
    events: staffTextFor(localeOfRequest(request), await listUpcomingEvents(context.database.db, today)),
    words: wordsFor(localeOfRequest(request), 'events', 'share'),
  };
}

type UpcomingEventsData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<UpcomingEventsData> = {
  heading: ({ words }) => ({ title: words.events.pageTitle, lead: words.events.pageLead }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  // A shared link shows the next event's photo (the page's hero); with no event, the school's card.
  const next = loaderData?.events[0];
  const nextTitle = next && (next.title ? staffTextIn(pageLocale(matches), next.title, next.titleHi).text : loaderData.words.events.untitled);
  return pageMeta(matches, {
    title: loaderData?.words.events.pageTitle ?? '',
    description: loaderData?.words.events.description ?? '',
    path: '/upcoming-events',
    image: next && nextTitle !== undefined ? photoForSharing(next.image, nextTitle) : undefined,
  });
};

export default function UpcomingEvents({ loaderData }: Route.ComponentProps) {
  const words = useWords('events');
  const { today, events } = loaderData;
  const [next, ...later] = events;
  return (
    <div className="bg-slate-50">
      <div className="page-width py-8 sm:py-12">
        <BackLink to="/" testId="back-home">{words.backHome}</BackLink>

        {next ? (
          <div className="mt-6">
            <EventHero event={next} today={today} />
          </div>
        ) : (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center sm:p-12">
            <SectionTitle small>{words.empty}</SectionTitle>
            <p className="mx-auto mt-2 max-w-xl text-slate-600">{words.emptyLead}</p>
            <Link
              to="/school-notices"
              className="mt-6 btn btn-primary"
            >
              {words.viewAllNotices}
            </Link>
          </div>
        )}

        {later.length > 0 ? (
          <section aria-labelledby="later-events-title" className="mt-12">
            <SectionTitle id="later-events-title">{words.later}</SectionTitle>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {later.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
