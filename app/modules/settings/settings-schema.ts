import { z } from 'zod';
import { rule, type RuleKey } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { readMapLink, type MapLinkReading } from '~/lib/map-link';
import { normaliseIndianPhone } from '~/lib/phone';
import { translationText } from '~/lib/text-schema';
import { defaultRtePortalUrl } from './school-board';
import { schoolBoards } from './school-boards';

/**
 * The school's own details, editable by staff (DESIGN.md §5: one source for hours, phones, e-mail,
 * address and social links). Empty values are hidden by the pages rather than shown blank.
 */

const webAddress = rule('settings.webAddress');
/** A social link: empty, or a web address of at most 300 characters. */
const optionalUrl = z.union([z.literal(''), z.url({ message: webAddress, protocol: /^https?$/ }).max(300, rule('settings.webAddressTooLong'))], {
  message: webAddress,
});

export const hoursLineSchema = z.strictObject(
  {
    days: z.string({ error: rule('settings.daysMissing') }).trim().min(1, rule('settings.daysMissing')).max(60, rule('settings.daysTooLong')),
    time: z.string({ error: rule('settings.timeMissing') }).trim().min(1, rule('settings.timeMissing')).max(60, rule('settings.timeTooLong')),
    /** The line in Hindi: optional, null when none (decision 0052). A line is sent whole, so one left out is none. */
    daysHi: translationText(60, rule('common.notText'), rule('settings.daysHiTooLong')).default(null),
    timeHi: translationText(60, rule('common.notText'), rule('settings.timeHiTooLong')).default(null),
  },
  { error: rule('settings.hoursLineNotPair') },
);

/** A phone number as shown to parents: digits, spaces, +, -, ( ) only; at least 10 digits. */
export const phoneSchema = z
  .string({ error: rule('settings.phoneNotText') })
  .trim()
  .max(30, rule('settings.phoneTooLong'))
  .regex(/^\+?[\d\s()-]*$/, rule('settings.phoneCharacters'))
  .refine((value) => value.replace(/\D/g, '').length >= 10, rule('settings.phoneTooShort'));

/**
 * The home hero's video: empty for the built-in clip, a path on this site ("/media/…") or an https
 * address of an MP4 or WebM file. We do not transcode video (docs/decisions/0038-site-settings-editor.md).
 */
