import { z } from 'zod';

/**
 * The school's own details, editable by staff (DESIGN.md §5: one source for hours, phones, e-mail,
 * address and social links). Every field has a neutral default, so a site with no settings saved
 * still renders; empty values are hidden by the pages rather than shown blank.
 */

const optionalUrl = z.union([z.literal(''), z.url({ message: 'Enter a full web address starting with https://' })]);

export const hoursLineSchema = z.object({
  days: z.string().trim().min(1).max(60),
  time: z.string().trim().min(1).max(60),
});

export const siteSettingsSchema = z.object({
  schoolName: z.string().trim().min(1).max(100).default('Our School'),
  tagline: z.string().trim().max(120).default(''),
  phones: z.array(z.string().trim().max(30)).max(3).default([]),
  email: z.union([z.literal(''), z.email()]).default(''),
  address: z.string().trim().max(300).default(''),
  mapLatitude: z.number().min(-90).max(90).nullable().default(null),
  mapLongitude: z.number().min(-180).max(180).nullable().default(null),
  hours: z.array(hoursLineSchema).max(7).default([]),
  social: z
    .object({
      facebook: optionalUrl.default(''),
      instagram: optionalUrl.default(''),
      youtube: optionalUrl.default(''),
      x: optionalUrl.default(''),
    })
    .default({ facebook: '', instagram: '', youtube: '', x: '' }),
  /** A WhatsApp number in international form, digits only (e.g. 919876543210). */
  whatsapp: z.string().regex(/^(\d{10,15})?$/).default(''),
  foundedYear: z.number().int().min(1800).max(2100).default(2020),
  /** Set while the demo content seeded at first start is still in place. */
  showsDemoContent: z.boolean().default(false),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const defaultSiteSettings: SiteSettings = siteSettingsSchema.parse({});
