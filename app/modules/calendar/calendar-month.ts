/**
 * The month view's arithmetic on calendar days ("YYYY-MM-DD") and months ("YYYY-MM"), in UTC so a
 * day never shifts with the server's or the phone's time zone. Safe for the browser.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** A month the calendar shows: 1900-01 to 2999-12 (a year beyond those is no school's, and Date cannot name 10000). */
export function isMonth(text: string): boolean {
  return /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/.test(text);
}

export function monthOf(isoDay: string): string {
  return isoDay.slice(0, 7);
}

/** The month `by` months after `month` (before, when negative). */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The first and last day of a month. */
export function daysOfMonth(month: string): { from: string; to: string } {
  const last = new Date(Date.parse(`${shiftMonth(month, 1)}-01T00:00:00Z`) - dayMs);
  return { from: `${month}-01`, to: last.toISOString().slice(0, 10) };
}

/** Every day from `from` to `to`, inclusive. */
export function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += dayMs) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The month as weeks of seven days, Sunday first as Indian wall calendars print them; the days of
 * the weeks' ends that fall in the months around it are null.
 */
export function weeksOf(month: string): (string | null)[][] {
  const { from, to } = daysOfMonth(month);
  const lead = new Date(`${from}T00:00:00Z`).getUTCDay();
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...everyDay(from, to)];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
