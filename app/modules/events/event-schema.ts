import { z } from 'zod';
import { rule, type RuleKey } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { translationText } from '~/lib/text-schema';

/**
 * Rules for an event's words, shared by the staff form, its action and the JSON API. Safe for the
 * browser. SPEC.md's event had only a description and a photo; DESIGN.md §5 adds an optional title
 * and an optional date. The photo itself is checked by the images module.
 */

const realDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const text = (max: number, message: RuleKey) => z.string({ message: rule('event.notText') }).trim().max(max, message);

/** The day of the event, YYYY-MM-DD; an empty field means the date is not fixed yet (null). */
const eventDate = z
  .string({ message: rule('event.dateMissing') })
  .trim()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value), {
    message: rule('event.dateMissing'),
    abort: true,
  })
  .refine((value) => value === null || realDay(value), rule('common.dateNotReal'));

/** The fields' rules, without defaults (see changeSchemaOf). */
const eventFields = {
  title: text(150, rule('event.titleTooLong')),
  date: eventDate,
  description: text(2000, rule('event.descriptionTooLong')),
  /** The Hindi twins: optional; empty means none (null), decision 0052. */
  titleHi: translationText(150, rule('common.notText'), rule('event.titleHiTooLong')),
  descriptionHi: translationText(2000, rule('common.notText'), rule('event.descriptionHiTooLong')),
};

/** A new event: every word is optional (the photo is what is required); absent means empty, or no date. */
export const eventInputSchema = z.strictObject({
  title: eventFields.title.optional().transform((value) => value ?? ''),
  date: eventFields.date.optional().transform((value) => value ?? null),
  description: eventFields.description.optional().transform((value) => value ?? ''),
  titleHi: eventFields.titleHi.default(null),
  descriptionHi: eventFields.descriptionHi.default(null),
});

export type EventInput = z.infer<typeof eventInputSchema>;

/**
 * A change to an event's words (the editor and PATCH): the same fields and rules; a field left out
 * keeps its value, an empty one clears it (an empty date makes it "date to be announced"). The photo
 * is changed separately.
 */
export const eventUpdateSchema = changeSchemaOf(eventFields);
export type EventUpdateInput = z.infer<typeof eventUpdateSchema>;
