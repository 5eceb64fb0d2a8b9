/**
 * Texts with holes and plural forms. Catalogues stay plain data (they travel to the browser in loader
 * data, where functions cannot), so a text that varies is a template filled here.
 */

/** Fills the `{name}` places of a UI text: fill('Photo {n} of {total}', { n: 2, total: 6 }). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

/** Plural forms of one text, by the categories of `Intl.PluralRules`; `other` is always given. */
export type PluralForms = { readonly one?: string; readonly other: string };

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The form for `count` in the language `tag` ("en-IN"), with `{count}` filled by the number as that
 * language writes it: plural({ one: '{count} year', other: '{count} years' }, 5, 'en-IN') is "5 years".
 */
export function plural(forms: PluralForms, count: number, tag: string): string {
  let rules = pluralRules.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRules.set(tag, rules);
  }
  const form = rules.select(count) === 'one' && forms.one !== undefined ? forms.one : forms.other;
  return fill(form, { count: count.toLocaleString(tag) });
}
