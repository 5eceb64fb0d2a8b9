import { describe, expect, it } from 'vitest';
import { formFieldOfSettingsPath, settingsFormRules, settingsFormSchema, settingsFromForm } from './settings-form';
import { defaultSiteSettings, siteSettingsChangeSchema } from './settings-schema';
import { formConstraints } from '~/lib/form-constraints';

/** The settings screen's flat form and how it becomes a change of the settings (the settings themselves: settings.test.ts). */

describe('the settings screen’s form', () => {
  it('turns the flat fields into the settings, leaving out empty phones and empty hours lines', () => {
    const fields = {
      schoolName: ' Sunrise ',
      phone1: '+91 98765 43210',
      phone2: '',
      phone3: '0612 222 3333',
      hoursDays1: 'Monday – Friday',
      hoursTime1: '8:00 AM – 4:00 PM',
      hoursDays2: '',
      hoursTime2: '',
      mapLink: ' https://www.google.com/maps/place/Sunrise/@25.61,85.14,17z ',
      whatsapp: '+91 98765-43210',
      facebook: 'https://facebook.com/x',
    };
    expect(settingsFromForm(fields)).toMatchObject({
      schoolName: 'Sunrise',
      phones: ['+91 98765 43210', '0612 222 3333'],
      hours: [{ days: 'Monday – Friday', time: '8:00 AM – 4:00 PM' }],
      mapLink: 'https://www.google.com/maps/place/Sunrise/@25.61,85.14,17z',
      whatsapp: '+91 98765-43210',
      social: { facebook: 'https://facebook.com/x' },
    });
    expect(siteSettingsChangeSchema.parse(settingsFromForm(fields))).toMatchObject({
      mapLink: { latitude: 25.61, longitude: 85.14 },
      whatsapp: '919876543210',
    });
  });

  it('names the form field of each problem', () => {
    const result = siteSettingsChangeSchema.safeParse(
      settingsFromForm({ schoolName: '', phone1: '123', hoursDays1: 'Sat', mapLink: 'north', whatsapp: '12345', x: 'x.com' }),
    );
    const fields = result.error!.issues.map((issue) => formFieldOfSettingsPath(issue.path.join('.'))).sort();
    expect(fields).toEqual(['hoursTime1', 'mapLink', 'phone1', 'schoolName', 'whatsapp', 'x']);
  });

  it('refuses a field the screen does not have, and turns a form with some fields into a change of only those', () => {
    expect(settingsFormSchema.safeParse({ tagline: 'x', phone1: '', hoursDays7: '', x: '' }).success).toBe(true);
    const unknown = settingsFormSchema.safeParse({ tagline: 'x', phone4: '1', phones: '2' });
    expect(unknown.error!.issues).toMatchObject([{ code: 'unrecognized_keys', keys: ['phone4', 'phones'] }]);
    expect(settingsFromForm({ tagline: ' New ' })).toEqual({ tagline: 'New' });
    expect(settingsFromForm({ instagram: 'https://instagram.com/s', hoursDays2: 'Sat', hoursTime2: '9 – 1' })).toEqual({
      social: { instagram: 'https://instagram.com/s' },
      hours: [{ days: 'Sat', time: '9 – 1' }],
    });
  });

  it('gives each field the browser limit at which the action refuses it: its setting’s rule, past the form’s shaping', () => {
    /** A text of a given length of the field's own kind, so that only its length can be refused. */
    const textOf = (field: string, length: number) => {
      if (/^(phone\d|whatsapp)$/.test(field)) return '9'.repeat(length);
      if (field === 'email') return `${'a'.repeat(length - 5)}@x.in`;
      if (['facebook', 'instagram', 'youtube', 'x', 'rtePortalUrl'].includes(field)) return `https://x.in/${'a'.repeat(length - 13)}`;
      if (field === 'heroVideoUrl') return `/${'a'.repeat(length - 5)}.mp4`;
      return 'a'.repeat(length);
    };
    /** The earlier phones and hours lines filled, since the form leaves out empty ones and the next moves up. */
    const earlierLines = (field: string) => {
      const [, kind, line] = /^(phone|hoursDays|hoursTime)(\d)(?:Hi)?$/.exec(field) ?? [];
      const earlier = Array.from({ length: Number(line ?? 1) - 1 }, (_, i) => i + 1);
      if (kind === 'phone') return Object.fromEntries(earlier.map((n) => [`phone${n}`, '9876543210']));
      return Object.fromEntries(earlier.flatMap((n) => [[`hoursDays${n}`, 'Sat'], [`hoursTime${n}`, '9 – 1']]));
    };
    /** Whether the action, given this field, says it is too long (under that field). */
    const tooLong = (field: string, length: number) => {
      const result = siteSettingsChangeSchema.safeParse(settingsFromForm({ ...earlierLines(field), [field]: textOf(field, length) }));
      return (result.error?.issues ?? []).some((issue) => issue.code === 'too_big' && formFieldOfSettingsPath(issue.path.join('.')) === field);
    };
    const limited = Object.entries(formConstraints(settingsFormRules)).filter(([, checks]) => checks.maxLength !== undefined);
    // 32 fields (the UDISE+ code's 11 digits are its pattern's, spaces allowed), and the 18 Hindi
    // twins of the name, the tagline, the address, the hours lines and the board's name.
    expect(limited.map(([field]) => field)).toHaveLength(50);
    for (const [field, { maxLength }] of limited) {
      expect(tooLong(field, maxLength!), `${field} at ${maxLength}`).toBe(false);
      expect(tooLong(field, maxLength! + 1), `${field} at ${maxLength! + 1}`).toBe(true);
    }
    // Required is what the action refuses empty: the school's name, the board (a select always holds one) and the RTE portal.
    expect(Object.entries(formConstraints(settingsFormRules)).filter(([, checks]) => checks.required).map(([field]) => field)).toEqual([
      'schoolName',
      'board',
      'rtePortalUrl',
    ]);
  });

  it('takes a hero video only as an MP4 or WebM address on this site or over https', () => {
    for (const ok of ['', '/media/hero.mp4', 'https://cdn.example.in/clip.webm', 'https://cdn.example.in/clip.mp4?v=2']) {
      expect(siteSettingsChangeSchema.safeParse({ heroVideoUrl: ok }).success, ok).toBe(true);
    }
    for (const bad of ['//evil.example/a.mp4', 'http://cdn.example.in/a.mp4', 'javascript:alert(1)//.mp4', '/media/a.avi', 'https://x.in/a.mp4"onerror=']) {
      expect(siteSettingsChangeSchema.safeParse({ heroVideoUrl: bad }).success, bad).toBe(false);
    }
  });

  it('takes a UDISE+ code only as 11 digits (spaces typed in it taken off), and names the board from its list', () => {
    const udise = (code: string) => siteSettingsChangeSchema.safeParse(settingsFromForm({ udiseCode: code }));
    for (const ok of ['', '10280500123', '1028 0500 123']) expect(udise(ok).success, ok).toBe(true);
    for (const bad of ['1028050012', '102805001234', '1028050012a', '10-280500123']) {
      const result = udise(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]), bad).toEqual([['udiseCode', 'settings.udiseCode']]);
    }
    for (const board of ['none', 'cbse', 'bseb', 'icse', 'other']) expect(siteSettingsChangeSchema.safeParse({ board }).success, board).toBe(true);
    expect(siteSettingsChangeSchema.safeParse({ board: 'CBSE' }).error?.issues[0].message).toBe('settings.boardUnknown');
    expect(siteSettingsChangeSchema.safeParse({ affiliationNumber: '330123' }).success).toBe(true);
    expect(siteSettingsChangeSchema.safeParse({ affiliationNumber: 'BSEB/2019-123' }).success).toBe(true);
    expect(siteSettingsChangeSchema.safeParse({ affiliationNumber: '330 123<' }).error?.issues[0].message).toBe('settings.affiliationNumberCharacters');
    expect(siteSettingsChangeSchema.safeParse({ schoolCode: '65 123' }).error?.issues[0].message).toBe('settings.schoolCodeCharacters');
  });

  it('takes the RTE portal only as an https address, Bihar’s by default', () => {
    expect(defaultSiteSettings.rtePortalUrl).toMatch(/^https:\/\/[a-z.-]+\.bihar\.gov\.in\//);
    expect(siteSettingsChangeSchema.safeParse({ rtePortalUrl: 'https://rte.example.gov.in/apply' }).success).toBe(true);
    for (const bad of ['', 'http://rte.example.gov.in/', 'javascript:alert(1)', 'rte.bihar.gov.in']) {
      expect(siteSettingsChangeSchema.safeParse({ rtePortalUrl: bad }).error?.issues[0].message, bad).toBe('settings.rtePortalUrl');
    }
  });

  it('never lets a change set the demo marker or the poster’s image id directly', () => {
    expect(siteSettingsChangeSchema.safeParse({ showsDemoContent: true }).success).toBe(false);
    expect(siteSettingsChangeSchema.safeParse({ heroPosterImageId: 1 }).success).toBe(false);
  });
});
