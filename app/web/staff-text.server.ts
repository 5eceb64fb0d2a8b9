import { defaultLocale, type Locale } from '~/i18n/locales';

/**
 * What staff wrote, ready for a page in `locale` (DESIGN.md §8): each text's Hindi twin is named
 * `<field>Hi` (decision 0052). An English page gets no twin, so it downloads no Hindi; a Hindi page
 * gets both, the English shown (marked `lang="en-IN"`) where the Hindi is missing (`StaffText`).
 * Every public loader passes the content it sends through here; the JSON API sends both languages.
 */
export function staffTextFor<T>(locale: Locale, content: T): T {
  return locale === defaultLocale ? withoutTwins(content) : content;
}

function withoutTwins<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutTwins) as T;
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!/^[a-z]\w*Hi$/.test(key)) kept[key] = withoutTwins(item);
  }
  return kept as T;
}

/**
 * `staffTextFor`, for content whose texts are shown in the page's language and nowhere else in
 * English (the home page's ticker and job panel, the frame's tagline, address and hours): on a Hindi
 * page, an English text whose Hindi twin is given is left out (''), since `StaffText` shows the twin;
 * it then travels in one language only. `keepEnglish` names texts the page also needs in English
 * (the school's name, the JSON-LD's alternate name).
 */
export function staffTextShownFor<T>(locale: Locale, content: T, { keepEnglish = [] }: { keepEnglish?: readonly string[] } = {}): T {
  if (locale === defaultLocale) return withoutTwins(content);
  return shownOnly(content, keepEnglish);
}

function shownOnly<T>(value: T, keepEnglish: readonly string[]): T {
  if (Array.isArray(value)) return value.map((item) => shownOnly(item, keepEnglish)) as T;
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  const shown: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) shown[key] = shownOnly(item, keepEnglish);
  for (const [key, twin] of Object.entries(record)) {
    const english = key.replace(/Hi$/, '');
    const translated = /^[a-z]\w*Hi$/.test(key) && typeof twin === 'string' && twin.trim() !== '';
    if (translated && typeof record[english] === 'string' && !keepEnglish.includes(english)) shown[english] = '';
  }
  return shown as T;
}
