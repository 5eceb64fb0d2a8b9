import type { z } from 'zod';
import { rule, type RuleKey, type RuleMessage } from '~/i18n/rules';
import { Refusal } from './refusal';

/**
 * Reading what a schema refuses as the rules it names, one per field. They stay keys here: the edge
 * says them in the asker's language (`sayFields` in app/i18n/rules.server.ts).
 */

/** What a field that no schema knows is told (a typo such as "titel", or a field that cannot be written). */
export function unknownFieldMessage(name: string): RuleMessage {
  return rule('common.unknownField', { name });
}

/**
 * One issue's rule. Schemas name their messages with `rule(…)`, so a message is a key (zod's own
 * words, for a check that names none, pass through as they are); a limit's message may say the
 * limit the schema checks, so `{min}` and `{max}` are filled from the issue.
 */
export function ruleOfIssue(issue: z.core.$ZodIssue): RuleMessage {
  const key = issue.message as RuleKey;
  if (issue.code === 'too_big') return { key, values: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small') return { key, values: { min: Number(issue.minimum) } };
  return key;
}

/**
 * The first rule for each field, keyed by the field's name ("social.x" inside an object), or by
 * what `nameOf` makes of it (a form whose field names differ from the schema's). An unknown field
 * (zod's `unrecognized_keys`, from the strict schemas of every write) is named on its own, one
 * message per field, so that a misspelt field is refused and never silently ignored.
 */
export function fieldErrors(error: z.ZodError, nameOf: (path: string) => string = (path) => path): Record<string, RuleMessage> {
  const fields: Record<string, RuleMessage> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key].join('.');
        fields[nameOf(path)] ??= unknownFieldMessage(path);
      }
      continue;
    }
    const key = issue.path.join('.');
    fields[key ? nameOf(key) : 'form'] ??= ruleOfIssue(issue);
  }
  return fields;
}

export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, nameOf?: (path: string) => string): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Refusal('invalid', rule('common.needsCorrecting'), fieldErrors(result.error, nameOf));
  return result.data;
}

/** Route ids are whole positive numbers; anything else cannot name a row. */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}
