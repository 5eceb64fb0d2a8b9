import type { PublicAlert } from '~/modules/alerts/alerts.server';
import type { MetaDescriptor } from 'react-router';
import type { Words } from '~/i18n/catalogue';
import { staffTextIn, type Bilingual } from '~/i18n/staff-text';
import { defaultLocale, isLocale, localePath, locales, localeTags, openGraphLocales, type Locale } from '~/i18n/locales';
import type { PageHeading } from '~/components/frame/PageHeader';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';

/** This site's absolute address of a page in a language: what a canonical link and a shared link name. */
export function pageAddress(publicUrl: string, locale: Locale, path: string): string {
  return `${publicUrl}${localePath(locale, path)}`;
}

/** The kinds of item with a generated card of their own (a shared link's picture), as their address names them. */
export type ShareCardKind = 'notices' | 'events' | 'jobs';

/**
 * The generated card's address (routes/seo/share-card.ts): the school's card, or an item's with its
 * kind and title. An item is named by its id, never by text, so nobody can make the site draw words.
 */
export function shareCardPath(locale: Locale, item?: { kind: ShareCardKind; id: number }): string {
  return `/og/${locale}/${item ? `${item.kind}/${item.id}` : 'school'}.png`;
}

/** What Open Graph readers (WhatsApp, Facebook, X) show largest without cropping: the card's size. */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** The picture of a shared link: an address on this site, its size and its words for those who cannot see it. */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** What the site layout's loader gives every page; read through `matches` in meta functions. */
export interface SiteFrameData {
  settings: PublicSiteSettings;
  signedIn: boolean;
  publicUrl: string;
  /** The static islands' words of the frame, on a navigation in the app only (app/web/page-words.server.ts). */
  words?: Partial<Words<'menuLinks' | 'footer' | 'alertBar'>>;
  /** The current alerts, on a navigation in the app only; a document's alert bar is kept as HTML (issue 17). */
  alerts?: PublicAlert[];
  /** Which alerts the page shows ("3,7"), so a navigation redraws the bar only when they changed. */
  alertsKey?: string;
}

export const siteLayoutId = 'routes/site/layout';

/**
 * A page's route `handle`: its heading for the second header. Data is the page's own loader data.
 */
export interface SiteHandle<Data = unknown> {
  heading?: (data: Data) => PageHeading | undefined;
}

export interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

function frameData(matches: readonly (MatchLike | undefined)[]): SiteFrameData | undefined {
  const layout = matches.find((m) => m?.id === siteLayoutId);
  return (layout?.loaderData ?? layout?.data) as SiteFrameData | undefined;
}

/** The page's language, from the root's loader (app/root.tsx). */
export function pageLocale(matches: readonly (MatchLike | undefined)[]): Locale {
  const root = matches.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { locale?: unknown } | undefined;
  return typeof data?.locale === 'string' && isLocale(data.locale) ? data.locale : defaultLocale;
}

/**
 * Title, description, canonical URL, the page's other languages and Open Graph tags of one page.
 * `path` is the English address (`/contact`); each language's address is made from it. `image` is the
 * picture a shared link shows (an item's photo or card); without it, the card with the school's name.
 */
export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  page: { title: string | Bilingual; description: string | Bilingual; path: string; image?: ShareImage },
): MetaDescriptor[] {
  const frame = frameData(matches);
  const locale = pageLocale(matches);
  // What staff wrote (a notice's title) in the page's language when they gave it one.
  const inLanguage = (text: string | Bilingual) => (typeof text === 'string' ? text : staffTextIn(locale, text.en, text.hi).text);
  const pageTitle = inLanguage(page.title);
  const description = inLanguage(page.description);
  const schoolName = frame ? staffTextIn(locale, frame.settings.schoolName, frame.settings.schoolNameHi).text : '';
  const title = schoolName && pageTitle !== schoolName ? `${pageTitle} | ${schoolName}` : pageTitle;
  const origin = frame?.publicUrl ?? '';
  const urlIn = (language: Locale) => pageAddress(origin, language, page.path);
  const url = urlIn(locale);
  const image = page.image ?? { path: shareCardPath(locale), ...shareCardSize, alt: schoolName };
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...locales.map((language) => ({ tagName: 'link', rel: 'alternate', hrefLang: localeTags[language], href: urlIn(language) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urlIn(defaultLocale) },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: schoolName },
    { property: 'og:locale', content: openGraphLocales[locale] },
    ...locales.filter((language) => language !== locale).map((language) => ({ property: 'og:locale:alternate', content: openGraphLocales[language] })),
    { property: 'og:image', content: `${origin}${image.path}` },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
