import type { Kysely } from 'kysely';
import { rule } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { changeWithImages } from '~/modules/images/image-owners.server';
import { toImageSource, writeUploadedImageFiles, type ImageSource } from '~/modules/images/images.server';
import { siteSettingsSchema, type SiteSettings, type SiteSettingsChange } from './settings-schema';
import { shownSocialLinks } from './social-links';

/** Settings are stored as one JSON document under this key; absent fields take their defaults. */
const settingsKey = 'site';

/**
 * The last stored text read and the settings it gave. Every public page reads the settings, which
 * change a few times a year, and checking them against the schema was about 3 % of the server's time
 * rendering `/`; the same text always gives the same settings. Frozen, since every caller shares them.
 */
let lastRead: { value: string; settings: SiteSettings } | undefined;

export async function getSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const row = await db.selectFrom('siteSettings').select('value').where('key', '=', settingsKey).executeTakeFirst();
  const value = row?.value ?? '{}';
  if (lastRead?.value !== value) lastRead = { value, settings: deepFreeze(settingsOfStored(value)) };
  return lastRead.settings;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function settingsOfStored(value: string): SiteSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(value);
  } catch {
    stored = {};
  }
  // A stored value that no longer passes the rules (after an upgrade, say) falls back field by field.
  const parsed = siteSettingsSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const fallback: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  for (const issue of parsed.error.issues) delete fallback[String(issue.path[0])];
  return siteSettingsSchema.parse(fallback);
}

/**
 * Writes the fields given over the stored ones; every other field keeps its value, and so does each
 * social link that `social` leaves out. A map link is stored as the position it holds.
 */
export async function saveSiteSettings(
  db: Kysely<Database>,
  changes: SiteSettingsChange & { heroPosterImageId?: number | null },
): Promise<SiteSettings> {
  const current = await getSiteSettings(db);
  // A map link given is the position (null: no map), over any latitude and longitude beside it.
  const { mapLink, ...fields } = changes;
  const place = mapLink === undefined ? {} : { mapLatitude: mapLink?.latitude ?? null, mapLongitude: mapLink?.longitude ?? null };
  const next = siteSettingsSchema.parse({ ...current, ...fields, ...place, social: { ...current.social, ...changes.social } });
  // A board the school names itself needs its name; checked on the whole, since a change may set one without the other.
  if (next.board === 'other' && next.boardName === '') {
    throw new Refusal('invalid', rule('common.needsCorrecting'), { boardName: rule('settings.boardNameMissing') });
  }
  const value = JSON.stringify(next);
  const updatedAt = nowIso();
  await db
    .insertInto('siteSettings')
    .values({ key: settingsKey, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
  return next;
}

/** What the settings screen and PATCH /api/settings do to the hero's poster. */
export type PosterChange = { kind: 'keep' } | { kind: 'replace'; uploadPath: string } | { kind: 'remove' };

/**
 * Staff change the settings: the fields given, and the poster (a new upload, back to the built-in
 * picture, or kept). A new poster is checked and re-encoded first (a refused file changes nothing);
 * the settings and the image rows change in one transaction, and the old poster's files are removed
 * after the commit (docs/decisions/0023-photo-files-follow-rows.md).
 */
export async function changeSiteSettings(
  db: Kysely<Database>,
  files: FileStore,
  change: SiteSettingsChange,
  poster: PosterChange = { kind: 'keep' },
): Promise<SiteSettings> {
  const stored = poster.kind === 'replace' ? await writeUploadedImageFiles(files, poster.uploadPath) : null;
  const saved = await changeWithImages(db, files, stored, async (trx, images) => {
    if (poster.kind === 'keep') return saveSiteSettings(trx, change);
    const current = await getSiteSettings(trx);
    await images.release(current.heroPosterImageId);
    return saveSiteSettings(trx, { ...change, heroPosterImageId: images.newImageId });
  });
  if (!saved) throw new Error('The settings could not be saved');
  return saved;
}

/** The uploaded hero poster, or null for the built-in picture (or when its image is gone). */
export async function getHeroPoster(db: Kysely<Database>, settings: SiteSettings): Promise<ImageSource | null> {
  if (settings.heroPosterImageId === null) return null;
  const image = await db
    .selectFrom('images')
    .select(['key', 'width', 'height', 'variantWidths'])
    .where('id', '=', settings.heroPosterImageId)
    .executeTakeFirst();
  return image ? toImageSource(image) : null;
}

/**
 * The part of the settings the public pages and GET /api/settings may see: everything shown on the
 * site, without the internal id of the poster's image row, and without a social link that is only a
 * network's home page (`shownSocialLinks`, decision 0066).
 */
export type PublicSiteSettings = Omit<SiteSettings, 'heroPosterImageId'>;

export function publicSiteSettings(settings: SiteSettings): PublicSiteSettings {
  const { heroPosterImageId: _internal, ...shown } = settings;
  return { ...shown, social: shownSocialLinks(settings.social) };
}
