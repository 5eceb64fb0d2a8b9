import { Link } from '~/i18n/links';
import { StaffText } from '~/i18n/staff-text';
import { useLocale, useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { formatCalendarDay, formatCalendarMonth, formatTimeOfDay, formatWeekday, shiftDay } from '~/lib/dates';
import type { CalendarKind } from '~/modules/calendar/calendar-kinds';
import { monthOf, weeksOf } from '~/modules/calendar/calendar-month';

/** One line of the calendar as the page shows it: an entry staff keep, or a dated event. */
export interface CalendarPageItem {
  key: string;
  source: 'entry' | 'event';
  kind: CalendarKind;
  title: string;
  titleHi?: string | null;
  details: string;
  detailsHi?: string | null;
  startsOn: string;
  endsOn: string;
  startsAt: string | null;
  endsAt: string | null;
}

/** Each kind's colours: a light badge with dark text (contrast above 7:1), and a dot for the phone's month grid. */
export const kindStyles: Record<CalendarKind, { badge: string; dot: string }> = {
  holiday: { badge: 'bg-emerald-100 text-emerald-900 ring-emerald-300', dot: 'bg-emerald-600' },
  exam: { badge: 'bg-amber-100 text-amber-900 ring-amber-300', dot: 'bg-amber-600' },
  meeting: { badge: 'bg-sky-100 text-sky-900 ring-sky-300', dot: 'bg-sky-600' },
  event: { badge: 'bg-brand-50 text-brand-900 ring-brand-200', dot: 'bg-brand-700' },
  other: { badge: 'bg-slate-100 text-slate-800 ring-slate-300', dot: 'bg-slate-500' },
};

export function KindBadge({ kind }: { kind: CalendarKind }) {
  const words = useWords('calendar');
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${kindStyles[kind].badge}`}>{words.kinds[kind]}</span>;
}

/** When an item happens, in words: "Tue, 26 Jan · All day", "Mon, 12 Oct – Fri, 16 Oct", "Sat, 5 Dec · 10:00 am – 1:00 pm". */
function useWhen(item: CalendarPageItem): string {
  const words = useWords('calendar');
  const locale = useLocale();
  const day = (isoDay: string) => formatCalendarDay(isoDay, locale);
  const time = (value: string) => formatTimeOfDay(value, locale);
  const oneDay = item.startsOn === item.endsOn;
  if (item.startsAt === null) {
    return oneDay ? `${day(item.startsOn)} · ${words.allDay}` : fill(words.span, { first: day(item.startsOn), last: day(item.endsOn) });
  }
  if (oneDay) {
    const times = item.endsAt ? fill(words.span, { first: time(item.startsAt), last: time(item.endsAt) }) : time(item.startsAt);
    return `${day(item.startsOn)} · ${times}`;
  }
  const first = `${day(item.startsOn)} ${time(item.startsAt)}`;
  const last = item.endsAt ? `${day(item.endsOn)} ${time(item.endsAt)}` : day(item.endsOn);
  return fill(words.span, { first, last });
}

function CalendarLine({ item }: { item: CalendarPageItem }) {
  const words = useWords('calendar');
  const when = useWhen(item);
  const [, , dayOfMonth] = item.startsOn.split('-');
  const locale = useLocale();
  return (
    <li className="flex gap-4 card p-4" data-testid="calendar-item">
      <div className="flex w-14 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-50 py-2 text-brand-900" aria-hidden="true">
        <span className="text-xs font-semibold uppercase">{formatWeekday(item.startsOn, locale)}</span>
        <span className="font-serif text-2xl leading-none font-bold">{Number(dayOfMonth)}</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={item.kind} />
          <span className="text-sm text-slate-600">{when}</span>
        </div>
        <h3 className="mt-1 font-semibold break-words text-slate-900">
          <StaffText en={item.title} hi={item.titleHi} />
        </h3>
        {item.details ? (
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
            <StaffText en={item.details} hi={item.detailsHi} />
          </p>
        ) : null}
        {item.source === 'event' ? (
          <Link to="/upcoming-events" className="mt-1 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4">
            {words.eventLink}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The list view: the items grouped by the month they start in (an item begun earlier sits in the
 * first month shown), each month under its heading; `oneMonth` (under the month grid, which names
 * the month already): one list without headings.
 */
export function CalendarList({
  items,
  from,
  emptyText,
  oneMonth = false,
}: {
  items: readonly CalendarPageItem[];
  from: string;
  emptyText: string;
  oneMonth?: boolean;
}) {
  const locale = useLocale();
  if (items.length === 0) {
    return <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{emptyText}</p>;
  }
  if (oneMonth) {
    return (
      <ul className="space-y-3">
        {items.map((item) => (
          <CalendarLine key={item.key} item={item} />
        ))}
      </ul>
    );
  }
  const months = new Map<string, CalendarPageItem[]>();
  for (const item of items) {
    const month = monthOf(item.startsOn < from ? from : item.startsOn);
    months.set(month, [...(months.get(month) ?? []), item]);
  }
  return (
    <div className="space-y-8">
      {[...months].map(([month, monthItems]) => (
        <section key={month} aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`} className="font-serif text-xl font-bold text-brand-900">
            {formatCalendarMonth(month, locale)}
          </h2>
          <ul className="mt-3 space-y-3">
            {monthItems.map((item) => (
              <CalendarLine key={item.key} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The month grid: a table of weeks; each day names its items on a wide screen and shows dots on a phone. */
export function CalendarMonth({ month, today, items }: { month: string; today: string; items: readonly CalendarPageItem[] }) {
  const words = useWords('calendar');
  const locale = useLocale();
  const weeks = weeksOf(month);
  const firstWeek = weeks[0] ?? [];
  // The weekday names, from a week that is known to start on a Sunday (4 January 1970 was one).
  const weekdays = firstWeek.map((_, index) => formatWeekday(shiftDay('1970-01-04', index), locale));
  const on = (day: string) => items.filter((item) => item.startsOn <= day && item.endsOn >= day);
  return (
    <table className="w-full table-fixed border-collapse overflow-hidden rounded-2xl bg-white text-sm shadow-sm" data-testid="calendar-month">
      <caption className="sr-only">{formatCalendarMonth(month, locale)}</caption>
      <thead>
        <tr>
          {weekdays.map((name) => (
            <th key={name} scope="col" className="border-b border-slate-200 py-2 text-xs font-semibold text-slate-700">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={row}>
            {week.map((day, column) => {
              if (!day) return <td key={column} className="h-14 border border-slate-100 bg-slate-50 sm:h-24" />;
              const dayItems = on(day);
              const isToday = day === today;
              return (
                <td key={day} className={`h-14 border border-slate-100 p-1 align-top sm:h-24 ${isToday ? 'bg-brand-50' : ''}`}>
                  <span
                    className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-semibold ${isToday ? 'bg-brand-700 text-white' : 'text-slate-800'}`}
                  >
                    {Number(day.slice(8))}
                    {isToday ? <span className="sr-only"> ({words.today})</span> : null}
                  </span>
                  {dayItems.length > 0 ? (
                    <>
                      <span className="mt-1 flex flex-wrap gap-0.5 sm:hidden" aria-hidden="true">
                        {dayItems.slice(0, 3).map((item) => (
                          <span key={item.key} className={`h-2 w-2 rounded-full ${kindStyles[item.kind].dot}`} />
                        ))}
                      </span>
                      <ul className="mt-1 space-y-0.5 max-sm:sr-only">
                        {dayItems.slice(0, 2).map((item) => (
                          <li key={item.key} className={`truncate rounded px-1 py-0.5 text-xs ${kindStyles[item.kind].badge}`}>
                            <StaffText en={item.title} hi={item.titleHi} />
                          </li>
                        ))}
                        {dayItems.length > 2 ? <li className="px-1 text-xs text-slate-700">{fill(words.moreThatDay, { more: dayItems.length - 2 })}</li> : null}
                      </ul>
                    </>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
