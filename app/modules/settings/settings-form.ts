import { z } from 'zod';
import { rule } from '~/i18n/rules';
import {
  hoursLineSchema,
  mapLinkSchema,
  phoneSchema,
  settingsFields,
  siteSettingsChangeSchema,
  socialFields,
  type SiteSettingsChange,
} from './settings-schema';

/**
 * The settings screen's form: its flat fields (phone1…3, hoursDays1…7, facebook…), what each tells
 * the browser, and how they are put into the settings' shape, whose rules (settings-schema.ts) then
 * apply. Safe for the browser.
 */

const hoursLines = 7;
export const settingsFormHoursLines = hoursLines;
const lines = Array.from({ length: hoursLines }, (_, i) => i + 1);

/** The settings screen's flat form fields, by the setting they make up. */
const settingsFormFields = {
  schoolName: ['schoolName'],
  schoolNameHi: ['schoolNameHi'],
  tagline: ['tagline'],
  taglineHi: ['taglineHi'],
  phones: ['phone1', 'phone2', 'phone3'],
  email: ['email'],
  address: ['address'],
  addressHi: ['addressHi'],
  mapLink: ['mapLink'],
  // Each line's days and time, and their Hindi twins (`hoursDays1Hi`: a twin is its field's name and Hi).
  hours: lines.flatMap((line) => [`hoursDays${line}`, `hoursTime${line}`, `hoursDays${line}Hi`, `hoursTime${line}Hi`]),
  social: ['facebook', 'instagram', 'youtube', 'x'],
  whatsapp: ['whatsapp'],
  heroVideoUrl: ['heroVideoUrl'],
  board: ['board'],
  boardName: ['boardName'],
  boardNameHi: ['boardNameHi'],
  affiliationNumber: ['affiliationNumber'],
  schoolCode: ['schoolCode'],
  udiseCode: ['udiseCode'],
  rtePortalUrl: ['rtePortalUrl'],
} as const satisfies Partial<Record<keyof SiteSettingsChange, readonly string[]>>;

/**
 * The settings screen's form as it is sent: text fields of the names above and no others (a field
 * the screen does not have is refused by name, as on every write). Their rules are the settings'
 * own, applied once `settingsFromForm` has put them into shape.
 */
export const settingsFormSchema = z.strictObject(
  Object.fromEntries(Object.values(settingsFormFields).flat().map((name) => [name, z.string({ error: rule('settings.formFieldNotText') }).optional()])),
);

type HoursLinePart = keyof typeof hoursLineSchema.shape;
/** The form field of a part of an hours line: `hoursDays3`, and its Hindi twin `hoursDays3Hi`. */
function hoursFieldOf(part: HoursLinePart, line: number): string {
  const hindi = part.endsWith('Hi');
  return `hours${part.startsWith('days') ? 'Days' : 'Time'}${line}${hindi ? 'Hi' : ''}`;
}
/** The part of an hours line a form field (`hoursTime2Hi`) makes up. */
function hoursLinePart(field: string): HoursLinePart {
  const part = (Object.keys(hoursLineSchema.shape) as HoursLinePart[]).find((key) => lines.some((line) => hoursFieldOf(key, line) === field));
  if (!part) throw new Error(`${field} is not a field of an hours line`);
  return part;
}

/** The rule that checks a form field once `settingsFromForm` has put it into shape: its setting's, or its list item's. */
function ruleOfFormField(setting: keyof typeof settingsFormFields, field: string): z.ZodType {
  if (setting === 'phones') return phoneSchema;
  if (setting === 'hours') return hoursLineSchema.shape[hoursLinePart(field)];
  if (setting === 'social') return socialFields[field as keyof typeof socialFields];
  if (setting === 'mapLink') return mapLinkSchema;
  return settingsFields[setting];
}

/**
 * Each of the settings screen's fields with the rule of the setting it makes up: what the field
 * tells the browser (`formConstraints`, through a generated file, decision 0048), so that its
 * length is the rule's. A field is needed when the settings refuse it sent empty (the school's
 * name); any other may be left empty (an empty phone or hours line is left out). Only for the
 * browser's checks: the action validates with `settingsFormSchema`, then the change schema.
 */
export const settingsFormRules = z.strictObject(
  Object.fromEntries(
    Object.entries(settingsFormFields).flatMap(([setting, fields]) =>
      fields.map((field: string) => {
        const fieldRule = ruleOfFormField(setting as keyof typeof settingsFormFields, field);
        const neededFilled = !siteSettingsChangeSchema.safeParse(settingsFromForm({ [field]: '' })).success;
        return [field, neededFilled ? fieldRule : fieldRule.optional()];
      }),
    ),
  ),
);

/**
 * The settings screen's flat form fields (phone1…3, hoursDays1…7/hoursTime1…7, facebook…) turned
 * into the settings' shape; empty phones and empty hours lines are left out. A setting none of whose
 * fields were sent is left out too, so it keeps its value.
 */
export function settingsFromForm(fields: Record<string, unknown>): Record<string, unknown> {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '');
  const hours: { days: string; time: string; daysHi?: string; timeHi?: string }[] = [];
  for (const line of lines) {
    const days = text(`hoursDays${line}`);
    const time = text(`hoursTime${line}`);
    const daysHi = text(`hoursDays${line}Hi`);
    const timeHi = text(`hoursTime${line}Hi`);
    // A line with Hindi alone is kept, so that its missing English is said under its fields.
    // Hindi left empty is left out: a line is saved whole, so its Hindi is then none.
    if (days || time || daysHi || timeHi) hours.push({ days, time, ...(daysHi ? { daysHi } : {}), ...(timeHi ? { timeHi } : {}) });
  }
  const settings: Record<keyof typeof settingsFormFields, unknown> = {
    schoolName: text('schoolName'),
    schoolNameHi: text('schoolNameHi'),
    tagline: text('tagline'),
    taglineHi: text('taglineHi'),
    phones: [text('phone1'), text('phone2'), text('phone3')].filter(Boolean),
    email: text('email'),
    address: text('address'),
    addressHi: text('addressHi'),
    mapLink: text('mapLink'),
    hours,
    // Each link on its own: a change keeps the links it does not name.
    social: Object.fromEntries(settingsFormFields.social.filter((name) => name in fields).map((name) => [name, text(name)])),
    whatsapp: text('whatsapp'),
    heroVideoUrl: text('heroVideoUrl'),
    board: text('board'),
    boardName: text('boardName'),
    boardNameHi: text('boardNameHi'),
    affiliationNumber: text('affiliationNumber'),
    schoolCode: text('schoolCode'),
    udiseCode: text('udiseCode').replace(/\s/g, ''),
    rtePortalUrl: text('rtePortalUrl'),
  };
  const sent = (setting: keyof typeof settingsFormFields) => settingsFormFields[setting].some((name) => name in fields);
  return Object.fromEntries(Object.entries(settings).filter(([setting]) => sent(setting as keyof typeof settingsFormFields)));
}

/** A settings error's path ("phones.1", "hours.0.time", "social.x") as the form field it came from. */
export function formFieldOfSettingsPath(path: string): string {
  const [head, index, rest] = path.split('.');
  if (head === 'phones' && index !== undefined) return `phone${Number(index) + 1}`;
  if (head === 'hours' && index !== undefined) return hoursFieldOf((rest ?? 'days') as HoursLinePart, Number(index) + 1);
  if (head === 'social' && index !== undefined) return index;
  return head;
}
