import { defaultLocale, localePath, type Locale } from '~/i18n/locales';
import { staffTextIn } from '~/i18n/staff-text';
import { namesBoard } from '~/modules/settings/school-board';
import type { SiteSettings } from '~/modules/settings/settings-schema';

/** One of the school's identifiers: a schema.org `PropertyValue` in the JSON-LD. */
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
  if (settings.tagline || settings.taglineHi) school.slogan = said(settings.tagline, settings.taglineHi);
  if (phones.length > 0) {
    school.telephone = phones[0];
    school.contactPoint = phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, contactType: 'school office' }));
  }
  if (settings.email) school.email = settings.email;
  if (settings.address || settings.addressHi) school.address = { '@type': 'PostalAddress', streetAddress: said(settings.address, settings.addressHi), addressCountry: 'IN' };
  if (settings.mapLatitude !== null && settings.mapLongitude !== null) {
    school.geo = { '@type': 'GeoCoordinates', latitude: settings.mapLatitude, longitude: settings.mapLongitude };
  }
  if (sameAs.length > 0) school.sameAs = sameAs;
  if (identifiers.length > 0) school.identifier = identifiers.map((identifier) => ({ '@type': 'PropertyValue', ...identifier }));
  return school;
}

/** The boards' names as the search engines' descriptions give them, whatever the page's language. */
const boardIds = { cbse: 'CBSE', bseb: 'BSEB', icse: 'ICSE' } as const;

/**
 * The board's numbers and the UDISE+ code as schema.org `PropertyValue`s, named by stable English
 * identifiers ("CBSE affiliation number", "UDISE+ code") on every page, as `propertyID` is meant for
 * machines; only the ones staff gave, and none when the school names no board (DESIGN.md §9). Made
 * from the settings the frame already has, so the page's data carries nothing more for them.
 */
export function schoolIdentifiers(settings: Omit<SiteSettings, 'heroPosterImageId'>): SchoolIdentifier[] {
  if (!namesBoard(settings) || settings.board === 'none') return [];
  const board = settings.board === 'other' ? settings.boardName : boardIds[settings.board];
  const identifiers: SchoolIdentifier[] = [];
  if (settings.affiliationNumber) identifiers.push({ propertyID: `${board} affiliation number`.trim(), value: settings.affiliationNumber });
  if (settings.schoolCode) identifiers.push({ propertyID: `${board} school code`.trim(), value: settings.schoolCode });
  if (settings.udiseCode) identifiers.push({ propertyID: 'UDISE+ code', value: settings.udiseCode });
  return identifiers;
}