const heroVideoSchema = z
  .string({ error: rule('settings.videoAddress') })
  .trim()
  .max(500, rule('settings.videoTooLong'))
  .regex(/^((\/(?!\/)|https:\/\/)[^\s"'<>]*\.(mp4|webm)(\?[^\s"'<>]*)?)?$/i, rule('settings.videoAddress'));

/** An identifier a board or the government gives the school: empty, or letters, digits, / and - only. */
function schoolIdentifier(max: number, characters: RuleKey, tooLong: RuleKey) {
  return z
    .string({ error: characters })
    .trim()
    .max(max, tooLong)
    .regex(/^[A-Za-z0-9/-]*$/, characters);
}

/** Why a pasted map link gives no position, as the rule that says so. */
const mapLinkRefusals = {
  shortLink: rule('settings.mapLinkShort'),
  notMapLink: rule('settings.mapLinkNotMaps'),
  noCoordinates: rule('settings.mapLinkNoPlace'),
  outOfRange: rule('settings.mapLinkOutOfRange'),
} as const satisfies Record<Exclude<MapLinkReading['kind'], 'coordinates'>, RuleKey>;

/**
 * The school's place on the map as staff give it (decision 0067): a Google Maps link (or the two
 * numbers), read into its position; empty takes the map off (null). Only in a change: the position
 * is stored as `mapLatitude` and `mapLongitude` (saveSiteSettings).
 */
export const mapLinkSchema = z
  .string({ error: rule('settings.mapLinkNotText') })
  .trim()
  .max(2000, rule('settings.mapLinkTooLong'))
  .transform((link, context): { latitude: number; longitude: number } | null => {
    if (link === '') return null;
    const reading = readMapLink(link);
    if (reading.kind === 'coordinates') return { latitude: reading.latitude, longitude: reading.longitude };
    context.issues.push({ code: 'custom', message: mapLinkRefusals[reading.kind], input: link });
    return z.NEVER;
  });

/** The social links' rules, without defaults (see changeSchemaOf). */
export const socialFields = { facebook: optionalUrl, instagram: optionalUrl, youtube: optionalUrl, x: optionalUrl };

/**
 * Each setting's rules, without defaults: the stored settings add them below, and a change is made
 * from these (see changeSchemaOf), so that a change of one field never resets another.
 */
export const settingsFields = {
  schoolName: z.string({ error: rule('settings.schoolNameMissing') }).trim().min(1, rule('settings.schoolNameMissing')).max(100, rule('settings.schoolNameTooLong')),
  tagline: z.string({ error: rule('settings.taglineNotText') }).trim().max(120, rule('settings.taglineTooLong')),
  phones: z.array(phoneSchema, { error: rule('settings.phonesNotList') }).max(3, rule('settings.tooManyPhones')),
  email: z.union([z.literal(''), z.email({ message: rule('settings.emailInvalid') }).max(200, rule('settings.emailTooLong'))], {
    message: rule('settings.emailInvalid'),
  }),
  address: z.string({ error: rule('settings.addressNotText') }).trim().max(300, rule('settings.addressTooLong')),
  /** The school's name, tagline and address in Hindi: optional, null when none (decision 0052). */
  schoolNameHi: translationText(100, rule('common.notText'), rule('settings.schoolNameHiTooLong')),
  taglineHi: translationText(120, rule('common.notText'), rule('settings.taglineHiTooLong')),
  addressHi: translationText(300, rule('common.notText'), rule('settings.addressHiTooLong')),
  mapLatitude: z
    .number({ message: rule('settings.latitudeMissing') })
    .min(-90, rule('settings.latitudeRange'))
    .max(90, rule('settings.latitudeRange'))
    .nullable(),
  mapLongitude: z
    .number({ message: rule('settings.longitudeMissing') })
    .min(-180, rule('settings.longitudeRange'))
    .max(180, rule('settings.longitudeRange'))
    .nullable(),
  hours: z.array(hoursLineSchema, { error: rule('settings.hoursNotList') }).max(7, rule('settings.tooManyHours')),
  // social: its links' rules are socialFields above.
  /**
   * The WhatsApp number, typed like any Indian number ("98765 43210", "+91 98765 43210",
   * "098765-43210") and kept as wa.me's digits ("919876543210"); empty hides WhatsApp (decision 0067).
   */
  whatsapp: z
    .string({ error: rule('settings.whatsapp') })
    .trim()
    .max(20, rule('settings.whatsappTooLong'))
    .transform((typed, context) => {
      if (typed === '') return '';
      const number = normaliseIndianPhone(typed);
      if (number === null) {
        context.issues.push({ code: 'custom', message: rule('settings.whatsapp'), input: typed });
        return z.NEVER;
      }
      return number.slice(1);
    }),
  /** The home hero's poster: an uploaded image's row id, or null for the built-in picture. */
  heroPosterImageId: z
    .number({ error: rule('settings.posterImage') })
    .int(rule('settings.posterImage'))
    .positive(rule('settings.posterImage'))
    .nullable(),
  heroVideoUrl: heroVideoSchema,
  foundedYear: z
    .number({ error: rule('settings.foundedYear') })
    .int(rule('settings.foundedYear'))
    .min(1800, rule('settings.foundedYearTooEarly'))
    .max(2100, rule('settings.foundedYearTooLate')),
  /** Set while the demo content seeded at first start is still in place. */
  showsDemoContent: z.boolean({ error: rule('settings.demoContent') }),
  /** The board the school is affiliated to; 'none' hides the affiliation everywhere (decision 0056). */
  board: z.enum(schoolBoards, { error: rule('settings.boardUnknown') }),
  /** The board's name when it is 'other' (needed then: see `saveSiteSettings`), and its Hindi twin. */
  boardName: z.string({ error: rule('settings.boardNameNotText') }).trim().max(100, rule('settings.boardNameTooLong')),
  boardNameHi: translationText(100, rule('common.notText'), rule('settings.boardNameHiTooLong')),
  /** The board's affiliation number (CBSE's are 7 digits; other boards differ, so only the characters are checked). */
  affiliationNumber: schoolIdentifier(20, rule('settings.affiliationNumberCharacters'), rule('settings.affiliationNumberTooLong')),
  /** The school code the board gives (CBSE's 5 digits), checked as the affiliation number is. */
  schoolCode: schoolIdentifier(20, rule('settings.schoolCodeCharacters'), rule('settings.schoolCodeTooLong')),
  /**
   * The UDISE+ code of the Ministry of Education: 11 digits, or empty. No length of its own, so that
   * the form lets it be typed in groups ("1028 0500 123"), whose spaces the form takes off.
   */
  udiseCode: z
    .string({ error: rule('settings.udiseCode') })
    .trim()
    .regex(/^(\d{11})?$/, rule('settings.udiseCode')),
  /** The state's RTE admission portal, linked from the admissions page: an https address. */
  rtePortalUrl: z.url({ message: rule('settings.rtePortalUrl'), protocol: /^https$/ }).max(300, rule('settings.webAddressTooLong')),
};

/**
 * The settings as stored and shown. Every field has a neutral default, so a site with no settings
 * saved still renders; a stored field that is missing (after an upgrade, say) takes its default, and
 * one that is no longer known is dropped.
 */
export const siteSettingsSchema = z.object({
  ...settingsFields,
  schoolName: settingsFields.schoolName.default('Our School'),
  tagline: settingsFields.tagline.default(''),
  phones: settingsFields.phones.default([]),
  email: settingsFields.email.default(''),
  address: settingsFields.address.default(''),
  schoolNameHi: settingsFields.schoolNameHi.default(null),
  taglineHi: settingsFields.taglineHi.default(null),
  addressHi: settingsFields.addressHi.default(null),
  mapLatitude: settingsFields.mapLatitude.default(null),
  mapLongitude: settingsFields.mapLongitude.default(null),
  hours: settingsFields.hours.default([]),
  social: z
    .object(
      {
        facebook: optionalUrl.default(''),
        instagram: optionalUrl.default(''),
        youtube: optionalUrl.default(''),
        x: optionalUrl.default(''),
      },
      { error: rule('settings.socialNotLinks') },
    )
    .default({ facebook: '', instagram: '', youtube: '', x: '' }),
  // As stored: digits (numbers saved before decision 0067 may be of another country).
  whatsapp: z
    .string({ error: rule('settings.whatsapp') })
    .regex(/^(\d{10,15})?$/, rule('settings.whatsapp'))
    .default(''),
  heroPosterImageId: settingsFields.heroPosterImageId.default(null),
  heroVideoUrl: settingsFields.heroVideoUrl.default(''),
  foundedYear: settingsFields.foundedYear.default(2020),
  showsDemoContent: settingsFields.showsDemoContent.default(false),
  board: settingsFields.board.default('none'),
  boardName: settingsFields.boardName.default(''),
  boardNameHi: settingsFields.boardNameHi.default(null),
  affiliationNumber: settingsFields.affiliationNumber.default(''),
  schoolCode: settingsFields.schoolCode.default(''),
  udiseCode: settingsFields.udiseCode.default(''),
  rtePortalUrl: settingsFields.rtePortalUrl.default(defaultRtePortalUrl),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const defaultSiteSettings: SiteSettings = siteSettingsSchema.parse({});

/**
 * What staff may change (the settings screen and PATCH /api/settings): any of the fields but the ones
 * the system keeps (the demo marker; the poster's image id, which changes only through an upload). A
 * field left out keeps its value, and so does a social link left out of `social`.
 */
const { showsDemoContent: _systemKept, heroPosterImageId: _uploadKept, ...changeableFields } = settingsFields;
// The links of a change, each optional and without defaults (changeSchemaOf), told as one rule when they are no object.
const socialChange = z.strictObject(changeSchemaOf(socialFields).shape, { error: rule('settings.socialNotLinks') });
export const siteSettingsChangeSchema = changeSchemaOf({ ...changeableFields, social: socialChange, mapLink: mapLinkSchema });
export type SiteSettingsChange = z.infer<typeof siteSettingsChangeSchema>;
