import { z } from 'zod';
import { changeSchemaOf } from '~/lib/change-schema';

/**
 * Rules for an event's words, shared by the staff form, its action and the JSON API. Safe for the
 * browser. SPEC.md's event had only a description and a photo; DESIGN.md §5 adds an optional title
 * and an optional date. The photo itself is checked by the images module.
 */

const realDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const text = (max: number, message: string) =>
  z.string({ message: 'Enter this as text' }).trim().max(max, message);

/** The day of the event, YYYY-MM-DD; an empty field means the date is not fixed yet (null). */
const eventDate = z
  .string({ message: 'Choose the date of the event' })
  .trim()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value), {
    message: 'Choose the date of the event',
    abort: true,
  })
  .refine((value) => value === null || realDay(value), 'That date does not exist');

/** The fields' rules, without defaults (see changeSchemaOf). */
const eventFields = {
  title: text(150, 'Keep the title under 150 characters'),
  date: eventDate,
  description: text(2000, 'Keep the description under 2,000 characters'),
};

/** A new event: every word is optional (the photo is what is required); absent means empty, or no date. */
export const eventInputSchema = z.strictObject({
  title: eventFields.title.optional().transform((value) => value ?? ''),
  date: eventFields.date.optional().transform((value) => value ?? null),
  description: eventFields.description.optional().transform((value) => value ?? ''),
});

export type EventInput = z.infer<typeof eventInputSchema>;

/**
 * A change to an event's words (the editor and PATCH): the same fields and rules; a field left out
 * keeps its value, an empty one clears it (an empty date makes it "date to be announced"). The photo
 * is changed separately.
 */
export const eventUpdateSchema = changeSchemaOf(eventFields);
export type EventUpdateInput = z.infer<typeof eventUpdateSchema>;
