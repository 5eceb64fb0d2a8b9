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
