import type { z } from 'zod';
import { Refusal } from './refusal';

/** Reading what a schema refuses as messages a person understands, one per field. */

/** What a field that no schema knows is told (a typo such as "titel", or a field that cannot be written). */
export function unknownFieldMessage(name: string): string {
  return `There is no field called “${name}”`;
}

/**
 * The first message for each field, keyed by the field's name ("social.x" inside an object), or by
 * what `nameOf` makes of it (a form whose field names differ from the schema's). An unknown field
 * (zod's `unrecognized_keys`, from the strict schemas of every write) is named on its own, one
 * message per field, so that a misspelt field is refused and never silently ignored.
 */
export function fieldErrors(error: z.ZodError, nameOf: (path: string) => string = (path) => path): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key].join('.');
        fields[nameOf(path)] ??= unknownFieldMessage(path);
      }
      continue;
    }
    const key = issue.path.join('.');
    fields[key ? nameOf(key) : 'form'] ??= issue.message;
  }
  return fields;
}

export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, nameOf?: (path: string) => string): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Refusal('invalid', 'Some details need correcting.', fieldErrors(result.error, nameOf));
  return result.data;
}

/** Route ids are whole positive numbers; anything else cannot name a row. */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}
