import type { Section, Words } from '~/i18n/catalogue';
import type { Locale } from '~/i18n/locales';
import { wordsFor } from '~/i18n/words.server';
import type { AppContext } from './context';

/**
 * The words of a page's static islands (decision 0019), which only they read (`useIslandWords`). A
 * document's islands are drawn on the server from the whole catalogue and kept as HTML, so their
 * words would be dead weight in its data; a navigation in the app draws them in the browser, so its
 * `.data` carries them.
 */
export function islandWords<S extends Section>(context: Pick<AppContext, 'documentRequest'>, locale: Locale, ...sections: S[]): Partial<Words<S>> {
  return context.documentRequest ? {} : wordsFor(locale, ...sections);
}
