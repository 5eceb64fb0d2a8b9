/**
 * Every language's catalogue, on the server only: a page receives just the sections its route names,
 * in its own language, through loader data (DESIGN.md §8), so no browser downloads a catalogue whole
 * or another language's words.
 */
import type { Catalogue, Section, Words } from './catalogue';
import { en } from './en';
import { hi } from './hi';
import type { Locale } from './locales';

const catalogues: Record<Locale, Catalogue> = { en, hi };

/** The whole catalogue of a language, for server code: actions' messages, feeds, e-mails. */
export function catalogueFor(locale: Locale): Catalogue {
  return catalogues[locale];
}

/** The named sections of a language's catalogue, for a loader to hand its page. */
export function wordsFor<S extends Section>(locale: Locale, ...sections: S[]): Words<S> {
  const catalogue = catalogues[locale];
  const words: Partial<Catalogue> = {};
  for (const section of sections) Object.assign(words, { [section]: catalogue[section] });
  return words as Words<S>;
}
