import { CalendarList, CalendarMonth, kindStyles, type CalendarPageItem } from '~/components/calendar/CalendarViews';
import { Link } from '~/i18n/links';
import { localeOfRequest, localePath } from '~/i18n/locales';
import { useLocale, useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { fill } from '~/lib/fill';
import { formatCalendarMonth, formatMonthName, todayInSchool } from '~/lib/dates';
import { calendarKinds, isCalendarKind, type CalendarKind } from '~/modules/calendar/calendar-kinds';
import { daysOfMonth, isMonth, monthOf, shiftMonth } from '~/modules/calendar/calendar-month';
import { listCalendarItems } from '~/modules/calendar/calendar.server';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import { staffTextFor } from '~/web/staff-text.server';
import type { Route } from './+types/calendar';

/**
 * `/calendar` (issue 17): from today on as a list, or a month as a grid (`?view=month&month=2027-01`),
 * of every kind or one (`?kind=holiday`). Links, not scripts, change the view: it works without
 * JavaScript, and each address is a page the render cache keeps.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const query = new URL(request.url).searchParams;
  const today = todayInSchool();
  const view: 'list' | 'month' = query.get('view') === 'month' ? 'month' : 'list';
  const kindAsked = query.get('kind') ?? '';
  const kind: CalendarKind | null = isCalendarKind(kindAsked) ? kindAsked : null;
  const monthAsked = query.get('month') ?? '';
  const month = isMonth(monthAsked) ? monthAsked : monthOf(today);
  const range = view === 'month' ? daysOfMonth(month) : { from: today };
  const items: CalendarPageItem[] = (await listCalendarItems(context.database.db, range))
    .filter((item) => kind === null || item.kind === kind)
    .map((item) => ({
      key: `${item.source}-${item.id}`,
      source: item.source,
      kind: item.kind,
      title: item.title,
      titleHi: item.titleHi,
      details: item.details,
      detailsHi: item.detailsHi,
      startsOn: item.startsOn,
      endsOn: item.endsOn,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
    }));
  return {
    view,
    month,
    kind,
    today,
    from: range.from,
    items: staffTextFor(locale, items),
    feedOrigin: context.config.publicUrl,
    words: wordsFor(locale, 'calendar'),
  };
}

type CalendarData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<CalendarData> = {
  heading: ({ words }) => ({ title: words.calendar.pageTitle, lead: words.calendar.pageLead }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.words.calendar.pageTitle ?? '',
    description: loaderData?.words.calendar.description ?? '',
    path: '/calendar',
  });

/** The address of a view of the calendar, keeping what is not changed. */
function calendarQuery(current: { view: string; month: string; kind: CalendarKind | null }, change: Partial<typeof current>): string {
  const next = { ...current, ...change };
  const query = new URLSearchParams();
  if (next.view === 'month') {
    query.set('view', 'month');
    query.set('month', next.month);
  }
  if (next.kind) query.set('kind', next.kind);
  const text = query.toString();
  return text ? `/calendar?${text}` : '/calendar';
}

const chip = 'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-inset';
const chipOn = `${chip} bg-brand-800 text-white ring-brand-800`;
const chipOff = `${chip} bg-white text-brand-900 ring-slate-300 hover:bg-brand-50`;

export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const words = useWords('calendar');
  const locale = useLocale();
  const { view, month, kind, today, from, items, feedOrigin } = loaderData;
  const current = { view, month, kind };
  const feedPath = (feedKind?: CalendarKind) => localePath(locale, feedKind ? `/calendar/${feedKind}.ics` : '/calendar.ics');
  return (
    <div className="bg-slate-50">
      <div className="page-width py-8 sm:py-12">
        <nav aria-label={words.viewsLabel} className="flex flex-wrap gap-2">
          {(['list', 'month'] as const).map((option) => (
            <Link
              key={option}
              to={calendarQuery(current, { view: option })}
              className={view === option ? chipOn : chipOff}
              aria-current={view === option ? 'page' : undefined}
            >
              {words.views[option]}
            </Link>
          ))}
        </nav>
        <nav aria-label={words.kindsLabel} className="mt-3 flex flex-wrap gap-2" data-testid="calendar-kinds">
          <Link to={calendarQuery(current, { kind: null })} className={kind === null ? chipOn : chipOff} aria-current={kind === null ? 'page' : undefined}>
            {words.allKinds}
          </Link>
          {calendarKinds.map((option) => (
            <Link
              key={option}
              to={calendarQuery(current, { kind: option })}
              className={kind === option ? chipOn : chipOff}
              aria-current={kind === option ? 'page' : undefined}
            >
              {words.kinds[option]}
            </Link>
          ))}
        </nav>

        {view === 'month' ? (
          <section aria-labelledby="calendar-month-title" className="mt-8">
            <div className="flex items-center justify-between gap-2">
              <Link
                to={calendarQuery(current, { month: shiftMonth(month, -1) })}
                className={chipOff}
                rel="nofollow"
                aria-label={`${words.previousMonth}: ${formatCalendarMonth(shiftMonth(month, -1), locale)}`}
              >
                <span aria-hidden="true">‹&nbsp;</span>
                {formatMonthName(shiftMonth(month, -1), locale)}
              </Link>
              <h2 id="calendar-month-title" className="text-center font-serif text-xl font-bold text-brand-900 sm:text-2xl">
                {formatCalendarMonth(month, locale)}
              </h2>
              <Link
                to={calendarQuery(current, { month: shiftMonth(month, 1) })}
                className={chipOff}
                rel="nofollow"
                aria-label={`${words.nextMonth}: ${formatCalendarMonth(shiftMonth(month, 1), locale)}`}
              >
                {formatMonthName(shiftMonth(month, 1), locale)}
                <span aria-hidden="true">&nbsp;›</span>
              </Link>
            </div>
            <div className="mt-4">
              <CalendarMonth month={month} today={today} items={items} />
            </div>
            <div className="mt-8">
              <CalendarList items={items} from={from} emptyText={words.emptyMonth} oneMonth />
            </div>
          </section>
        ) : (
          <div className="mt-8">
            <CalendarList items={items} from={from} emptyText={words.empty} />
          </div>
        )}

        <section aria-labelledby="calendar-subscribe" className="mt-12 card p-6">
          <h2 id="calendar-subscribe" className="font-serif text-xl font-bold text-brand-900">
            {words.subscribeTitle}
          </h2>
          <p className="mt-2 text-slate-700">{words.subscribeLead}</p>
          <a
            href={`${feedOrigin}${feedPath()}`}
            className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            data-testid="calendar-feed"
          >
            {words.subscribeAll}
          </a>
          <ul className="mt-4 flex flex-wrap gap-2">
            {calendarKinds.map((option) => (
              <li key={option}>
                <a
                  href={`${feedOrigin}${feedPath(option)}`}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 hover:underline ${kindStyles[option].badge}`}
                >
                  {fill(words.subscribeKind, { kind: words.kinds[option] })}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">{words.subscribeHelp}</p>
        </section>
      </div>
    </div>
  );
}
