/**
 * The dashboard's language, decided in one place: the one the signed-in account chose, saved with it
 * (DESIGN.md §8; English until it chooses). Every screen's words, messages and dates follow it.
 */
import type { Catalogue, Section, Words } from '~/i18n/catalogue';
import { defaultLocale, type Locale } from '~/i18n/locales';
import type { AppContext } from '~/web/context';
import { gatedSession } from '~/web/auth.server';
import { catalogueFor, wordsFor } from '~/i18n/words.server';

/** The language the signed-in staff member reads the dashboard in. */
export function staffLocale(context: AppContext): Locale {
  return gatedSession(context)?.staff.locale ?? defaultLocale;
}

/** The sections a dashboard loader sends its screen, in the staff member's language. */
export function staffWords<S extends Section>(context: AppContext, ...sections: S[]): Words<S> {
  return wordsFor(staffLocale(context), ...sections);
}

/** The whole catalogue in the staff member's language: for actions' messages and loaders' item lines. */
export function staffCatalogue(context: AppContext): Catalogue {
  return catalogueFor(staffLocale(context));
}
