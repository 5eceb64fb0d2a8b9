import { z } from 'zod';

/** What a form's field tells the browser to check before sending: the server checks it again. */
export interface FieldConstraints {
  required?: true;
  maxLength?: number;
}

interface JsonProperty {
  type?: string | string[];
  maxLength?: number;
  const?: unknown;
  anyOf?: JsonProperty[];
  enum?: unknown[];
  default?: unknown;
}

/**
 * A password's field: `password`, `confirmPassword`, `currentPassword`, any field whose name says
 * password. It is told no `maxLength`, whatever its schema's: a browser cuts what is typed or
 * pasted at the limit without a word, so a longer passphrase would be saved cut, and the person
 * would not know their own password. The server's limit stays, and says so under the field.
 */
export function isPasswordField(name: string): boolean {
  return /password/i.test(name);
}

/**
 * The longest text a field takes: its maxLength, or, for a choice of forms (an empty text or a web
 * address), the longest of them when each has a limit.
 */
function longestOf(property: JsonProperty): number | undefined {
  if (property.maxLength !== undefined) return property.maxLength;
  if (typeof property.const === 'string') return property.const.length;
  // A choice of "nothing" (null: a translation left out) does not shorten the text the field takes.
  const choices = (property.anyOf ?? []).filter((choice) => choice.type !== 'null').map(longestOf);
  return choices.length > 0 && choices.every((longest): longest is number => longest !== undefined) ? Math.max(...choices) : undefined;
}

/**
 * The browser's checks for each field of a form, read from the schema its action validates with,
 * so a limit is written once (issue 14). A field is required when the schema needs it, or when it
 * is a choice with a preset (a select always holds one of its values); its length is the schema's
 * longest, except for a password's field (`isPasswordField`). Only `required` and `maxLength` are
 * given to the browser: a shorter minimum or a pattern stays the server's, which words its refusal
 * under the field.
 */
export function formConstraints(schema: z.ZodObject): Record<string, FieldConstraints> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonProperty>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  const fields: Record<string, FieldConstraints> = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    const field: FieldConstraints = {};
    if (required.has(name) || (property.enum && property.default !== undefined)) field.required = true;
    const longest = longestOf(property);
    if (longest !== undefined && !isPasswordField(name)) field.maxLength = longest;
    fields[name] = field;
  }
  return fields;
}
