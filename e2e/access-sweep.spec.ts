import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiMethods, accessOf } from '../app/web/api-access.server';
import { apiAccess } from '../app/routes/api/access';
import { staffAccount } from './support/site';
import { staffBackends, visitorAddress } from './support/staff';

import { addressOf, type Canaries, canaryStaff, dataAddress, expectNoCanary, expectSentTo, expectSentToSignIn, fullPattern, type ManifestRoute, marker, plantCanaries, routeManifest } from './support/access-sweep';

/**
 * Asks the server the way an outsider would, for every route the build serves: the list of routes is
 * React Router's own manifest from the built server, not a list written here, so a route added next
 * month is swept without editing this file. Canary records (an enquiry, a contact message, an
 * application, a closed job post, a staff account) carry one marker; no answer without a live staff
 * session may contain it, and nothing may change them.
 */

for (const backend of staffBackends) {
  test.describe(`access sweep ${backend.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    let routes: Record<string, ManifestRoute>;
    let canaries: Canaries;
    let staff: APIRequestContext;
    let outsider: APIRequestContext;

    test.beforeAll(async ({ playwright }) => {
      routes = await routeManifest();
      staff = await playwright.request.newContext({ baseURL: backend.url, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
      expect((await staff.post('/api/auth/login', { data: staffAccount })).status()).toBe(200);
      const visitor = await playwright.request.newContext({ baseURL: backend.url, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
      // The canary staff member signs in (and out) in a context of its own: the outsider's cookie jar
      // stays empty, so "no cookie" means no cookie at all.
      const canarySigner = await playwright.request.newContext({ baseURL: backend.url });
      canaries = await plantCanaries(backend, staff, visitor, canarySigner);
      await canarySigner.dispose();
      outsider = await playwright.request.newContext({ baseURL: backend.url, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
    });

    test.afterEach(async () => {
      // Nothing the outsider asked gave it a cookie to carry into the next request.
      expect((await outsider.storageState()).cookies.filter((cookie) => cookie.name === 'school_session')).toEqual([]);
    });

    test.afterAll(async () => {
      // The canaries are still there and unchanged: no request of the sweep wrote or deleted anything.
      const enquiry = (await (await staff.get(`/api/enquiries/${canaries.ids.enquiries}`)).json()).data;
      expect(enquiry).toMatchObject({ parentName: `${marker} Parent`, status: 'new' });
      const message = (await (await staff.get(`/api/contact-messages/${canaries.ids['contact-messages']}`)).json()).data;
      expect(message).toMatchObject({ name: `${marker} Sender`, status: 'new' });
      expect((await staff.get(`/api/applications/${canaries.ids.applications}/resume`)).status()).toBe(200);
      // A closed post is not public; the dashboard's list still shows it.
      expect((await staff.get(`/api/jobs/${canaries.ids.jobs}`)).status()).toBe(404);
      expect(await (await staff.get('/dashboard/delpost')).text()).toContain(`${marker} closed post`);
      const accounts = await (await staff.get('/dashboard/staff')).text();
      expect(accounts).toContain(canaryStaff.username);
      // Tidy up what this run planted, so the staff server's lists stay short.
      await staff.delete(`/api/enquiries/${canaries.ids.enquiries}`);
      await staff.delete(`/api/contact-messages/${canaries.ids['contact-messages']}`);
      await staff.delete(`/api/applications/${canaries.ids.applications}`);
      await staff.delete(`/api/jobs/${canaries.ids.jobs}`);
      await staff.delete(`/api/alerts/${canaries.ids.alerts}`);
    });

    test(`every dashboard route, asked as a document, as .data and alone through _routes, with no live session, answers sign-in and nothing else @desktop`, async () => {
      const dashboard = Object.values(routes).filter((route) => fullPattern(routes, route.id).startsWith('/dashboard'));
      // The sweep finds the screens by itself (today the layout, 26 pages and the CSV).
      expect(dashboard.length).toBeGreaterThan(25);
      let asked = 0;
      for (const [cookieName, cookie] of Object.entries(canaries.cookies)) {
        const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
        await Promise.all(
          dashboard.map(async (route) => {
            const address = addressOf(fullPattern(routes, route.id), canaries.ids);
            const asks: { what: string; send: () => Promise<APIResponse> }[] = [];
            const targets = route.path === undefined ? ['/dashboard'] : [address];
            for (const target of targets) {
              if (route.module.loader) {
                asks.push(
                  { what: `GET ${target}`, send: () => outsider.get(target, { headers, maxRedirects: 0 }) },
                  { what: `GET ${dataAddress(target)}`, send: () => outsider.get(dataAddress(target), { headers, maxRedirects: 0 }) },
                  {
                    what: `GET ${dataAddress(target)}?_routes=${route.id}`,
                    send: () => outsider.get(`${dataAddress(target)}?_routes=${encodeURIComponent(route.id)}`, { headers, maxRedirects: 0 }),
                  },
                );
              }
              if (route.module.action) {
                // Whatever a form of the dashboard could ask: delete, change, add, each naming a canary.
                const form = { intent: 'delete', id: String(canaries.ids.enquiries), status: 'closed', title: 'changed', username: 'intruder', password: 'intruder password 1', confirmPassword: 'intruder password 1' };
                asks.push(
                  { what: `POST ${target}`, send: () => outsider.post(target, { headers, form, maxRedirects: 0 }) },
                  { what: `POST ${dataAddress(target)}`, send: () => outsider.post(dataAddress(target), { headers, form, maxRedirects: 0 }) },
                );
              }
            }
            for (const ask of asks) {
              const response = await ask.send();
              const body = await response.text();
              const what = `${ask.what} with ${cookieName}`;
              asked += 1;
              expectNoCanary(body, what);
              expectSentToSignIn(response, body, what);
            }
          }),
        );
      }
      expect(asked).toBeGreaterThan(400);
    });

    test(`every API route, with every method and no live session, answers as its access rule says and carries no private data @desktop`, async () => {
      // The routes that answer under /api (and /api itself, a JSON 404), not the layout that holds them.
      const api = Object.values(routes).filter((route) => /^\/api(\/|$)/.test(fullPattern(routes, route.id)) && (route.module.loader || route.module.action));
      // Every API route of the build has a rule, and every rule a route: the table cannot drift.
      expect(api.map((route) => fullPattern(routes, route.id)).sort()).toEqual(Object.keys(apiAccess).sort());
      for (const [cookieName, cookie] of Object.entries(canaries.cookies)) {
        const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
        await Promise.all(
          api.map(async (route) => {
            const pattern = fullPattern(routes, route.id);
            const address = addressOf(pattern, canaries.ids);
            for (const method of apiMethods) {
              const access = accessOf(apiAccess, pattern, method);
              const body = method === 'GET' || method === 'DELETE' ? undefined : { status: 'closed', title: 'changed', username: 'intruder', password: 'not the password 1' };
              for (const target of method === 'GET' ? [address, dataAddress(address)] : [address]) {
                const response = await outsider.fetch(target, { method, headers, data: body, maxRedirects: 0 });
                const text = await response.text();
                const what = `${method} ${target} with ${cookieName}`;
                expectNoCanary(text, what);
                if (access === 'staff') {
                  expect(response.status(), what).toBe(401);
                  expect(JSON.parse(text).error.message, what).toMatch(/sign in/i);
                } else if (access === undefined) {
                  expect(response.status(), what).toBe(405);
                  expect(response.headers()['allow'], what).toBeTruthy();
                  expect(JSON.parse(text).error.message, what).toContain(method);
                } else {
                  expect(response.status(), `${what}: ${text.slice(0, 200)}`).toBeLessThan(500);
                }
              }
            }
          }),
        );
      }
    });

    test(`a session signed in with a one-time password may only choose its own: every dashboard route sends it there, every staff call but sign-out answers 403, nothing private shows @desktop`, async ({ playwright }) => {
      // The canary account was added from the dashboard: its password is a one-time password (decision 0086).
      const oneTime = await playwright.request.newContext({ baseURL: backend.url, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
      expect((await oneTime.post('/api/auth/login', { data: canaryStaff })).status()).toBe(200);
      // Its own name may show (the layout says who is signed in); nothing the school holds may.
      const privateTexts = ['Parent', 'Child', 'Sender', 'message', 'Applicant', 'closed post', 'alert'].map((word) => `${marker} ${word}`);
      const expectNothingPrivate = (body: string, what: string) => expect(privateTexts.filter((text) => body.includes(text)), what).toEqual([]);
      const choosePassword = '/dashboard/password';
      const dashboard = Object.values(routes).filter((route) => fullPattern(routes, route.id).startsWith('/dashboard'));
      expect(dashboard.map((route) => fullPattern(routes, route.id))).toContain(choosePassword);
      const form = { intent: 'delete', id: String(canaries.ids.enquiries), status: 'closed', title: 'changed', username: 'intruder', password: 'intruder password 1', confirmPassword: 'intruder password 1' };
      for (const route of dashboard) {
        const address = route.path === undefined ? '/dashboard' : addressOf(fullPattern(routes, route.id), canaries.ids);
        const asks: [string, () => Promise<APIResponse>][] = [];
        if (route.module.loader) {
          asks.push(
            [`GET ${address}`, () => oneTime.get(address, { maxRedirects: 0 })],
            [`GET ${dataAddress(address)}`, () => oneTime.get(dataAddress(address), { maxRedirects: 0 })],
            [`GET ${dataAddress(address)}?_routes=${route.id}`, () => oneTime.get(`${dataAddress(address)}?_routes=${encodeURIComponent(route.id)}`, { maxRedirects: 0 })],
          );
        }
        if (route.module.action) {
          asks.push([`POST ${address}`, () => oneTime.post(address, { form, maxRedirects: 0 })], [`POST ${dataAddress(address)}`, () => oneTime.post(dataAddress(address), { form, maxRedirects: 0 })]);
        }
        for (const [what, send] of asks) {
          const response = await send();
          const body = await response.text();
          expectNothingPrivate(body, what);
          expect(response.headers()['cache-control'], what).toContain('no-store');
          if (address !== choosePassword) expectSentTo(choosePassword, response, body, what);
          // Its own screen opens; the sweep's form, without the one-time password, changes nothing.
          else expect(response.status(), what).toBe(what.startsWith('GET') ? 200 : 400);
        }
      }
      for (const route of Object.values(routes)) {
        const pattern = fullPattern(routes, route.id);
        if (!/^\/api(\/|$)/.test(pattern) || pattern === '/api/auth/logout') continue;
        for (const method of apiMethods) {
          if (accessOf(apiAccess, pattern, method) !== 'staff') continue;
          const what = `${method} ${pattern} with a one-time password's session`;
          const response = await oneTime.fetch(addressOf(pattern, canaries.ids), { method, data: method === 'GET' || method === 'DELETE' ? undefined : { status: 'closed', title: 'changed' }, maxRedirects: 0 });
          const text = await response.text();
          expectNothingPrivate(text, what);
          expect(response.status(), what).toBe(403);
          expect(JSON.parse(text).error.message, what).toMatch(/choose your own password/i);
        }
      }
      // Where staff see more than visitors, it sees what a visitor sees: no alert list, no fee draft.
      expect((await oneTime.get('/api/alerts?all')).status()).toBe(403);
      const draft = `${marker} draft notes`;
      const drafted = await staff.post('/api/fees', { data: { session: '2041-42', notes: draft } });
      expect(drafted.status(), await drafted.text()).toBe(201);
      try {
        expect(await (await staff.get('/api/fees/2041-42')).text()).toContain(draft);
        for (const path of ['/api/fees', '/api/fees/2041-42']) expect(await (await oneTime.get(path)).text(), path).not.toContain(draft);
      } finally {
        expect((await staff.delete('/api/fees/2041-42')).status()).toBe(204);
      }
      // It may sign out.
      expect((await oneTime.post('/api/auth/logout')).status()).toBe(200);
      expect(await (await oneTime.get('/api/auth/session')).json()).toEqual({ data: { signedIn: false } });
      await oneTime.dispose();
    });

    test(`a session cookie that cannot be read is no session: every page still answers, and sign-out works @desktop`, async () => {
      const damaged = { Cookie: canaries.cookies['a cookie that cannot be decoded'] as string };
      const pages = Object.values(routes).filter((route) => {
        const pattern = fullPattern(routes, route.id);
        return !pattern.startsWith('/dashboard') && !/^\/api(\/|$)/.test(pattern) && (route.module.loader || route.module.default);
      });
      for (const route of pages) {
        const address = addressOf(fullPattern(routes, route.id), canaries.ids);
        for (const target of [address, dataAddress(address)]) {
          const response = await outsider.get(target, { headers: damaged, maxRedirects: 0 });
          expect(response.status(), `GET ${target}`).toBeLessThan(500);
        }
      }
      const signOut = await outsider.post('/logout', { headers: damaged, maxRedirects: 0 });
      expect(signOut.status()).toBe(302);
      expect(signOut.headers()['location']).toBe('/login?signed-out');
      const session = await outsider.get('/api/auth/session', { headers: damaged });
      expect(await session.json()).toEqual({ data: { signedIn: false } });
    });

    test(`a sign-in posted from another site is refused and starts no session, even with the right password @desktop`, async () => {
      for (const headers of <Record<string, string>[]>[
        { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        { Origin: 'http://evil.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
      ]) {
        const login = await outsider.post('/api/auth/login', { headers: { ...headers, 'Content-Type': 'text/plain' }, data: JSON.stringify(staffAccount) });
        expect(login.status(), JSON.stringify(headers)).toBe(403);
        expect(login.headers()['set-cookie'], JSON.stringify(headers)).toBeUndefined();
        const page = await outsider.post('/login', { headers, form: staffAccount, maxRedirects: 0 });
        expect(page.status(), JSON.stringify(headers)).toBe(403);
        expect(page.headers()['set-cookie'], JSON.stringify(headers)).toBeUndefined();
      }
    });

    test(`no staff answer and no answer about a session may be stored by a cache @desktop`, async () => {
      const login = await outsider.post('/api/auth/login', { data: { username: 'intruder', password: 'not the password 1' } });
      expect(login.headers()['cache-control'], 'a refused sign-in').toContain('no-store');
      for (const [pattern, rules] of Object.entries(apiAccess)) {
        if (rules.GET !== 'staff' && rules.GET !== 'personal') continue;
        const response = await staff.get(addressOf(pattern, canaries.ids));
        expect(response.status(), pattern).toBe(200);
        expect(response.headers()['cache-control'], pattern).toContain('no-store');
      }
      const screens = Object.values(routes).filter((route) => fullPattern(routes, route.id).startsWith('/dashboard') && route.module.loader);
      for (const route of screens) {
        const address = addressOf(fullPattern(routes, route.id), canaries.ids);
        for (const target of [address, dataAddress(address)]) {
          const response = await staff.get(target, { maxRedirects: 0 });
          expect(response.status(), target).toBe(200);
          expect(response.headers()['cache-control'], target).toContain('no-store');
        }
      }
    });
  });
}

test('no source, secret, data file or folder listing is served @desktop', async ({ request }) => {
  for (const address of [
    '/.git/config',
    '/.env',
    '/package.json',
    '/server/app.ts',
    '/app/config.server.ts',
    '/build/server/index.js',
    '/data/school.sqlite',
    '/session-secret',
    '/private/resumes/',
    '/uploads/',
    '/uploads/images/',
    '/uploads/tmp/',
    '/assets/',
  ]) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    // What each would show if it were served (the 404 page itself carries module scripts, so not "import").
    expect(await response.text(), address).not.toMatch(/\[core\]|"dependencies":|SQLite format 3|Index of \/|createSiteApp|parseConfig/);
  }
});
