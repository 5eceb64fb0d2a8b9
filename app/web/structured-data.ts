import type { SiteSettings } from '~/modules/settings/settings-schema';

/**
 * The schema.org `School` description of the home page (JSON-LD), built from the site settings so
 * that search engines show the same name, phones and address as the page. Empty settings are left
 * out rather than sent blank.
 */
export function schoolJsonLd(settings: Omit<SiteSettings, 'heroPosterImageId'>, publicUrl: string): Record<string, unknown> {
  const phones = settings.phones.map((p) => p.trim()).filter(Boolean);
  const sameAs = Object.values(settings.social).filter(Boolean);
  const school: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'School',
    name: settings.schoolName,
    url: `${publicUrl}/`,
    foundingDate: String(settings.foundedYear),
  };
  if (settings.tagline) school.slogan = settings.tagline;
  if (phones.length > 0) {
    school.telephone = phones[0];
    school.contactPoint = phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, contactType: 'school office' }));
  }
  if (settings.email) school.email = settings.email;
  if (settings.address) school.address = { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'IN' };
  if (settings.mapLatitude !== null && settings.mapLongitude !== null) {
    school.geo = { '@type': 'GeoCoordinates', latitude: settings.mapLatitude, longitude: settings.mapLongitude };
  }
  if (sameAs.length > 0) school.sameAs = sameAs;
  return school;
}
