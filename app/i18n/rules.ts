/**
 * The names of the rules' messages (the catalogue's `rules` section, DESIGN.md §8). Schemas and
 * modules say which rule refused something by key; the words are chosen at the edge, in the language
 * of whoever asked (`sayRule` in ./rules.server.ts). Safe for the browser: only the catalogue's type
 * is imported here, never its words.
 */
import type { Catalogue } from './catalogue';

/** The dotted paths to a tree's texts: { notice: { titleMissing: '…' } } gives 'notice.titleMissing'. */
type TextKeys<T> = {
  [Key in keyof T & string]: T[Key] extends string ? Key : `${Key}.${TextKeys<T[Key]>}`;
}[keyof T & string];

/** A rule's key; a misspelt one fails the typecheck. */
export type RuleKey = TextKeys<Catalogue['rules']>;

/**
 * What fills a rule's holes: `{ name: 'titel' }` for 'There is no field called “{name}”'. A hole may
 * hold another rule's text (`{ file: { rule: 'upload.things.photo' } }`), said in the same language.
 */
export type RuleValues = Readonly<Record<string, string | number | { readonly rule: RuleKey }>>;

/** A rule's message, to be said later: its key, or its key and what fills its holes. */
export type RuleMessage = RuleKey | { readonly key: RuleKey; readonly values: RuleValues };

/**
 * Names a rule's message, for a schema (`.min(1, rule('notice.titleMissing'))`) or a refusal. With
 * values, the message is kept with them (a refusal's; a schema's message is a string).
 */
export function rule<Key extends RuleKey>(key: Key): Key;
export function rule(key: RuleKey, values: RuleValues): RuleMessage;
export function rule(key: RuleKey, values?: RuleValues): RuleMessage {
  return values ? { key, values } : key;
}
