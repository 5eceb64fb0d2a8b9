/**
 * The dashboard's language, decided in one place. Today it is the address's language, which for
 * `/dashboard/…` is always English; when each staff account chooses its language (DESIGN.md §8),
 * `staffLocale` alone changes, and every screen's words, messages and dates follow it.
 */
import type { Catalogue, Section, Words } from '~/i18n/catalogue';
import { localeOfRequest, type Locale } from '~/i18n/locales';
import { catalogueFor, wordsFor } from '~/i18n/words.server';

/** The language the signed-in staff member reads the dashboard in. */
export function staffLocale(request: Request): Locale {
  return localeOfRequest(request);
}

/** The sections a dashboard loader sends its screen, in the staff member's language. */
export function staffWords<S extends Section>(request: Request, ...sections: S[]): Words<S> {
  return wordsFor(staffLocale(request), ...sections);
}

/** The whole catalogue in the staff member's language: for actions' messages and loaders' item lines. */
export function staffCatalogue(request: Request): Catalogue {
  return catalogueFor(staffLocale(request));
}
