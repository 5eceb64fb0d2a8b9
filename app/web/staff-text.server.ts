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
