import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { postgresPairURLs, staffAccount } from './support/site';
import { uniqueName, visitorAddress } from './support/staff';

/**
 * Several app servers behind one balancer (DESIGN.md §10), as two built servers on one PostgreSQL
 * database and one S3-compatible bucket (playwright.config.ts): whichever server a request reaches,
 * a session, a sign-in limit, a change and an uploaded photo are the same. Runs when
 * TEST_DATABASE_URL is set (CI always); `[two servers]` in the titles is what .ci/check-suites.mjs looks for.
 */
const [first, second] = postgresPairURLs;
const pair = process.env.TEST_DATABASE_URL ? [first, second] : [];

async function signedIn(server: string): Promise<APIRequestContext> {
  const staff = await playwrightRequest.newContext();
  const answer = await staff.post(`${server}/api/auth/login`, { data: staffAccount });
  expect(answer.status(), await answer.text()).toBe(200);
  return staff;
}

/** The session cookie a sign-in on one server set, as a browser would send it to any server of the site. */
async function sessionCookie(staff: APIRequestContext): Promise<string> {
  const { cookies } = await staff.storageState();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

test.describe('[two servers] on one PostgreSQL and one bucket @desktop', () => {
  test.skip(pair.length === 0, 'needs TEST_DATABASE_URL (CI sets it and fails on a skipped test)');

  test('[two servers] both are healthy: database and object storage answer', async ({ request }) => {
    for (const server of pair) {
      const answer = await request.get(`${server}/api/health`);
      expect(answer.status(), server).toBe(200);
      expect(await answer.json()).toEqual({ data: { status: 'ok', database: 'ok', storage: 'ok' } });
      expect(answer.headers()['cache-control']).toContain('no-store');
    }
  });

  test('[two servers] a session made on one works on the other, and signing out on the other ends it on both', async ({ request }) => {
    const staff = await signedIn(first);
    const cookie = await sessionCookie(staff);
    for (const server of pair) {
      const session = await request.get(`${server}/api/auth/session`, { headers: { Cookie: cookie } });
      expect(await session.json(), server).toMatchObject({ data: { signedIn: true, username: staffAccount.username } });
      const dashboard = await request.get(`${server}/dashboard`, { headers: { Cookie: cookie }, maxRedirects: 0 });
      expect(dashboard.status(), server).toBe(200);
    }
    const out = await request.post(`${second}/api/auth/logout`, { headers: { Cookie: cookie, Origin: second } });
    expect(out.status()).toBe(200);
    for (const server of pair) {
      const session = await request.get(`${server}/api/auth/session`, { headers: { Cookie: cookie } });
      expect(await session.json(), server).toEqual({ data: { signedIn: false } });
    }
    await staff.dispose();
  });

  test('[two servers] failed sign-ins counted on one hold on the other', async ({ playwright }) => {
    // A new account, so that no other test's attempts count against it.
    const staff = await signedIn(first);
    const username = `pair.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const password = 'chai at the gate at seven';
    const added = await staff.post(`${first}/dashboard/staff`, { form: { intent: 'add', username, password, confirmPassword: password }, maxRedirects: 0 });
    expect(added.status()).toBe(302);
    await staff.dispose();

    // One address of its own (the servers trust 127.0.0.1's X-Forwarded-For), alternating servers.
    const guesser = await playwright.request.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const server = pair[i % 2]!;
      statuses.push((await guesser.post(`${server}/api/auth/login`, { data: { username, password: `wrong ${i}` } })).status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The sixth, on either server, is refused before the password is looked at: even the right one.
    for (const server of pair) {
      const locked = await guesser.post(`${server}/api/auth/login`, { data: { username, password } });
      expect(locked.status(), server).toBe(429);
    }
    await guesser.dispose();
  });

  test('[two servers] a notice added on one shows on the other at once, though the other kept its pages', async ({ request }) => {
    const title = uniqueName('Pair notice');
    // The second server keeps both pages. Other specs write to this pair too (render-cache.spec.ts), and a
    // write between the two requests makes the second a miss: ask again until a page is kept.
    for (const path of ['/', '/api/notices']) {
      await expect(async () => {
        await request.get(`${second}${path}`);
        expect((await request.get(`${second}${path}`)).headers()['x-cache'], path).toBe('hit');
      }).toPass();
    }
    const staff = await signedIn(first);
    const added = await staff.post(`${first}/api/notices`, {
      data: { title, details: 'Sent through one server, read through the other.', date: new Date().toISOString().slice(0, 10), category: 'other' },
      headers: { Origin: first },
    });
    expect(added.status(), await added.text()).toBe(201);
    for (const path of ['/', '/api/notices']) {
      expect(await (await request.get(`${second}${path}`)).text(), path).toContain(title);
    }
    await staff.dispose();
  });

  test('[two servers] a photo uploaded through one is served by the other, from the bucket', async ({ page }) => {
    const staff = await signedIn(first);
    const album = await staff.post(`${first}/api/albums`, { data: { title: uniqueName('Pair album'), heldOn: '2026-11-20' }, headers: { Origin: first } });
    expect(album.status(), await album.text()).toBe(201);
    const albumId = ((await album.json()) as { data: { id: number } }).data.id;
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c8553d' } }).jpeg().toBuffer();
    const photo = await staff.post(`${first}/api/photos`, {
      multipart: { albumId: String(albumId), title: uniqueName('Pair photo'), photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
      headers: { Origin: first },
    });
    expect(photo.status(), await photo.text()).toBe(201);
    const { image } = ((await photo.json()) as { data: { image: { src: string; srcSet: string } } }).data;

    const fromFirst = await page.request.get(`${first}${image.src}`);
    const fromSecond = await page.request.get(`${second}${image.src}`);
    expect(fromSecond.status()).toBe(200);
    expect(fromSecond.headers()['content-type']).toBe('image/webp');
    expect(fromSecond.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(await fromSecond.body(), await fromFirst.body())).toBe(0);

    // And a browser on the other server's gallery sees it drawn.
    await page.goto(`${second}/gallery/${albumId}`);
    const key = image.src.split('/').pop()!.replace(/-\d+\.webp$/, '');
    const shown = page.locator(`img[srcset*="${key}"], img[src*="${key}"]`).first();
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await staff.dispose();
  });
});
