import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { staffAccount } from './support/site';

// The JSON API answers the same in any viewport: @desktop runs it once.
test.describe('notices API @desktop', () => {
  test('GET /api/notices answers { data } newest first', async ({ request }) => {
    const response = await request.get('/api/notices');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toHaveLength(12);
    const dates = body.data.map((n: { date: string }) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['category', 'circular', 'createdAt', 'date', 'details', 'detailsHi', 'id', 'priority', 'title', 'titleHi', 'updatedAt'].sort(),
    );
  });

  test('limit bounds the list, and a bad limit is a 400 naming the field', async ({ request }) => {
    expect((await (await request.get('/api/notices?limit=3')).json()).data).toHaveLength(3);
    const bad = await request.get('/api/notices?limit=lots');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.fields.limit).toMatch(/whole number/);
  });

  test('GET /api/notices/:id answers one notice, or 404 with a message', async ({ request }) => {
    const [first] = (await (await request.get('/api/notices?limit=1')).json()).data;
    const one = await request.get(`/api/notices/${first.id}`);
    expect(one.status()).toBe(200);
    expect((await one.json()).data).toEqual(first);

    for (const id of ['999999', 'abc', '-1', '1.5']) {
      const missing = await request.get(`/api/notices/${id}`);
      expect(missing.status(), id).toBe(404);
      expect((await missing.json()).error.message).toBe('There is no notice with that id.');
    }
  });

  test('writing without a staff session is refused with 401', async ({ request }) => {
    const response = await request.post('/api/notices', { data: { title: 'x', details: 'y', date: '2026-01-01' } });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.message).toMatch(/sign in/i);
    expect((await (await request.get('/api/notices')).json()).data).toHaveLength(12);
  });

  test('the OpenAPI document describes the notices endpoints', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    const document = await response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/notices', '/api/notices/{id}']));
  });

  test('an unknown API address is a JSON 404, not the HTML page', async ({ request }) => {
    // /api itself too: the API's routes sit under its segment (app/routes.ts), and it has no call of its own.
    for (const [method, address] of [['GET', '/api/no-such-thing'], ['GET', '/api'], ['GET', '/api/'], ['POST', '/api'], ['DELETE', '/api/no/such/thing']] as const) {
      const response = await request.fetch(address, { method });
      expect(response.status(), `${method} ${address}`).toBe(404);
      expect((await response.json()).error.message, `${method} ${address}`).toMatch(/no such API address/);
    }
  });

  test('pages carry a CSP that covers every inline script: by hash for visitors, by nonce for staff', async ({ request, playwright }) => {
    // JSON-LD is data for search engines, never run, so the policy does not apply to it.
    const inlineScripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !m[1]!.includes('src=') && !m[1]!.includes('application/ld+json'));

    // A visitor's page may be kept and served to others (decision 0045): each inline script by its hash.
    const forVisitor = await request.get('/');
    const visitorPolicy = forVisitor.headers()['content-security-policy']!;
    expect(visitorPolicy).toContain("frame-ancestors 'none'");
    expect(visitorPolicy).not.toContain('nonce-');
    expect(/script-src [^;]*/.exec(visitorPolicy)?.[0]).not.toContain('unsafe-inline');
    const visitorScripts = inlineScripts(await forVisitor.text());
    expect(visitorScripts.length).toBeGreaterThan(0);
    for (const [, , body] of visitorScripts) {
      expect(visitorPolicy).toContain(`'sha256-${crypto.createHash('sha256').update(body!).digest('base64')}'`);
    }

    // A page rendered for one person carries that answer's nonce on every inline script.
    const staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await staff.post('/api/auth/login', { data: staffAccount })).status()).toBe(200);
    const forStaff = await staff.get('/');
    const nonce = /'nonce-([^']+)'/.exec(forStaff.headers()['content-security-policy']!)?.[1];
    expect(nonce).toBeTruthy();
    const staffScripts = inlineScripts(await forStaff.text());
    expect(staffScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of staffScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    await staff.dispose();
  });
});

