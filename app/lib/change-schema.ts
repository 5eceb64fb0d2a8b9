import { z } from 'zod';

/**
 * The schema of a change to something staff keep (an editor's save, a PATCH), made from the same
 * field rules as the schema of a new one: any of the fields, each checked by its rule, and nothing
 * else (an unknown field is refused and named, see `fieldErrors` in validation.ts).
 *
 * The rules given here must carry no defaults. zod fills a default in for an absent key even in a
 * partial schema, so a change of one field would quietly reset the others (PATCH /api/settings once
 * did). Defaults belong on the new item's schema only; this is checked once, when the module loads,
 * so a default that slips in stops every test and the server's start rather than a school's data.
 */
export function changeSchemaOf<const Fields extends z.ZodRawShape>(fields: Fields) {
  const schema = z.strictObject(fields).partial();
  const nothing = schema.safeParse({});
  const filledIn = nothing.success ? Object.keys(nothing.data) : [];
  if (filledIn.length > 0) {
    throw new Error(`A change schema must not fill in fields it was not given (${filledIn.join(', ')}): move their defaults to the new item's schema.`);
  }
  return schema;
}

/**
 * An editor's schema: its page sends every field, so each one is required, except a translation
 * twin (`titleHi`, decision 0052), which an editor opened before the twins existed, or a client that
 * knows nothing of them, leaves out: it keeps its value, as in a PATCH.
 */
export function editorSchemaOf<Schema extends z.ZodObject>(schema: Schema): Schema {
  const mask = Object.fromEntries(Object.keys(schema.shape).filter((key) => !/^[a-z]\w*Hi$/.test(key)).map((key) => [key, true]));
  // Typed as the change schema it narrows: what it lets through is a change the module takes.
  return schema.required(mask as never) as unknown as Schema;
}
