/**
 * The languages the site speaks (DESIGN.md §8). English is the default and answers today's addresses;
 * Hindi answers the same pages under `/hi/…`. An address always answers one language: nothing here
 * reads a cookie or `Accept-Language`.
 */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The BCP 47 tag of a locale, for `<html lang>`, `hreflang` and `Intl`. */
export const localeTags: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Open Graph writes a locale with an underscore. */
export const openGraphLocales: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/** Each language's name in itself: what the language switch says. */
export const localeNames: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The locale an address answers in: its first segment when that names a locale, else English. */
export function localeOfPath(pathname: string): Locale {
  // A page's data for a navigation in the app is asked for at `<page>.data` (`/hi.data` for `/hi`).
  // Routes match without regard to case (`/HI/contact` is `/hi/contact`), and so does the language.
  const first = (pathname.split('/')[1] ?? '').replace(/\.data$/, '').toLowerCase();
  return locales.find((locale) => locale !== defaultLocale && locale === first) ?? defaultLocale;
}

/** The locale a request answers in (a page, or its `.data` for client navigation). */
export function localeOfRequest(request: { url: string }): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

// Staff screens, the API, files and the search engines' files have one address for every language.
const sharedAddress = /^\/(?:api|dashboard|uploads|assets|logout|notice)(?:[/?#]|$)/i;

/**
 * Whether an address of this site has one version per language: every public page does; the
 * dashboard, the API, files and anything with a file name (`/sitemap.xml`, `/favicon.svg`) do not.
 */
export function isLocalizedPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (sharedAddress.test(path)) return false;
  const pathname = path.split(/[?#]/)[0];
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * Which document an address belongs to: one language of the public site, or the pages every language
 * shares (the dashboard, whose language is each staff account's own). Moving between two documents
 * changes the root's language (app/root.tsx); between two languages of the public site it loads a new
 * document, since the frame's static islands keep the HTML they came with.
 */
export function documentOf(path: string): Locale | 'shared' {
  return isLocalizedPath(path) ? localeOfPath(path.split(/[?#]/)[0]) : 'shared';
}

/** The address without its language prefix: `/hi/contact?x=1` → `/contact?x=1`, `/hi` → `/`. */
export function withoutLocale(path: string): string {
  const locale = localeOfPath(path.split(/[?#]/)[0]);
  if (locale === defaultLocale) return path;
  const rest = path.slice(locale.length + 1);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * An address of this site in a language: `localePath('hi', '/contact#form')` is `/hi/contact#form`,
 * `localePath('hi', '/')` is `/hi`. Addresses shared by every language, other sites' and relative
 * ones are returned as they are; an address already in a language is moved to the one asked for.
 */
export function localePath(locale: Locale, path: string): string {
  if (!isLocalizedPath(path)) return path;
  const bare = withoutLocale(path);
  if (locale === defaultLocale) return bare;
  if (bare === '/') return `/${locale}`;
  if (bare.startsWith('/?') || bare.startsWith('/#')) return `/${locale}${bare.slice(1)}`;
  return `/${locale}${bare}`;
}
