/**
 * What staff wrote, in the page's language (DESIGN.md §8): a text has its English and, optionally,
 * its Hindi. A Hindi page shows the Hindi when staff gave one; otherwise the English, inside an
 * element marked `lang="en-IN"`, so a screen reader reads it as English and a search engine knows.
 * An English page shows the English as it always did, unmarked.
 */
import { defaultLocale, localeTags, type Locale } from './locales';
import { useLocale } from './words';

/** A text staff wrote: its English, and its Hindi if they gave one. */
export interface Bilingual {
  en: string;
  hi?: string | null;
}

export interface StaffWritten {
  text: string;
  /** The text's language when it differs from the page's; undefined when it is the page's own. */
  lang: string | undefined;
}

/** What a page in `locale` shows of a staff text, for code outside components (a meta title). */
export function staffTextIn(locale: Locale, english: string, hindi?: string | null): StaffWritten {
  if (locale === defaultLocale) return { text: english, lang: undefined };
  if (hindi && hindi.trim() !== '') return { text: hindi, lang: undefined };
  return { text: english, lang: english === '' ? undefined : localeTags[defaultLocale] };
}

/** Chooses, for the page's language, between the English of a staff text and its Hindi. */
export function useStaffWords(): (english: string, hindi?: string | null) => StaffWritten {
  const locale = useLocale();
  return (english, hindi) => staffTextIn(locale, english, hindi);
}

/** A staff text inline: a span only where its language differs from the page's. */
export function StaffText({ en, hi }: Bilingual) {
  const { text, lang } = useStaffWords()(en, hi);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
