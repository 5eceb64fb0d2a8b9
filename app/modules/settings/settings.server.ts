import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import { siteSettingsSchema, type SiteSettings } from './settings-schema';

/** Settings are stored as one JSON document under this key; absent fields take their defaults. */
const settingsKey = 'site';

export async function getSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const row = await db.selectFrom('siteSettings').select('value').where('key', '=', settingsKey).executeTakeFirst();
  if (!row) return siteSettingsSchema.parse({});
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
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

export async function saveSiteSettings(
  db: Kysely<Database>,
  changes: Partial<SiteSettings>,
): Promise<SiteSettings> {
  const current = await getSiteSettings(db);
  const next = siteSettingsSchema.parse({ ...current, ...changes });
  const value = JSON.stringify(next);
  const updatedAt = nowIso();
  await db
    .insertInto('siteSettings')
    .values({ key: settingsKey, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
  return next;
}

/** The part of the settings the public pages (and GET /api/settings) may see: all of it today. */
export type PublicSiteSettings = SiteSettings;
