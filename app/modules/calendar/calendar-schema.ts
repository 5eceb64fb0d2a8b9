import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { optionalText, requiredDay, requiredText, translationText } from '~/lib/text-schema';
import { calendarKinds } from './calendar-kinds';

/**
 * A calendar entry as staff write it (the dashboard's form, its action and the JSON API). Safe for
 * the browser. An entry lasts whole days unless it has a start time; the rules that join two fields
 * (the end not before the start, an end time only with a start time) are `spanProblems`, checked on
 * the whole entry, so a PATCH of one field is checked against the others as stored.
 */

/** A time of day in India, "HH:MM" (24-hour); empty means none (null). */
const timeOfDay = z
  .string({ message: rule('calendar.timeNotReal') })
  .trim()
  .nullable()
  .transform((value) => value || null)
  .refine((value) => value === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), rule('calendar.timeNotReal'));

/** An end day: empty means the same day as the start (null here, filled in by the module). */
const optionalDay = z
  .string({ message: rule('calendar.dayMissing') })
  .trim()
  .nullable()
  .transform((value) => value || null)
  .pipe(requiredDay(rule('calendar.dayMissing'), rule('common.dateNotReal')).nullable());

const calendarFields = {
  kind: z.enum(calendarKinds, { message: rule('calendar.kindMissing') }),
  title: requiredText(150, rule('calendar.titleMissing'), rule('calendar.titleTooLong')),
  details: optionalText(1000, rule('common.notText'), rule('calendar.detailsTooLong')),
  /** The Hindi twins: optional; empty means none (null), decision 0052. */
  titleHi: translationText(150, rule('common.notText'), rule('calendar.titleHiTooLong')),
  detailsHi: translationText(1000, rule('common.notText'), rule('calendar.detailsHiTooLong')),
  startsOn: requiredDay(rule('calendar.dayMissing'), rule('common.dateNotReal')),
  endsOn: optionalDay,
  startsAt: timeOfDay,
  endsAt: timeOfDay,
};

export const calendarEntryInputSchema = z.strictObject({
  ...calendarFields,
  details: calendarFields.details.default(''),
  titleHi: calendarFields.titleHi.default(null),
  detailsHi: calendarFields.detailsHi.default(null),
  endsOn: calendarFields.endsOn.default(null),
  startsAt: calendarFields.startsAt.default(null),
  endsAt: calendarFields.endsAt.default(null),
});
export type CalendarEntryInput = z.infer<typeof calendarEntryInputSchema>;

/** A change (the editor, PATCH): a field left out keeps its value; an empty end day makes a one-day entry. */
export const calendarEntryUpdateSchema = changeSchemaOf(calendarFields);
export type CalendarEntryUpdateInput = z.infer<typeof calendarEntryUpdateSchema>;

/** When an entry happens, as stored: days "YYYY-MM-DD", times "HH:MM" or null for whole days. */
export interface CalendarSpan {
  startsOn: string;
  endsOn: string;
  startsAt: string | null;
  endsAt: string | null;
}

/** What is wrong with a span, by field (empty when nothing is). */
export function spanProblems(span: CalendarSpan): Record<string, ReturnType<typeof rule>> {
  const problems: Record<string, ReturnType<typeof rule>> = {};
  if (span.endsOn < span.startsOn) problems.endsOn = rule('calendar.endsBeforeStart');
  if (span.endsAt !== null && span.startsAt === null) problems.startsAt = rule('calendar.endTimeWithoutStart');
  else if (span.startsAt !== null && span.endsAt !== null && span.endsOn === span.startsOn && span.endsAt <= span.startsAt) {
    problems.endsAt = rule('calendar.endsBeforeStart');
  }
  return problems;
}

/** `GET /api/calendar?from=&to=`: days, both optional; from today on when `from` is not given. */
export const calendarRangeSchema = z.strictObject({
  from: requiredDay(rule('calendar.dayMissing'), rule('common.dateNotReal')).optional(),
  to: requiredDay(rule('calendar.dayMissing'), rule('common.dateNotReal')).optional(),
});
