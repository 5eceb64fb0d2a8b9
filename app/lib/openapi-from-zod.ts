import { z } from 'zod';

/**
 * A zod schema as the JSON Schema of an OpenAPI 3.1 document (whose dialect is JSON Schema
 * 2020-12, zod's default target), so that the document says what the code checks and cannot drift
 * from it. Knows nothing of any API: its callers name the schemas.
 */

/** A JSON Schema object (OpenAPI 3.1's Schema Object). */
export interface JsonSchema {
  [keyword: string]: unknown;
}

/**
 * `io: 'input'` for what a client sends (a field with a default is optional, transforms are not yet
 * applied), `'output'` for what the server answers. Refinements and transforms JSON Schema cannot
 * state are left open (`unrepresentable: 'any'`): the server still checks them.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return jsonSchema;
}

export interface ObjectSchemaOptions {
  /**
   * Properties read beside the schema's own fields (a file of a multipart body, a flag the handler
   * takes off before the schema sees the fields), each with whether it must be sent.
   */
  besides?: Record<string, { schema: JsonSchema; required: boolean }>;
  /**
   * Words added to the schema's own properties (a description; an enum or a format a refinement
   * checks). Naming a property the schema does not have is a mistake, and throws.
   */
  annotate?: Record<string, JsonSchema>;
}

/** An object schema's JSON Schema, with `besides` added and `annotate` merged in. */
export function objectSchemaOf(schema: z.ZodObject, io: 'input' | 'output', { besides = {}, annotate = {} }: ObjectSchemaOptions = {}): JsonSchema {
  const generated = jsonSchemaOf(schema, io);
  const properties = { ...(generated.properties as Record<string, JsonSchema>) };
  for (const [name, words] of Object.entries(annotate)) {
    if (!(name in properties)) throw new Error(`The schema has no property “${name}” to annotate.`);
    properties[name] = { ...properties[name], ...words };
  }
  const required = [...((generated.required as string[] | undefined) ?? [])];
  for (const [name, { schema: property, required: mustSend }] of Object.entries(besides)) {
    if (name in properties) throw new Error(`The schema already has a property “${name}”.`);
    properties[name] = property;
    if (mustSend) required.push(name);
  }
  const { required: _generatedRequired, ...rest } = generated;
  return { ...rest, properties, ...(required.length > 0 ? { required } : {}) };
}

/** A file field of a multipart body, as OpenAPI writes it. */
export function binaryFile(description: string): JsonSchema {
  return { type: 'string', format: 'binary', description };
}
