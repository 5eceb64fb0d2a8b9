/**
 * The shape every language's catalogue has: the English one's, with each text widened to `string`, so
 * that another language must give the same keys and may say anything in them (DESIGN.md §8).
 *
 * A catalogue holds words only: texts, lists of texts, templates with `{name}` holes (filled by
 * `fill`) and plural forms (chosen by `plural`). Addresses, pictures and numbers stay in `app/content`
 * or the modules, in one place for every language.
 */
import type { en } from './en';
import type * as englishParts from './en/parts';

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Widen<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: Widen<T[Key]> }
      : T;

export type Catalogue = Widen<typeof en>;

/** What each language's folder exports (en/parts.ts, hi/parts.ts) for `catalogueOf` (./sections.ts). */
export type LanguageParts = Widen<typeof englishParts>;
export type Section = keyof Catalogue;

/** The sections a route sends to the page: what its components read through `useWords`. */
export type Words<S extends Section = Section> = Pick<Catalogue, S>;
