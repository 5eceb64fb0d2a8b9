import { z } from 'zod';

/**
 * Rules for an event's words, shared by the staff form, its action and the JSON API. Safe for the
 * browser. SPEC.md's event had only a description and a photo; DESIGN.md §5 adds an optional title
 * and an optional date. The photo itself is checked by the images module.
 */

const realDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value ?? '');

export const eventInputSchema = z.object({
  title: optionalText(150, 'Keep the title under 150 characters'),
  /** The day of the event, YYYY-MM-DD; empty or absent while the date is not fixed. */
  date: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value), {
      message: 'Choose the date of the event',
      abort: true,
    })
    .refine((value) => value === null || realDay(value), 'That date does not exist'),
  description: optionalText(2000, 'Keep the description under 2,000 characters'),
});

export type EventInput = z.infer<typeof eventInputSchema>;
