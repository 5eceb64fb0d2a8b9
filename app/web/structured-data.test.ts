import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '~/modules/settings/settings-schema';
import { schoolIdentifiers, schoolJsonLd } from './structured-data';

describe('schema.org School JSON-LD', () => {
  it('describes the school from its settings, with only the social links that are set', () => {
    const settings = siteSettingsSchema.parse({
      schoolName: 'Sunrise Mission School',
      phones: ['+91 98765 43210', '0612 234 5678'],
      email: 'office@school.example',
      address: 'Boring Road, Patna, Bihar 800001',
      mapLatitude: 25.6,
      mapLongitude: 85.1,
      social: { facebook: 'https://www.facebook.com/school', instagram: '', youtube: 'https://www.youtube.com/@school', x: '' },
      foundedYear: 2020,
    });
    expect(schoolJsonLd(settings, 'https://school.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: 'Sunrise Mission School',
      url: 'https://school.example/',
      foundingDate: '2020',
      telephone: '+91 98765 43210',
      contactPoint: [
        { '@type': 'ContactPoint', telephone: '+91 98765 43210', contactType: 'school office' },
        { '@type': 'ContactPoint', telephone: '0612 234 5678', contactType: 'school office' },
      ],
      email: 'office@school.example',
      address: { '@type': 'PostalAddress', streetAddress: 'Boring Road, Patna, Bihar 800001', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: 25.6, longitude: 85.1 },
      sameAs: ['https://www.facebook.com/school', 'https://www.youtube.com/@school'],
    });
  });

  it('speaks the page’s language where staff gave one, naming the English as an alternate', () => {
    const settings = siteSettingsSchema.parse({ schoolName: 'Sunrise Mission School', schoolNameHi: 'सनराइज़ मिशन स्कूल', tagline: 'Excellence', address: 'Boring Road' });
    expect(schoolJsonLd(settings, 'https://school.example', 'hi')).toMatchObject({
      name: 'सनराइज़ मिशन स्कूल',
      alternateName: 'Sunrise Mission School',
      url: 'https://school.example/hi',
      slogan: 'Excellence',
      address: { streetAddress: 'Boring Road' },
    });
    expect(schoolJsonLd(settings, 'https://school.example', 'en')).not.toHaveProperty('alternateName');
  });

  it('leaves out what the school has not filled in', () => {
    const json = schoolJsonLd(siteSettingsSchema.parse({}), 'http://localhost:3000');
    expect(Object.keys(json).sort()).toEqual(['@context', '@type', 'foundingDate', 'name', 'url']);
  });

  it('gives the board’s numbers as PropertyValues with stable English names on every page, and none when no board is set', () => {
    const settings = siteSettingsSchema.parse({ schoolName: 'Sunrise', board: 'cbse', affiliationNumber: '330123', udiseCode: '10280500123' });
    expect(schoolJsonLd(settings, 'https://school.example', 'hi', schoolIdentifiers(settings)).identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'CBSE affiliation number', value: '330123' },
      { '@type': 'PropertyValue', propertyID: 'UDISE+ code', value: '10280500123' },
    ]);
    expect(schoolIdentifiers({ ...settings, schoolCode: '65123' }).map((identifier) => identifier.propertyID)).toEqual([
      'CBSE affiliation number',
      'CBSE school code',
      'UDISE+ code',
    ]);
    const other = { ...settings, board: 'other' as const, boardName: 'NIOS', boardNameHi: 'एनआईओएस', udiseCode: '' };
    expect(schoolIdentifiers(other)).toEqual([{ propertyID: 'NIOS affiliation number', value: '330123' }]);
    expect(schoolIdentifiers({ ...settings, board: 'none' })).toEqual([]);
    expect(schoolJsonLd({ ...settings, board: 'none' }, 'https://school.example', 'en', [])).not.toHaveProperty('identifier');
  });
});
