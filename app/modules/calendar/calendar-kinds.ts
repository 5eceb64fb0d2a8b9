/**
 * What a calendar entry is (issue 17). The order is the order of the filters and of the feeds.
 * No zod: the dashboard's form and the public page's legend ship it.
 */
export const calendarKinds = ['holiday', 'exam', 'meeting', 'event', 'other'] as const;
export type CalendarKind = (typeof calendarKinds)[number];

export function isCalendarKind(value: string): value is CalendarKind {
  return (calendarKinds as readonly string[]).includes(value);
}
