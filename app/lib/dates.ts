/**
 * Date formats of SPEC.md §5 and §9, through Intl (no date library). Stored dates are calendar days
 * ("YYYY-MM-DD") or UTC instants; both are shown in India's time zone.
 */
const schoolTimeZone = 'Asia/Kolkata';

const britishLongDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const britishLongDateInSchool = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: schoolTimeZone,
});
const eventDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortUsDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: schoolTimeZone,
});

function calendarDay(isoDay: string): Date {
  return new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
}

/** A notice's date, British style: "5 March 2026". */
export function formatNoticeDate(isoDay: string): string {
  return britishLongDate.format(calendarDay(isoDay));
}

/** An event's date, dd MMM yyyy: "05 Mar 2026". */
export function formatEventDate(isoDay: string): string {
  return eventDate.format(calendarDay(isoDay)).replace(/Sept/, 'Sep');
}

/** An upload's date, short month-day-year: "Nov 22, 2026". */
export function formatUploadDate(isoInstant: string): string {
  return shortUsDate.format(new Date(isoInstant));
}

/** When something was posted (a UTC instant), British style in India's time zone: "5 March 2026". */
export function formatPostedDate(isoInstant: string): string {
  return britishLongDateInSchool.format(new Date(isoInstant));
}

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

const receivedAt = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: schoolTimeZone,
});

/** When a visitor's form arrived, in India's time: "22 Nov 2026, 10:05 am". */
export function formatReceivedAt(isoInstant: string): string {
  return receivedAt.format(new Date(isoInstant)).replace(/Sept/, 'Sep');
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
