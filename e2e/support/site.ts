import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Same ports as playwright.config.ts (E2E_PORT_BASE, 4310 by default: seeded, empty, PostgreSQL).
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
export const emptySiteURL = `http://127.0.0.1:${portBase + 1}`;
export const postgresSiteURL = `http://127.0.0.1:${portBase + 2}`;
/** The staff account every test server creates at start-up (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const staffAccount = { username: 'office', password: 'e2e office password' };

/** A server (empty SQLite) whose database e2e/unavailable.spec.ts breaks on purpose, in this folder. */
export const brokenSiteURL = `http://127.0.0.1:${portBase + 3}`;
export const brokenDataDir = path.join(os.tmpdir(), `school-e2e-broken-${portBase + 3}`);
/** A server whose clock the test moves: the file holds how far ahead it runs, in milliseconds. */
export const clockSiteURL = `http://127.0.0.1:${portBase + 8}`;
export const clockFile = path.join(os.tmpdir(), `school-e2e-clock-${portBase + 8}`);
/** The alerts' own server with a clock the test moves (e2e/alerts.spec.ts). */
export const alertsClockSiteURL = `http://127.0.0.1:${portBase + 9}`;
export const alertsClockFile = path.join(os.tmpdir(), `school-e2e-clock-${portBase + 9}`);
/** Two servers on one PostgreSQL database (when TEST_DATABASE_URL is set). */
export const postgresPairURLs = [`http://127.0.0.1:${portBase + 6}`, `http://127.0.0.1:${portBase + 7}`] as const;

/**
 * Two servers on one data folder, neither keeping pages (e2e/island-fragments.spec.ts): the first reuses
 * static islands' HTML and marks what it reused, the second draws every island every time.
 */
export const islandsReusedURL = `http://127.0.0.1:${portBase + 11}`;
export const islandsDrawnURL = `http://127.0.0.1:${portBase + 12}`;
export const islandsDataDir = path.join(os.tmpdir(), `school-e2e-islands-${portBase + 11}`);

/** The SQLite staff server's data folder: the access sweep reaches its database to expire a session. */
export const staffDataDir = path.join(os.tmpdir(), `school-e2e-staff-${portBase + 4}`);

/**
 * How long a test waits for a page to hydrate: the scripts start after the first paint (decision
 * 0073) and, on a 2-core machine running two browsers and the test servers, a home page has taken
 * more than expect's 5 s to be React's.
 */
export const hydrationTimeout = 15_000;

/**
 * Waits until React has the page: the root's first effect has run (`data-hydrated` on `<html>`). A
 * public page's scripts start after its first paint (decision 0073); before that its links are plain
 * links and its forms post as HTML.
 */
export async function reactHasThePage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: hydrationTimeout });
}

/** Fails on any serious or critical accessibility violation that axe-core finds on the page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

/** Collects console errors and failed page errors, so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 404')) errors.push(message.text());
  });
  return errors;
}

/**
 * The path of every address in a site's sitemap (every public page, in both languages), as the
 * sitemap writes it. `origin` may be left out where the request context's base URL is the site.
 */
export async function sitemapPaths(request: APIRequestContext, origin = ''): Promise<string[]> {
  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname);
}

/** The server's answer to a browser asking for a page as a document: status, address after redirects, HTML. */
export interface ServerDocument {
  status: number;
  /** The address the answer came from, after any redirect. */
  url: string;
  html: string;
}

/**
 * A page as a browser without JavaScript gets it, without drawing it: the crawls read the server's
 * HTML with the browser's own parser (`new DOMParser()` in a page's `evaluate`), which lays nothing
 * out and fetches none of the page's images. Loading each of the site's hundred-odd pages took the
 * two crawls 76 s of a quick hour; reading them takes a few (decision 0083).
 */
export async function serverDocument(request: APIRequestContext, url: string): Promise<ServerDocument> {
  const response = await request.get(url, { headers: { Accept: 'text/html,application/xhtml+xml' } });
  return { status: response.status(), url: response.url(), html: await response.text() };
}
