import { z } from 'zod';

/** What a form's field tells the browser to check before sending: the server checks it again. */
export interface FieldConstraints {
  required?: true;
  maxLength?: number;
}

interface JsonProperty {
  maxLength?: number;
  enum?: unknown[];
  default?: unknown;
}

/**
 * The browser's checks for each field of a form, read from the schema its action validates with,
 * so a limit is written once (issue 14). A field is required when the schema needs it, or when it
 * is a choice with a preset (a select always holds one of its values); its length is the schema's
 * longest. Only `required` and `maxLength` are given to the browser: a shorter minimum or a pattern
 * stays the server's, which words its refusal under the field.
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
    if (property.maxLength !== undefined) field.maxLength = property.maxLength;
    fields[name] = field;
  }
  return fields;
}
