import { z } from 'zod';

/*
 * The two shapes of text field every form has, so that each schema says only its limit and its
 * messages (rule keys, said in the asker's language at the edge). Safe for the browser.
 */

/** Text that must be given: trimmed, not empty (`missing`, also for a value that is not text), at most `max` characters. */
export function requiredText(max: number, missing: string, tooLong: string) {
  return z.string({ message: missing }).trim().min(1, missing).max(max, tooLong);
}

/** Text that may be left empty: trimmed, at most `max` characters; `notText` for a value that is not text. */
export function optionalText(max: number, notText: string, tooLong: string) {
  return z.string({ message: notText }).trim().max(max, tooLong);
}

/**
 * The translation of an English text into another language (staff content's Hindi, decision 0052):
 * trimmed, at most `max` characters (the English field's limit). Empty, only spaces, or null mean
 * "not translated" and come out as null, so a change that sends "" clears it; `notText` for a value
 * that is neither text nor null.
 */
export function translationText(max: number, notText: string, tooLong: string) {
  return z
    .string({ message: notText })
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((value) => value || null);
}

/** A calendar day that must be given, as `YYYY-MM-DD`: `missing` when absent or malformed, `notReal` for 2026-02-30. */
export function requiredDay(missing: string, notReal: string) {
  return z
    .string({ message: missing })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, missing)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, notReal);
}
