/**
 * The one place a rule's key becomes words (issue 14): where a refusal becomes an answer (the JSON
 * API's, a form's), and where server code with no page says one in English (the body readers, the
 * command line). Schemas and modules only name keys (./rules.ts), so one refusal can be said in any
 * language's catalogue.
 */
import { fill } from '~/lib/fill';
import { defaultLocale, localeTags, type Locale } from './locales';
import type { RuleKey, RuleMessage, RuleValues } from './rules';
import { catalogueFor } from './words.server';

/** The text at a dotted key of a language's rules, or undefined when there is none. */
function ruleText(locale: Locale, key: string): string | undefined {
  let node: unknown = catalogueFor(locale).rules;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** Whether a message names a rule of the catalogue (rather than being zod's own words). */
export function isRuleKey(message: string): message is RuleKey {
  return ruleText(defaultLocale, message) !== undefined;
}

/** Numbers as the language writes them ("5,000" in English). */
function formatted(values: RuleValues, locale: Locale): Record<string, string> {
  const tag = localeTags[locale];
  const say = (value: RuleValues[string]) =>
    typeof value === 'number' ? value.toLocaleString(tag) : typeof value === 'string' ? value : sayRule(value.rule, locale);
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, say(value)]));
}

/**
 * A rule's message in a language, its holes filled. A message that is no key is said as it is: zod's
 * own words for a check that names no rule (a field of the wrong type), or a test's own text.
 */
export function sayRule(message: RuleMessage, locale: Locale): string {
  const { key, values } = typeof message === 'string' ? { key: message, values: undefined } : message;
  const text = ruleText(locale, key) ?? key;
  return values ? fill(text, formatted(values, locale)) : text;
}

/** Each field's rule, said in a language. */
export function sayFields(fields: Readonly<Record<string, RuleMessage>>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, sayRule(message, locale)]));
}
