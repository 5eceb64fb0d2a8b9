import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '~/lib/validation';
import { catalogueFor } from './words.server';
import { locales } from './locales';
import { rule, type RuleKey } from './rules';
import { isRuleKey, sayFields, sayRule } from './rules.server';

/**
 * The rules' messages (issue 14): every key a schema or a module names exists (the type of `rule`
 * checks that when the code is compiled); here, that every language's rules are words, and that what
 * each write schema refuses reaches people as words, never as a key or a template's hole.
 */

/** A rule's key as it would leak if the edge failed to say it ("notice.titleMissing"). */
const rawKey = /^[a-z][a-zA-Z]*\.[a-zA-Z.]+$/;
/** A hole left unfilled ("{max}"). */
const hole = /\{\w+\}/;

function leaves(node: unknown, path = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[path, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

describe('the rules section of each catalogue', () => {
  it('holds a non-empty text at every leaf, and nothing else', () => {
    for (const locale of locales) {
      const found = leaves(catalogueFor(locale).rules);
      expect(found.length).toBeGreaterThan(100);
      const notWords = found.filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => `${locale}: ${key}`);
      expect(notWords).toEqual([]);
      // The leak check below would know each key if one reached a person.
      expect(found.filter(([key]) => !rawKey.test(key))).toEqual([]);
    }
  });
});

describe('sayRule', () => {
  it('says a key in words, fills its holes, and writes numbers as the language does', () => {
    expect(sayRule('common.needsCorrecting', 'en')).toBe('Some details need correcting.');
    expect(sayRule(rule('common.unknownField', { name: 'titel' }), 'en')).toBe('There is no field called “titel”');
    expect(sayRule(rule('notice.detailsTooLong', { max: 5000 }), 'en')).toBe('Keep the details under 5,000 characters');
  });

  it('says a message that is no key as it is (zod’s own words for a check that names no rule)', () => {
    // A schema's message arrives as a string; a check with none carries zod's words.
    expect(sayRule('Invalid input' as RuleKey, 'en')).toBe('Invalid input');
    expect(isRuleKey('Invalid input')).toBe(false);
    expect(isRuleKey('notice.titleMissing')).toBe(true);
  });
});

describe('what every module’s schemas refuse', () => {
  const files = import.meta.glob<Record<string, unknown>>(['../modules/*/*-schema.ts', '../modules/inbox/inbox-status.ts'], { eager: true });
  const schemas = Object.entries(files).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject)
      .map(([name, schema]) => ({ name, where: `${file}: ${name}`, schema })),
  );
  /** Values every kind of field refuses one way or another: blank, too long, of the wrong type, malformed. */
  const badValues: unknown[] = ['', '   ', 'x'.repeat(6000), 'not a value @ all', '2026-02-30', '97.125', -1, 1e9, 12.5, true, null, [], {}, ['x'.repeat(100)], { x: 1 }];

  it('are found', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(20);
  });

  it('reach people as words: no key and no unfilled hole, for a missing field, a bad value or an unknown field', () => {
    const leaks: string[] = [];
    const check = (where: string, input: unknown, schema: z.ZodObject) => {
      const result = schema.safeParse(input);
      if (result.success) return;
      for (const [field, words] of Object.entries(sayFields(fieldErrors(result.error), 'en'))) {
        if (rawKey.test(words) || hole.test(words) || words.trim() === '') leaks.push(`${where} ${JSON.stringify(input).slice(0, 40)} → ${field}: ${words}`);
      }
    };
    for (const { where, schema } of schemas) {
      check(where, {}, schema);
      check(where, { notAField: 1 }, schema);
      for (const field of Object.keys(schema.shape)) {
        for (const value of badValues) check(where, { [field]: value }, schema);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('name their own messages by rule: a missing, blank, over-long or wrongly typed field is told by a key of the catalogue, never in zod’s English', () => {
    const unnamed: string[] = [];
    for (const { where, schema } of schemas) {
      for (const field of Object.keys(schema.shape)) {
        for (const value of [undefined, '', '   ', 'x'.repeat(6000), 5, true, [], {}, [5], [{}], { x: 5 }, 12.5, -1]) {
          const issues = schema.safeParse({ [field]: value }).error?.issues ?? [];
          const named = issues.filter((i) => i.path[0] === field);
          for (const issue of named) {
            if (!isRuleKey(issue.message)) unnamed.push(`${where} ${field} ${JSON.stringify(value)?.slice(0, 10)}: ${issue.message}`);
          }
        }
      }
    }
    expect(unnamed).toEqual([]);
  });
});
