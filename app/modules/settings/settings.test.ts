import fsp from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDialects, testSite } from '~/test/databases';
import { filesOnDisk, imageRows, testJpeg } from '~/test/images';
import { fallbackSiteSettings } from './settings-fallback';
import { defaultSiteSettings, siteSettingsChangeSchema, siteSettingsSchema } from './settings-schema';
import { changeSiteSettings, getHeroPoster, getSiteSettings } from './settings.server';
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
