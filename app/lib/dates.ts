/**
 * Date formats of SPEC.md §5 and §9, through Intl (no date library) in the page's language. Stored
 * dates are calendar days ("YYYY-MM-DD") or UTC instants; both are shown in India's time zone.
 */
import { localeTags, type Locale } from '~/i18n/locales';

const schoolTimeZone = 'Asia/Kolkata';

type DateStyle = 'longDay' | 'eventDay' | 'uploadDay' | 'postedDay' | 'receivedAt' | 'calendarDay' | 'calendarMonth' | 'monthName' | 'weekday' | 'timeOfDay';

/**
 * The Intl options of each style. English keeps SPEC.md's patterns, which mix British and American
 * order ("5 March 2026", "Nov 22, 2026"); every other language writes the style its own way.
 */
const styles: Record<DateStyle, { options: Intl.DateTimeFormatOptions; englishTag: string }> = {
  longDay: { options: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, englishTag: 'en-GB' },
  eventDay: { options: { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }, englishTag: 'en-GB' },
  uploadDay: { options: { month: 'short', day: 'numeric', year: 'numeric', timeZone: schoolTimeZone }, englishTag: 'en-US' },
  postedDay: { options: { day: 'numeric', month: 'long', year: 'numeric', timeZone: schoolTimeZone }, englishTag: 'en-GB' },
  calendarDay: { options: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }, englishTag: 'en-GB' },
  calendarMonth: { options: { month: 'long', year: 'numeric', timeZone: 'UTC' }, englishTag: 'en-GB' },
  monthName: { options: { month: 'short', timeZone: 'UTC' }, englishTag: 'en-GB' },
  weekday: { options: { weekday: 'short', timeZone: 'UTC' }, englishTag: 'en-GB' },
  timeOfDay: { options: { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }, englishTag: 'en-GB' },
  receivedAt: {
    options: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: schoolTimeZone },
    englishTag: 'en-GB',
  },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, locale: Locale): Intl.DateTimeFormat {
  const key = `${style}:${locale}`;
  let format = formatters.get(key);
  if (!format) {
    const tag = locale === 'en' ? styles[style].englishTag : localeTags[locale];
    format = new Intl.DateTimeFormat(tag, styles[style].options);
    formatters.set(key, format);
  }
  return format;
}

function calendarDay(isoDay: string): Date {
  return new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
}

/** A notice's date, and an album's day: "5 March 2026", "5 मार्च 2026". */
export function formatNoticeDate(isoDay: string, locale: Locale): string {
  return formatter('longDay', locale).format(calendarDay(isoDay));
}

/** An event's date, dd MMM yyyy: "05 Mar 2026". */
export function formatEventDate(isoDay: string, locale: Locale): string {
  return formatter('eventDay', locale).format(calendarDay(isoDay)).replace(/Sept/, 'Sep');
}

/** A calendar entry's day, with its weekday: "Tue, 26 Jan". */
export function formatCalendarDay(isoDay: string, locale: Locale): string {
  return formatter('calendarDay', locale).format(calendarDay(isoDay));
}

/** A month's name and year: "January 2027", from "2027-01". */
export function formatCalendarMonth(month: string, locale: Locale): string {
  return formatter('calendarMonth', locale).format(calendarDay(`${month}-01`));
}

/** A month's short name: "Jan", from "2027-01" (the month view's links to the months beside it). */
export function formatMonthName(month: string, locale: Locale): string {
  return formatter('monthName', locale).format(calendarDay(`${month}-01`)).replace(/Sept/, 'Sep');
}

/** A day's short weekday name: "Sun", for the month grid's heading. */
export function formatWeekday(isoDay: string, locale: Locale): string {
  return formatter('weekday', locale).format(calendarDay(isoDay));
}

/** A time of day, "HH:MM" in India: "9:30 am". */
export function formatTimeOfDay(time: string, locale: Locale): string {
  return formatter('timeOfDay', locale).format(new Date(`1970-01-01T${time}:00Z`));
}

/** An upload's date, short month-day-year in English: "Nov 22, 2026". */
export function formatUploadDate(isoInstant: string, locale: Locale): string {
  return formatter('uploadDay', locale).format(new Date(isoInstant));
}

/** When something was posted (a UTC instant), in India's time zone: "5 March 2026". */
export function formatPostedDate(isoInstant: string, locale: Locale): string {
  return formatter('postedDay', locale).format(new Date(isoInstant));
}

// ISO calendar days for machines, the same in every language (en-CA writes YYYY-MM-DD).
const isoDayInSchool = new Intl.DateTimeFormat('en-CA', { timeZone: schoolTimeZone });

/** Today's calendar day in the school's time zone, "YYYY-MM-DD". */
export function todayInSchool(now: Date = new Date()): string {
  return isoDayInSchool.format(now);
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The instant the school's day `isoDay` begins. India has kept one offset, +05:30, without summer
 * time, since 1945, so the boundary is a fixed hour of UTC.
 */
export function schoolDayStartsAt(isoDay: string): number {
  return Date.parse(`${isoDay.slice(0, 10)}T00:00:00+05:30`);
}

/**
 * `todayInSchool()` for a caller that asks on every request: the day is worked out again only when
 * the clock leaves it (at midnight in India, or when the clock is set back).
 */
export function schoolDayClock(): () => string {
  let day = '';
  let from = 0;
  let until = 0;
  return () => {
    const now = Date.now();
    if (now < from || now >= until) {
      day = todayInSchool(new Date(now));
      from = schoolDayStartsAt(day);
      until = schoolDayStartsAt(shiftDay(day, 1));
    }
    return day;
  };
}

/** A calendar day moved by whole days: shiftDay("2026-03-01", -1) is "2026-02-28". */
export function shiftDay(isoDay: string, days: number): string {
  return new Date(calendarDay(isoDay).getTime() + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((calendarDay(to).getTime() - calendarDay(from).getTime()) / dayMs);
}

/** Whole calendar years from the founding year to this year in the school's time zone (2020 → 6 in 2026). */
export function yearsSince(foundedYear: number, now: Date = new Date()): number {
  return Math.max(0, Number(todayInSchool(now).slice(0, 4)) - foundedYear);
}

/** When a visitor's form arrived, in India's time: "22 Nov 2026, 10:05 am". */
export function formatReceivedAt(isoInstant: string, locale: Locale): string {
  return formatter('receivedAt', locale).format(new Date(isoInstant)).replace(/Sept/, 'Sep');
}

/** The same for a spreadsheet, sortable: "2026-11-22 10:05". */
export function formatSortableInSchool(isoInstant: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: schoolTimeZone })
      .formatToParts(new Date(isoInstant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** An instant as a `datetime-local` field shows it, on the school's clock: "2026-11-22T10:05". */
export function schoolClockInputValue(isoInstant: string): string {
  return formatSortableInSchool(isoInstant).replace(' ', 'T');
}
