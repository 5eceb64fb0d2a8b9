import { defaultLocale, localePath, type Locale } from '~/i18n/locales';
import { staffTextIn } from '~/i18n/staff-text';
import type { Catalogue } from '~/i18n/catalogue';
import { fill } from '~/lib/fill';
import { namesBoard } from '~/modules/settings/school-board';
import type { SiteSettings } from '~/modules/settings/settings-schema';

/** The words that name the school's board and identifiers, in the page's language. */
export type AffiliationWords = Catalogue['affiliation'];

/** One of the school's identifiers, named in the page's language: a schema.org `PropertyValue` in the JSON-LD. */
export interface SchoolIdentifier {
  propertyID: string;
  value: string;
}

/**
 * The schema.org `School` description of the home page (JSON-LD), built from the site settings so
 * that search engines show the same name, phones and address as the page. Empty settings are left
 * out rather than sent blank.
 */
export function schoolJsonLd(
  settings: Omit<SiteSettings, 'heroPosterImageId'>,
  publicUrl: string,
  locale: Locale = defaultLocale,
  identifiers: readonly SchoolIdentifier[] = [],
): Record<string, unknown> {
  // In the page's language where staff gave it (a Hindi page's home is /hi); the other name as an alternate.
  const said = (english: string, hindi: string | null | undefined) => staffTextIn(locale, english, hindi).text;
  const name = said(settings.schoolName, settings.schoolNameHi);
  const phones = settings.phones.map((p) => p.trim()).filter(Boolean);
  const sameAs = Object.values(settings.social).filter(Boolean);
  const school: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'School',
    name,
    url: `${publicUrl}${localePath(locale, '/')}`,
    foundingDate: String(settings.foundedYear),
  };
  if (name !== settings.schoolName) school.alternateName = settings.schoolName;
  if (settings.tagline) school.slogan = said(settings.tagline, settings.taglineHi);
  if (phones.length > 0) {
    school.telephone = phones[0];
    school.contactPoint = phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, contactType: 'school office' }));
  }
  if (settings.email) school.email = settings.email;
  if (settings.address) school.address = { '@type': 'PostalAddress', streetAddress: said(settings.address, settings.addressHi), addressCountry: 'IN' };
  if (settings.mapLatitude !== null && settings.mapLongitude !== null) {
    school.geo = { '@type': 'GeoCoordinates', latitude: settings.mapLatitude, longitude: settings.mapLongitude };
  }
  if (sameAs.length > 0) school.sameAs = sameAs;
  if (identifiers.length > 0) school.identifier = identifiers.map((identifier) => ({ '@type': 'PropertyValue', ...identifier }));
  return school;
}

/**
 * The board's numbers and the UDISE+ code as schema.org `PropertyValue`s, each named in the page's
 * language with its board ("CBSE affiliation number"); only the ones staff gave, and none when the
 * school names no board (DESIGN.md §9). Made by the home page's loader, which has the catalogue, so
 * that the page's data carries these few names rather than the affiliation's words.
 */
export function schoolIdentifiers(settings: Omit<SiteSettings, 'heroPosterImageId'>, words: AffiliationWords, locale: Locale): SchoolIdentifier[] {
  if (!namesBoard(settings)) return [];
  const said = (english: string, hindi: string | null | undefined) => staffTextIn(locale, english, hindi).text;
  const board = settings.board === 'other' || settings.board === 'none' ? said(settings.boardName, settings.boardNameHi) : words.boards[settings.board];
  const named = (propertyID: string, value: string): SchoolIdentifier => ({ propertyID, value });
  const identifiers: SchoolIdentifier[] = [];
  if (settings.affiliationNumber) identifiers.push(named(fill(words.identifiers.affiliationNumber, { board }), settings.affiliationNumber));
  if (settings.schoolCode) identifiers.push(named(fill(words.identifiers.schoolCode, { board }), settings.schoolCode));
  if (settings.udiseCode) identifiers.push(named(words.identifiers.udiseCode, settings.udiseCode));
  return identifiers;
}
