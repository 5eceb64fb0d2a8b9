import { data } from 'react-router';
import { localeOfRequest, localePath } from '~/i18n/locales';
import { staffTextIn } from '~/i18n/staff-text';
import { catalogueFor } from '~/i18n/words.server';
import { fill } from '~/lib/fill';
import { shiftDay, todayInSchool } from '~/lib/dates';
import { isCalendarKind, type CalendarKind } from '~/modules/calendar/calendar-kinds';
import { calendarFeed } from '~/modules/calendar/calendar-feed.server';
import { listCalendarItems } from '~/modules/calendar/calendar.server';
import { getSiteSettings } from '~/modules/settings/settings.server';
import type { Route } from './+types/calendar-feed';

/**
 * GET `/calendar.ics` and `/calendar/<kind>.ics` (`/hi/…` in Hindi): the calendar as an iCalendar
 * feed for phones and Google Calendar to subscribe to (issue 17). It holds the last year and every
 * date to come; a subscriber fetches it again every few hours (the feed says how often).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  let kind: CalendarKind | null = null;
  if (params.feed !== undefined) {
    const asked = /^([a-z]+)\.ics$/.exec(params.feed)?.[1] ?? '';
    if (!isCalendarKind(asked)) throw data(null, { status: 404 });
    kind = asked;
  }
  const locale = localeOfRequest(request);
  const words = catalogueFor(locale).calendar;
  const { db } = context.database;
  const [items, settings] = await Promise.all([listCalendarItems(db, { from: shiftDay(todayInSchool(), -366) }), getSiteSettings(db)]);
  const school = staffTextIn(locale, settings.schoolName, settings.schoolNameHi).text;
  const body = calendarFeed(
    items.filter((item) => kind === null || item.kind === kind),
    {
      name: kind ? `${fill(words.feedName, { school })} (${words.kinds[kind]})` : fill(words.feedName, { school }),
      origin: context.config.publicUrl,
      pathOf: (item) => localePath(locale, item.source === 'event' ? '/upcoming-events' : `/calendar?view=month&month=${item.startsOn.slice(0, 7)}`),
      textOf: (item) => ({ title: staffTextIn(locale, item.title, item.titleHi).text, details: staffTextIn(locale, item.details, item.detailsHi).text }),
      kindWord: (item) => words.kinds[item.kind],
    },
  );
  return new Response(body, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `inline; filename="${kind ?? 'calendar'}.ics"` },
  });
}