test.describe('job posts and testimonials API @desktop', () => {
  test('GET /api/jobs answers the open posts newest first, and one post by id', async ({ request }) => {
    const { data } = await (await request.get('/api/jobs')).json();
    expect(data.map((j: { title: string }) => j.title)).toEqual(['Primary Mathematics Teacher', 'Office Assistant']);
    const one = await request.get(`/api/jobs/${data[0].id}`);
    expect((await one.json()).data).toEqual(data[0]);
    const missing = await request.get('/api/jobs/999999');
    expect(missing.status()).toBe(404);
    expect((await request.post('/api/jobs', { data: { title: 'x', details: 'y' } })).status()).toBe(401);
  });

  test('GET /api/testimonials answers each with a WebP photo whose file is served', async ({ request }) => {
    const { data } = await (await request.get('/api/testimonials')).json();
    expect(data).toHaveLength(4);
    const photo = data[0].photo;
    expect(photo.srcSet).toMatch(/\.webp 320w/);
    const image = await request.get(photo.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect((await request.get(`/api/testimonials/${data[0].id}`)).status()).toBe(200);
    expect((await request.get('/api/testimonials/0')).status()).toBe(404);
  });
});

test.describe('every staff call @desktop', () => {
  /** The staff-only operations, as the OpenAPI document marks them (they need the session cookie). */
  async function staffOperations(request: APIRequestContext) {
    const document = await (await request.get('/api/openapi.json')).json();
    const operations: { method: string; path: string }[] = [];
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, { security: { staffSession?: unknown }[] }>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (operation.security.some((rule) => 'staffSession' in rule)) operations.push({ method, path: path.replace('{id}', '1') });
      }
    }
    return operations;
  }

  test('answers 401 without a session, and changes nothing', async ({ request }) => {
    const operations = await staffOperations(request);
    // Every write of DESIGN.md §4's table, the inbox's reads, applications, settings and sign-out.
    expect(operations.length).toBeGreaterThanOrEqual(34);
    for (const kind of ['notices', 'jobs', 'testimonials', 'photos', 'events', 'faculty', 'toppers']) {
      for (const method of ['post', 'patch', 'delete']) {
        const path = method === 'post' ? `/api/${kind}` : `/api/${kind}/1`;
        expect(operations, `${method} ${path}`).toContainEqual({ method, path });
      }
    }
    for (const kind of ['enquiries', 'contact-messages']) {
      for (const [method, path] of [['get', `/api/${kind}`], ['get', `/api/${kind}/1`], ['patch', `/api/${kind}/1`], ['delete', `/api/${kind}/1`]]) {
        expect(operations, `${method} ${path}`).toContainEqual({ method, path });
      }
    }
    for (const expected of [
      { method: 'get', path: '/api/applications' },
      { method: 'delete', path: '/api/applications/1' },
      { method: 'get', path: '/api/applications/1/resume' },
      { method: 'patch', path: '/api/settings' },
      { method: 'post', path: '/api/auth/logout' },
    ]) {
      expect(operations).toContainEqual(expected);
    }

    const noticesBefore = (await (await request.get('/api/notices')).json()).data;
    for (const { method, path } of operations) {
      const response = await request.fetch(path, { method: method.toUpperCase(), data: method === 'get' || method === 'delete' ? undefined : { title: 'x', details: 'y', status: 'closed' } });
      expect(response.status(), `${method.toUpperCase()} ${path}`).toBe(401);
      expect((await response.json()).error.message, `${method.toUpperCase()} ${path}`).toMatch(/sign in/i);
    }
    expect((await (await request.get('/api/notices')).json()).data).toEqual(noticesBefore);
  });

  test('the dashboard refuses a form sent without a session: to the sign-in page, nothing stored', async ({ request }) => {
    const before = (await (await request.get('/api/notices')).json()).data.length;
    const response = await request.post('/dashboard/add-notice', {
      form: { title: 'Unsigned notice', details: 'Should not be stored', date: '2026-11-23', category: 'academic', priority: 'medium' },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(response.status());
    expect(response.headers().location).toMatch(/^\/login\?next=/);
    expect((await (await request.get('/api/notices')).json()).data.length).toBe(before);
  });
});
