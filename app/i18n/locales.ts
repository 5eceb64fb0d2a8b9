/**
 * The languages the site speaks (DESIGN.md §8). English is the default and answers today's addresses;
 * another language answers under its own prefix (`/hi/…`) once its catalogue exists.
 */
export const locales = ['en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The BCP 47 tag of a locale, for `<html lang>`, `hreflang` and `Intl`. */
export const localeTags: Record<Locale, string> = { en: 'en-IN' };

/** The locale an address answers in: its first segment when that names a locale, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return locales.find((locale) => locale !== defaultLocale && locale === first) ?? defaultLocale;
}

/** The locale a request answers in (a page, or its `.data` for client navigation). */
export function localeOfRequest(request: { url: string }): Locale {
  return localeOfPath(new URL(request.url).pathname);
}
