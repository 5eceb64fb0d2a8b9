import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeSchemaOf, editorSchemaOf } from './change-schema';

describe('changeSchemaOf', () => {
  it('takes any of the fields by their rules, fills in none that were left out, and refuses a field it does not know', () => {
    const change = changeSchemaOf({ title: z.string().trim().min(1, 'Enter a title'), priority: z.enum(['high', 'low']) });
    expect(change.parse({})).toEqual({});
    expect(change.parse({ title: ' New ' })).toEqual({ title: 'New' });
    expect(change.safeParse({ title: ' ' }).error?.issues[0].message).toBe('Enter a title');
    expect(change.safeParse({ titel: 'New' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['titel'] });
  });

  it('will not be made from rules that would fill in a field left out (the settings reset of finding 5)', () => {
    expect(() => changeSchemaOf({ title: z.string(), priority: z.enum(['high', 'low']).default('low') })).toThrow(/priority/);
    expect(() => changeSchemaOf({ date: z.string().nullable().default(null) })).toThrow(/date/);
    expect(() => changeSchemaOf({ tagline: z.string().prefault('').transform((value) => value.trim()) })).toThrow(/tagline/);
  });
});

/**
 * A sweep over every module's schemas, so that a schema added later is held to the same rules
 * without anyone remembering to add it here.
 */
describe('every module’s write schemas', () => {
  const files = import.meta.glob<Record<string, unknown>>(['../modules/*/*-schema.ts', '../modules/inbox/inbox-status.ts'], { eager: true });
  const objectSchemas = Object.entries(files).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject)
      .map(([name, schema]) => ({ file, name, schema })),
  );

  /** Schemas that read rather than write: a list's query (an extra parameter is ignored), the settings and the disclosure as stored. */
  const reads = ['inboxListQuerySchema', 'siteSettingsSchema', 'disclosureDetailsSchema'];

  it('finds the schemas it sweeps (and every exception still exists)', () => {
    const names = objectSchemas.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining([...reads, 'signInSchema', 'newStaffAccountSchema', 'changePasswordSchema', 'noticeInputSchema', 'noticeUpdateSchema', 'enquiryInputSchema', 'inboxStatusChangeSchema', 'siteSettingsChangeSchema']));
  });

  it('every write schema refuses a field it does not know, naming it', () => {
    const lenient = objectSchemas
      .filter(({ name }) => !reads.includes(name))
      .filter(({ schema }) => !schema.safeParse({ notAField: 1 }).error?.issues.some((issue) => issue.code === 'unrecognized_keys' && issue.keys.includes('notAField')))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(lenient).toEqual([]);
  });

  it('no change schema fills in a field it was not given', () => {
    const changes = objectSchemas.filter(({ name }) => /(Update|Change)Schema$/.test(name));
    expect(changes.length).toBeGreaterThanOrEqual(9);
    for (const { file, name, schema } of changes) {
      const nothing = schema.safeParse({});
      if (nothing.success) expect(nothing.data, `${file}: ${name}`).toEqual({});
    }
  });
});

describe('editorSchemaOf', () => {
  const schema = changeSchemaOf({ title: z.string().min(1), titleHi: z.string().nullable(), chi: z.string() });
  const editor = editorSchemaOf(schema);

  it('wants every field an editor sends, but lets a translation twin be left out (kept as it is)', () => {
    expect(editor.safeParse({ title: 'A', chi: 'x' })).toMatchObject({ success: true, data: { title: 'A', chi: 'x' } });
    expect(editor.safeParse({ title: 'A', titleHi: 'अ', chi: 'x' }).success).toBe(true);
    const missing = editor.safeParse({ titleHi: 'अ', chi: 'x' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['title']);
    expect(editor.safeParse({ title: 'A', titleHi: 'अ' }).success).toBe(false);
  });
});
