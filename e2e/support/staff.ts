import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { DatabaseTarget } from '../../app/config.server';
import sharp from 'sharp';
import { openDatabase } from '../../app/db/database.server';
import { staffAccount, staffDataDir } from './site';

// Same ports as playwright.config.ts: servers only staff tests write to.
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
export const staffSiteURL = `http://127.0.0.1:${portBase + 4}`;
export const postgresStaffSiteURL = `http://127.0.0.1:${portBase + 5}`;

/**
 * Where the staff tests run: SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI), at one
 * screen size (the `@desktop` tag), with `[postgres]` in the title. The screens' flows take only the
 * first (`screenFlowBackends`).
 */
export interface StaffBackend {
  name: string;
  url: string;
  tag: string;
  /** The server's own database, for the few tests that must change what no request can (an expired session). */
  database: DatabaseTarget;
}

export const staffBackends: StaffBackend[] = [
  { name: 'sqlite', url: staffSiteURL, tag: '', database: { dialect: 'sqlite', file: path.join(staffDataDir, 'school.sqlite') } },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: '[postgres]', url: postgresStaffSiteURL, tag: ' @desktop', database: postgresTarget(process.env.TEST_DATABASE_URL, portBase + 5) }]
    : []),
];

/**
 * Where the staff screens' flows run (adding, editing and deleting through the dashboard, then reading
 * the public pages): SQLite only, the database `npm start` uses. What such a flow asks of the database
 * is its modules' work, which the integration suites run on both databases; a flow's PostgreSQL copy
 * added a sixth of the browser suite's time and found nothing they did not (decision 0083). The
 * sweeps and API checks, where a database could answer differently (races, limits, stored fields),
 * keep both through `staffBackends`.
 */
export const screenFlowBackends: StaffBackend[] = staffBackends.slice(0, 1);

/** e2e/support/serve.mjs gives a PostgreSQL server the schema `e2e_<port>`. */
function postgresTarget(url: string, port: number): DatabaseTarget {
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=e2e_${port}`);
  return { dialect: 'postgres', connectionString: withSchema.toString() };
}

/** Ends every session of a staff account as time would: their expiry moves into the past. */
export async function expireSessionsOf(backend: StaffBackend, username: string): Promise<void> {
  const database = openDatabase(backend.database);
  try {
    const staff = await database.db.selectFrom('staff').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    await database.db.updateTable('sessions').set({ expiresAt: '2001-01-01T00:00:00.000Z' }).where('staffId', '=', staff.id).execute();
  } finally {
    await database.close();
  }
}

/** Moves an account's one-time password past its week (decision 0086), in that server's database. */
export async function expireOneTimePasswordOf(backend: StaffBackend, username: string): Promise<void> {
  const database = openDatabase(backend.database);
  try {
    await database.db.updateTable('staff').set({ oneTimePasswordUntil: '2001-01-01T00:00:00.000Z' }).where('username', '=', username).execute();
  } finally {
    await database.close();
  }
}

/**
 * What an account a colleague added does first (decision 0086): signed in with the one-time password
 * it was given, it chooses its own, and the dashboard opens.
 */
export async function chooseOwnPassword(request: APIRequestContext, baseURL: string, oneTimePassword: string, password: string): Promise<void> {
  const chosen = await request.post(`${baseURL}/dashboard/password`, {
    form: { currentPassword: oneTimePassword, password, confirmPassword: password },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(chosen.status(), await chosen.text()).toBe(302);
  expect(chosen.headers()['location']).toBe('/dashboard');
}

/** The sign-in fixture: a session cookie through the JSON API, in the page's own cookie jar. */
export async function signInAsStaff(page: Page, baseURL: string): Promise<void> {
  const response = await page.request.post(`${baseURL}/api/auth/login`, { data: staffAccount });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A text field by its English label, not its Hindi twin's ("Title", not "Title (Hindi)", decision
 * 0052): the label's text may end in " *" or "(optional)".
 */
export function englishField(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(?! \\(Hindi\\))`));
}

/** A name no other test (or earlier run) uses, so parallel tests never see each other's items. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A real JPEG photo with EXIF and GPS in it, as a phone would send. */
export async function phonePhoto(color = '#7c3aed'): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 36/1 0/1' } })
    .toBuffer();
}

/** On a phone the dashboard menu is folded behind "Menu": open it when it is. */
export async function openDashboardMenu(page: Page): Promise<void> {
  const toggle = page.locator('summary', { hasText: 'Menu' });
  const logout = page.getByRole('button', { name: 'Logout' });
  // Right after a navigation the page may not be drawn yet: wait until one of the two shows.
  await expect(async () => expect((await toggle.isVisible()) || (await logout.isVisible())).toBe(true)).toPass();
  if (!(await logout.isVisible())) await toggle.click();
}

/**
 * A client address of its own (the server trusts X-Forwarded-For from the loopback proxy), so a
 * test's form submissions never share the per-address rate limit with another test's.
 */
export function visitorAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `10.${part()}.${part()}.${part()}`;
}
