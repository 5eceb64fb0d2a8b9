import { defaultRtePortalUrl } from './school-board';
import type { SiteSettings } from './settings-schema';

/**
 * The settings a page shows when even the settings could not be read (the error page's frame).
 * A plain object, so that the browser bundle does not carry zod for it (about 30 KB gzip);
 * settings.test.ts checks that it equals the schema's defaults.
 */
export const fallbackSiteSettings: SiteSettings = {
  schoolName: 'Our School',
  tagline: '',
  phones: [],
  email: '',
  address: '',
  schoolNameHi: null,
  taglineHi: null,
  addressHi: null,
  mapLatitude: null,
  mapLongitude: null,
  hours: [],
  social: { facebook: '', instagram: '', youtube: '', x: '' },
  whatsapp: '',
  foundedYear: 2020,
  heroPosterImageId: null,
  heroVideoUrl: '',
  showsDemoContent: false,
  board: 'none',
  boardName: '',
  boardNameHi: null,
  affiliationNumber: '',
  schoolCode: '',
  udiseCode: '',
  rtePortalUrl: defaultRtePortalUrl,
};
