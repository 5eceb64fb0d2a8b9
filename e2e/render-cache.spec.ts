import fs from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiAccess, noSuchCallPatterns } from '../app/routes/api/access';
import { clockFile, clockSiteURL, postgresPairURLs, sitemapPaths, staffAccount, watchConsole } from './support/site';
import { staffSiteURL, uniqueName } from './support/staff';

/**
 * The render cache (DESIGN.md §7) through the built servers: what staff change shows on the next
 * request, on the server that took the change and on another sharing its database; a staff visit
 * never reaches a visitor; no kept answer sets a cookie; 304 for a matching ETag; kept pages run their
 * scripts under a hash policy; and date-bound pages turn over when the school's day does, without a
 * write. HTTP-level tests run once (@desktop): they write to servers of their own.
 */

const seededURL = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 4310)}`;

async function visitorContext(): Promise<APIRequestContext> {
  return playwrightRequest.newContext();
}

async function staffContext(baseURL: string): Promise<APIRequestContext> {
  const staff = await playwrightRequest.newContext();
  const signedIn = await staff.post(`${baseURL}/api/auth/login`, { data: staffAccount });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return staff;
}

/** Pages and calls that show the newest notices. */
const noticePaths = ['/', '/school-notices', '/api/notices'];

async function expectNotice(visitor: APIRequestContext, servers: readonly string[], title: string, shown: boolean): Promise<void> {
  for (const server of servers) {
    for (const path of noticePaths) {
      const answer = await visitor.get(`${server}${path}`);
      expect(answer.status()).toBe(200);
      const body = await answer.text();
      expect(body.includes(title), `${title} ${shown ? 'missing from' : 'still on'} ${server}${path}`).toBe(shown);
    }
  }
}

const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);

const backends = [
  { name: 'one SQLite server', writer: staffSiteURL, readers: [staffSiteURL], quiet: false },
  // Nobody else writes to the pair, so the warm-up can check the pages really were kept.
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'two servers on one PostgreSQL', writer: postgresPairURLs[0], readers: [...postgresPairURLs], quiet: true }] : []),
];

for (const backend of backends) {
  test(`a notice added, edited and deleted by staff shows at once on every server: ${backend.name} @desktop`, async () => {
    const visitor = await visitorContext();
    const staff = await staffContext(backend.writer);
    const title = uniqueName('Render cache notice');

    // Every page is kept first, so that a fresh answer below can only come from the invalidation.
    for (const server of backend.readers) {
      for (const path of noticePaths) {
        await visitor.get(`${server}${path}`);
        const again = await visitor.get(`${server}${path}`);
        if (backend.quiet) expect(again.headers()['x-cache'], `${server}${path}`).toBe('hit');
      }
    }
    await expectNotice(visitor, backend.readers, title, false);

    // Added through the dashboard's form (the dashboard's gate) ...
    const added = await staff.post(`${backend.writer}/dashboard/add-notice`, {
      form: { title, details: 'Kept pages follow every change.', date: inAMonth(), category: 'academic', priority: 'high' },
      maxRedirects: 0,
    });
    expect(added.status(), await added.text()).toBe(302);
    await expectNotice(visitor, backend.readers, title, true);

    // ... changed and deleted through the JSON API (the API's gate).
    const list = (await (await visitor.get(`${backend.writer}/api/notices`)).json()) as { data: { id: number; title: string }[] };
    const notice = list.data.find((one) => one.title === title)!;
    const changedTitle = `${title} (moved)`;
    const changed = await staff.patch(`${backend.writer}/api/notices/${notice.id}`, { data: { title: changedTitle } });
    expect(changed.status(), await changed.text()).toBe(200);
    await expectNotice(visitor, backend.readers, changedTitle, true);

    const deleted = await staff.delete(`${backend.writer}/api/notices/${notice.id}`);
    expect(deleted.ok(), await deleted.text()).toBe(true);
    await expectNotice(visitor, backend.readers, title, false);
    await Promise.all([visitor.dispose(), staff.dispose()]);
  });
}

test('a staff visit never changes what a visitor gets, and staff never get a kept page @desktop', async () => {
  const visitor = await visitorContext();
  const staff = await staffContext(seededURL);
  const dashboardLink = 'href="/dashboard"';

  for (const path of ['/', '/school-notices', '/contact']) {
    const before = await visitor.get(`${seededURL}${path}`);
    expect(await before.text()).not.toContain(dashboardLink);

    const forStaff = await staff.get(`${seededURL}${path}`);
    expect(await forStaff.text()).toContain(dashboardLink);
    expect(forStaff.headers()['x-cache']).toBeUndefined();
    // Nor may a proxy or CDN keep it.
    expect(forStaff.headers()['cache-control']).toBe('private, no-store');

    const after = await visitor.get(`${seededURL}${path}`);
    expect(after.headers()['x-cache']).toBe('hit');
    expect(await after.text()).not.toContain(dashboardLink);
  }
  await Promise.all([visitor.dispose(), staff.dispose()]);
});

/** Every public page (the sitemap), its single-fetch data, and every public list of the API (the access table). */
async function publicAddresses(visitor: APIRequestContext): Promise<string[]> {
  const pages = await sitemapPaths(visitor, seededURL);
  const data = pages.map((page) => (page === '/' ? '/_root.data' : `${page}.data`));
  const lists = Object.entries(apiAccess)
    .filter(([pattern, rules]) => rules.GET === 'public' && !/[:*]/.test(pattern) && !noSuchCallPatterns.includes(pattern))
    .map(([pattern]) => pattern);
  expect(pages.length).toBeGreaterThan(15);
  expect(lists).toEqual(expect.arrayContaining(['/api/notices', '/api/photos', '/api/settings']));
  return [...pages, ...data, ...lists, '/sitemap.xml', '/robots.txt'];
}

test('no kept answer sets a cookie, and each says how a proxy may keep it @desktop', async () => {
  const visitor = await visitorContext();
  for (const address of await publicAddresses(visitor)) {
    const first = await visitor.get(`${seededURL}${address}`);
    const kept = await visitor.get(`${seededURL}${address}`);
    expect(first.status(), address).toBe(200);
    expect(kept.headers()['x-cache'], address).toBe('hit');
    for (const answer of [first, kept]) {
      expect(answer.headers()['set-cookie'], address).toBeUndefined();
      expect(answer.headers()['cache-control'], address).toMatch(/^public, /);
      expect(answer.headers().etag, address).toMatch(/^W\/"/);
    }
    expect(await kept.body()).toEqual(await first.body());
  }
  await visitor.dispose();
});

test('a visitor with a stale or made-up session cookie gets a fresh page, never a kept one @desktop', async () => {
  const visitor = await visitorContext();
  await visitor.get(`${seededURL}/`);
  const answer = await visitor.get(`${seededURL}/`, { headers: { Cookie: 'school_session=made-up' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-cache']).toBeUndefined();
  // Someone else's cookie (an analytics script's) is not the site's: the kept page serves.
  const other = await visitor.get(`${seededURL}/`, { headers: { Cookie: '_ga=GA1.1.1' } });
  expect(other.headers()['x-cache']).toBe('hit');
  await visitor.dispose();
});

test('a matching ETag answers 304 with no body; another answers the page @desktop', async () => {
  const visitor = await visitorContext();
  for (const address of ['/', '/api/notices', '/school-notices.data']) {
    const page = await visitor.get(`${seededURL}${address}`);
    const etag = page.headers().etag!;
    const notModified = await visitor.get(`${seededURL}${address}`, { headers: { 'If-None-Match': etag } });
    expect(notModified.status(), address).toBe(304);
    expect(notModified.headers().etag).toBe(etag);
    expect((await notModified.body()).length).toBe(0);
    const other = await visitor.get(`${seededURL}${address}`, { headers: { 'If-None-Match': 'W/"an-older-page"' } });
    expect(other.status(), address).toBe(200);
  }
  await visitor.dispose();
});

test('a kept page runs its scripts under a hash policy, with no nonce shared between visitors', async ({ page }) => {
  const errors = watchConsole(page);
  const csp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  await page.goto('/');
  const kept = await page.goto('/');
  expect(kept?.headers()['x-cache']).toBe('hit');
  const policy = kept!.headers()['content-security-policy']!;
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toMatch(/nonce|unsafe-inline'[^;]*sha/);
  expect(await kept!.text()).not.toMatch(/\snonce="/);
  // Hydrated: the router is running, so a link goes through it (single fetch, also kept).
  await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/gallery'));
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(csp).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('when the school’s day changes', () => {
  // One clock for the describe's tests: one at a time.
  test.describe.configure({ mode: 'serial' });
  test.afterEach(() => fs.writeFileSync(clockFile, '0'));

  test('upcoming events drop the day after, without any write @desktop', async () => {
    const visitor = await visitorContext();
    const events = ((await (await visitor.get(`${clockSiteURL}/api/events`)).json()) as { data: { title: string; date: string }[] }).data;
    const last = events.reduce((latest, event) => (event.date > latest.date ? event : latest));
    const dated = async (path: string): Promise<APIResponse> => visitor.get(`${clockSiteURL}${path}`);

    const keptTags = new Map<string, string>();
    for (const path of ['/upcoming-events', '/api/events']) {
      await dated(path);
      const kept = await dated(path);
      expect(kept.headers()['x-cache'], path).toBe('hit');
      expect(await kept.text(), path).toContain(last.title);
      keptTags.set(path, kept.headers().etag!);
    }

    // Noon in India on the day after the last event.
    const after = new Date(`${last.date}T12:00:00+05:30`).getTime() + 24 * 3600_000;
    fs.writeFileSync(clockFile, String(after - Date.now()));
    for (const path of ['/upcoming-events', '/api/events']) {
      const next = await dated(path);
      // Turned over: drawn again, by this request or by the warming before it (decision 0078).
      expect(next.headers().etag, path).not.toBe(keptTags.get(path));
      expect(await next.text(), path).not.toContain(last.title);
    }
    await visitor.dispose();
  });
  test('the table of ages turns to the next session on 1 October, without any write @desktop', async () => {
    const visitor = await visitorContext();
    const sessionOf = async () => /For the (\d{4}-\d{2}) session/.exec(await (await visitor.get(`${clockSiteURL}/admissions`)).text())?.[1];
    await visitor.get(`${clockSiteURL}/admissions`);
    const kept = await visitor.get(`${clockSiteURL}/admissions`);
    expect(kept.headers()['x-cache']).toBe('hit');
    const session = await sessionOf();
    expect(session).toMatch(/^\d{4}-\d{2}$/);

    // Noon in India on 1 October of the session's first year: families now look at the session after.
    const first = Number(session!.slice(0, 4));
    fs.writeFileSync(clockFile, String(new Date(`${first}-10-01T12:00:00+05:30`).getTime() - Date.now()));
    const next = `${first + 1}-${String((first + 2) % 100).padStart(2, '0')}`;
    await expect.poll(sessionOf).toBe(next);
    const page = await (await visitor.get(`${clockSiteURL}/admissions`)).text();
    expect(page).toContain(`For a seat in the session under way (${session})`);
    await visitor.dispose();
  });
});
