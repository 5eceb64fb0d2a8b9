import fsp from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDialects, testSite } from '~/test/databases';
import { filesOnDisk, imageRows, testJpeg } from '~/test/images';
import { fallbackSiteSettings } from './settings-fallback';
import { formFieldOfSettingsPath, settingsFormRules, settingsFormSchema, settingsFromForm } from './settings-form';
import { defaultSiteSettings, siteSettingsChangeSchema, siteSettingsSchema } from './settings-schema';
import { changeSiteSettings, getHeroPoster, getSiteSettings } from './settings.server';
import { formConstraints } from '~/lib/form-constraints';
import { Refusal } from '~/lib/refusal';

describe('site settings', () => {
  it('the zod-free fallback used by the error page equals the schema’s defaults', () => {
    expect(fallbackSiteSettings).toEqual(defaultSiteSettings);
  });

  it('rejects a social link that is not a web address, and a WhatsApp number with letters', () => {
    const result = siteSettingsSchema.safeParse({ social: { facebook: 'facebook' }, whatsapp: '98765abc' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['social.facebook', 'whatsapp']);
  });
});

describe('the map link and the WhatsApp number (decision 0067)', () => {
  /** The message the change schema gives for one field, or undefined when it takes it. */
  const refusal = (field: 'mapLink' | 'whatsapp', value: string) =>
    siteSettingsChangeSchema.safeParse({ [field]: value }).error?.issues.find((issue) => issue.path.join('.') === field)?.message;

  it('reads the position from a Google Maps link, and takes the map off when the link is emptied', () => {
    expect(siteSettingsChangeSchema.parse({ mapLink: 'https://maps.google.com/?ll=25.6,85.1' })).toEqual({ mapLink: { latitude: 25.6, longitude: 85.1 } });
    expect(siteSettingsChangeSchema.parse({ mapLink: '  ' })).toEqual({ mapLink: null });
  });

  it('says why a link gives no position, under its field', () => {
    expect(refusal('mapLink', 'https://maps.app.goo.gl/AbCdEf123')).toBe('settings.mapLinkShort');
    expect(refusal('mapLink', 'https://www.google.com/maps/search/Sunrise+School')).toBe('settings.mapLinkNoPlace');
    expect(refusal('mapLink', 'https://www.google.com/maps/@95,85,17z')).toBe('settings.mapLinkOutOfRange');
    expect(refusal('mapLink', 'the school near the temple')).toBe('settings.mapLinkNotMaps');
    expect(refusal('mapLink', 'https://www.google.com/maps/@25.6,85.1,17z'.padEnd(2001, 'z'))).toBe('settings.mapLinkTooLong');
  });

  it.each(['98765 43210', '+91 98765 43210', '098765-43210', '9876543210', '919876543210', '+91-98765-43210'])(
    'keeps the WhatsApp number %s as wa.me’s digits',
    (typed) => {
      expect(siteSettingsChangeSchema.parse({ whatsapp: typed })).toEqual({ whatsapp: '919876543210' });
    },
  );

  it('refuses what is not an Indian number, and takes WhatsApp off when emptied', () => {
    for (const bad of ['12345', '98765abc10', '+1 415 555 0100', '+44 7911 123456', '0000000000', '98765 43210 ext 2']) {
      expect(refusal('whatsapp', bad), bad).toBe('settings.whatsapp');
    }
    expect(siteSettingsChangeSchema.parse({ whatsapp: '' })).toEqual({ whatsapp: '' });
  });
});

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

describe.each(testDialects)('the hero poster on %s', (dialect) => {
  const site = testSite(dialect);

  it('is replaced with its files, refused files change nothing, and going back removes the files', async () => {
    const { db } = site;
    const uploads = site.uploadsDir;
    const store = site.files;
    const upload = async (bytes: Buffer) => {
      const file = path.join(uploads, `upload-${Math.random().toString(36).slice(2)}`);
      await fsp.mkdir(uploads, { recursive: true });
      await fsp.writeFile(file, bytes);
      return file;
    };
    const first = await changeSiteSettings(db, store, { tagline: 'One' }, { kind: 'replace', uploadPath: await upload(await testJpeg()) });
    expect(first.tagline).toBe('One');
    const firstFiles = filesOnDisk(uploads);
    expect(firstFiles.length).toBeGreaterThan(0);
    expect(await getHeroPoster(db, first)).toMatchObject({ width: 480, height: 360 });

    await expect(changeSiteSettings(db, store, { tagline: 'Two' }, { kind: 'replace', uploadPath: await upload(Buffer.from('text')) })).rejects.toMatchObject({
      kind: 'wrong-type',
    });
    expect((await getSiteSettings(db)).tagline).toBe('One');
    expect(filesOnDisk(uploads)).toEqual(firstFiles);

    const second = await changeSiteSettings(db, store, {}, { kind: 'replace', uploadPath: await upload(await testJpeg('#22aa44')) });
    expect(second.heroPosterImageId).not.toBe(first.heroPosterImageId);
    expect(filesOnDisk(uploads).some((file) => firstFiles.includes(file))).toBe(false);

    const builtIn = await changeSiteSettings(db, store, {}, { kind: 'remove' });
    expect(builtIn.heroPosterImageId).toBeNull();
    expect(await getHeroPoster(db, builtIn)).toBeNull();
    expect(filesOnDisk(uploads)).toEqual([]);
    expect(await imageRows(db)).toEqual([]);
  });
});

describe.each(testDialects)('settings changes on %s', (dialect) => {
  const site = testSite(dialect);

  it('a change of one field keeps every other setting, and a change to one social link keeps the others (finding 5)', async () => {
    const { db } = site;
    const store = site.files;
    const change = (input: unknown) => changeSiteSettings(db, store, siteSettingsChangeSchema.parse(input));
    await change({
      schoolName: 'Sunrise Mission School',
      tagline: 'Excellence since 2020',
      phones: ['+91 98765 43210'],
      email: 'office@sunrise.example',
      address: 'Boring Road, Patna',
      mapLatitude: 25.61,
      mapLongitude: 85.14,
      hours: [{ days: 'Monday – Friday', time: '8:00 AM – 4:00 PM' }],
      social: { facebook: 'https://facebook.com/sunrise', instagram: '', youtube: 'https://youtube.com/@sunrise', x: '' },
      whatsapp: '919876543210',
      heroVideoUrl: '/media/hero.mp4',
      foundedYear: 1998,
    });
    const before = await getSiteSettings(db);

    expect(await change({ tagline: 'x' })).toEqual({ ...before, tagline: 'x' });
    expect(await getSiteSettings(db)).toEqual({ ...before, tagline: 'x' });
    await change({ social: { x: 'https://x.com/sunrise' } });
    expect(await getSiteSettings(db)).toEqual({ ...before, tagline: 'x', social: { ...before.social, x: 'https://x.com/sunrise' } });
  });

  it('reads once per stored text: the same settings, frozen, until the stored text changes, whoever changed it', async () => {
    const { db } = site;
    const first = await getSiteSettings(db);
    expect(await getSiteSettings(db)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.social) && Object.isFrozen(first.phones)).toBe(true);
    expect(() => {
      (first as { tagline: string }).tagline = 'changed in memory';
    }).toThrow(TypeError);
    // Another server sharing the database writes the row: the next read follows it.
    await db
      .insertInto('siteSettings')
      .values({ key: 'site', value: JSON.stringify({ ...first, tagline: 'Written elsewhere' }), updatedAt: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ ...first, tagline: 'Written elsewhere' }) }))
      .execute();
    const next = await getSiteSettings(db);
    expect(next).toEqual({ ...first, tagline: 'Written elsewhere' });
    expect(await changeSiteSettings(db, site.files, siteSettingsChangeSchema.parse({ tagline: 'Saved here' }))).toEqual({ ...first, tagline: 'Saved here' });
    expect((await getSiteSettings(db)).tagline).toBe('Saved here');
  });

  it('stores a map link as its position, over latitude and longitude sent beside it; an emptied link takes the map off', async () => {
    const { db } = site;
    const change = (input: unknown) => changeSiteSettings(db, site.files, siteSettingsChangeSchema.parse(input));
    await change({ mapLatitude: 1, mapLongitude: 2, whatsapp: '098765-43210' });
    expect(await getSiteSettings(db)).toMatchObject({ mapLatitude: 1, mapLongitude: 2, whatsapp: '919876543210' });
    await change({ mapLink: 'https://www.google.com/maps/place/Sunrise/@25.6,85.1,17z/data=!4m2!3d25.6093!4d85.1376', mapLatitude: 3 });
    const saved = await getSiteSettings(db);
    expect(saved).toMatchObject({ mapLatitude: 25.6093, mapLongitude: 85.1376 });
    expect(saved).not.toHaveProperty('mapLink');
    await change({ mapLink: '' });
    expect(await getSiteSettings(db)).toMatchObject({ mapLatitude: null, mapLongitude: null });
  });

  it('names no board until staff choose one; another board needs its name, and a refused change saves nothing', async () => {
    const { db } = site;
    const change = (input: unknown) => changeSiteSettings(db, site.files, siteSettingsChangeSchema.parse(input));
    expect(await getSiteSettings(db)).toMatchObject({ board: 'none', boardName: '', affiliationNumber: '', schoolCode: '', udiseCode: '' });

    await change({ board: 'cbse', affiliationNumber: '330123', udiseCode: '10280500123' });
    const saved = await getSiteSettings(db);
    expect(saved).toMatchObject({ board: 'cbse', affiliationNumber: '330123', udiseCode: '10280500123' });

    // Another board without its name is refused under the name's field, however the change is split.
    for (const input of [{ board: 'other' }, { board: 'other', boardName: '  ' }, { board: 'other', affiliationNumber: '9' }]) {
      const refused = await change(input).catch((error: unknown) => error);
      expect(refused, JSON.stringify(input)).toBeInstanceOf(Refusal);
      expect((refused as Refusal).fields).toEqual({ boardName: 'settings.boardNameMissing' });
      expect(await getSiteSettings(db)).toEqual(saved);
    }
    await change({ board: 'other', boardName: 'NIOS', boardNameHi: 'एनआईओएस' });
    expect(await getSiteSettings(db)).toMatchObject({ board: 'other', boardName: 'NIOS', boardNameHi: 'एनआईओएस', affiliationNumber: '330123' });
    // Once the board is named, clearing its name is refused too; going back to none keeps the name for later.
    await expect(change({ boardName: '' })).rejects.toBeInstanceOf(Refusal);
    await change({ board: 'none' });
    expect(await getSiteSettings(db)).toMatchObject({ board: 'none', boardName: 'NIOS' });
  });
});
