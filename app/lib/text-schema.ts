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
