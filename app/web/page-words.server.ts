import type { Section, Words } from '~/i18n/catalogue';
import type { Locale } from '~/i18n/locales';
import { wordsFor } from '~/i18n/words.server';
import type { AppContext } from './context';
import type { SentHeading } from './sent-heading';

/**
 * Data only a static island shows (the home page's notices): a document's island is drawn on the
 * server, which reads the value from the request's context, and kept as HTML, so the document's data
 * leaves it out; a navigation in the app draws the island in the browser, so its `.data` carries it.
 * The island reads it with `useIslandData(key, sent)` (app/components/ui/island-data.tsx).
 */
export function islandData<T>(context: Pick<AppContext, 'documentRequest' | 'islandData'>, key: string, value: T): T | undefined {
  if (!context.documentRequest) return value;
  context.islandData.set(key, value);
  return undefined;
}

/**
 * The words of a page's static islands (decision 0019), which only they read (`useIslandWords`). A
 * document's islands are drawn on the server from the whole catalogue and kept as HTML, so their
 * words would be dead weight in its data; a navigation in the app draws them in the browser, so its
 * `.data` carries them.
 */
export function islandWords<S extends Section>(context: Pick<AppContext, 'documentRequest'>, locale: Locale, ...sections: S[]): Partial<Words<S>> {
  return context.documentRequest ? {} : wordsFor(locale, ...sections);
}

/** The heading a page sends beside its island (`SentHeading`), picked from its catalogue section. */
export function sentHeading({ title, lead, description }: SentHeading): SentHeading {
  return { title, lead, description };
}
