/**
 * The one way a component reads words: `useWords('home')` gives the `home` section of the page's
 * language. Loaders send sections (`wordsFor`); the root merges what every matched route sent.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { Catalogue, Section } from './catalogue';
import { defaultLocale, localeTags, type Locale } from './locales';

export interface PageWords {
  locale: Locale;
  words: Partial<Catalogue>;
}

const PageWordsContext = createContext<PageWords>({ locale: defaultLocale, words: {} });

/**
 * The page language's whole catalogue, given by the server's render only (app/entry.server.tsx):
 * static islands read from it there, so a document's data need not carry words kept as HTML.
 */
export const ServerCatalogueContext = createContext<Catalogue | undefined>(undefined);

/** The words a route's loader data carries, if any. */
export function wordsIn(data: unknown): Partial<Catalogue> | undefined {
  if (typeof data !== 'object' || data === null || !('words' in data)) return undefined;
  return data.words as Partial<Catalogue>;
}

/** Gives the page the words its matched routes' loaders sent, in the root loader's language. */
export function PageWordsProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const matches = useMatches();
  const words = useMemo(() => {
    const merged: Partial<Catalogue> = {};
    for (const match of matches) Object.assign(merged, wordsIn(match.loaderData));
    return merged;
  }, [matches]);
  return (
    <WordsProvider locale={locale} words={words}>
      {children}
    </WordsProvider>
  );
}

/** Words given directly: for a component rendered outside a route (its unit test). */
export function WordsProvider({ locale, words, children }: PageWords & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, words }), [locale, words]);
  return <PageWordsContext.Provider value={value}>{children}</PageWordsContext.Provider>;
}

/** The page's language and every section its loaders sent, as a whole (a static island drawn apart, app/web/island-fragments.server.tsx). */
export function usePageWords(): PageWords {
  return useContext(PageWordsContext);
}

/** One section of the page's words; a route that renders a component must send the sections it reads. */
export function useWords<S extends Section>(section: S): Catalogue[S] {
  const words = useContext(PageWordsContext).words[section];
  if (words === undefined) throw new Error(`No loader of this page sent the words "${section}" (wordsFor in its loader).`);
  return words as Catalogue[S];
}

/**
 * `useWords` for a component drawn only inside a static island (app/components/ui/StaticIsland.tsx).
 * In a document the island is drawn on the server, from the whole catalogue, and the browser keeps
 * its HTML; after a navigation in the app it is drawn in the browser from the words the loader sent
 * with the navigation's data (`islandWords`).
 */
export function useIslandWords<S extends Section>(section: S): Catalogue[S] {
  const sent = useContext(PageWordsContext).words[section];
  const server = useContext(ServerCatalogueContext)?.[section];
  const words = sent ?? server;
  if (words === undefined) throw new Error(`No loader of this page sent the island words "${section}" (islandWords in its loader).`);
  return words as Catalogue[S];
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(PageWordsContext).locale;
}

/** The page's language as `Intl` and `lang` want it ("en-IN"). */
export function useLocaleTag(): string {
  return localeTags[useLocale()];
}
