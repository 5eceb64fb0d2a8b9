import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { todayInSchool } from '../../app/lib/dates';
import { academicSessionOf, previousSessionLabel } from '../../app/modules/fees/fee-heads';
import { expireSessionsOf, visitorAddress, type StaffBackend } from './staff';

/** What e2e/access-sweep.spec.ts sweeps with: the built route manifest, the canaries, the addresses and what no answer may hold. */

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { loader?: unknown; action?: unknown; default?: unknown };
}

export async function routeManifest(): Promise<Record<string, ManifestRoute>> {
  const server = await import(pathToFileURL(path.resolve('build/server/index.js')).href);
  return (await server.loadServerBuild()).routes;
}

/** A route's address pattern with its parents' paths ("/dashboard/notices/:id/edit"). */
export function fullPattern(routes: Record<string, ManifestRoute>, id: string): string {
  const parts: string[] = [];
  for (let route: ManifestRoute | undefined = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path);
  }
  return `/${parts.join('/')}`;
}

export const marker = `Canary${Math.random().toString(36).slice(2, 10)}`;
export const canaryStaff = { username: `sweep.${marker.toLowerCase()}`, password: `${marker} sweep password 9` };

export interface Canaries {
  ids: Record<string, number>;
  cookies: Record<string, string | undefined>;
}

function sessionToken(response: APIResponse): string {
  const token = /school_session=([^;]+)/.exec(response.headers()['set-cookie'] ?? '')?.[1];
  expect(token, 'sign-in sets the session cookie').toBeTruthy();
  return token as string;
}

/** The records and the cookies of a sweep: no cookie, damaged ones, an expired and a signed-out session. */
export async function plantCanaries(backend: StaffBackend, staff: APIRequestContext, visitor: APIRequestContext, request: APIRequestContext): Promise<Canaries> {
  const added = await staff.post('/dashboard/staff', {
    form: { intent: 'add', username: canaryStaff.username, password: canaryStaff.password, confirmPassword: canaryStaff.password },
    maxRedirects: 0,
  });
  expect(added.status(), await added.text()).toBe(302);

  const signIn = () => request.post(`${backend.url}/api/auth/login`, { data: canaryStaff, headers: { 'X-Forwarded-For': visitorAddress() } });
  const signedOut = sessionToken(await signIn());
  expect((await request.post(`${backend.url}/api/auth/logout`, { headers: { Cookie: `school_session=${signedOut}` } })).status()).toBe(200);
  const expired = sessionToken(await signIn());
  await expireSessionsOf(backend, canaryStaff.username);

  const email = `${marker.toLowerCase()}@example.in`;
  expect((await visitor.post('/api/enquiries', { data: { parentName: `${marker} Parent`, childName: `${marker} Child`, email, phone: '9876543210', message: marker, consent: true } })).status()).toBe(201);
  expect((await visitor.post('/api/contact-messages', { data: { name: `${marker} Sender`, email, message: `${marker} message` } })).status()).toBe(201);
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
  const applied = await visitor.post('/api/applications', {
    multipart: { name: `${marker} Applicant`, email, phone: '9876543210', job: 'general', consent: 'on', resume: { name: `${marker}.pdf`, mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(applied.status()).toBe(201);
  const job = await staff.post('/api/jobs', { data: { title: `${marker} closed post`, details: marker, status: 'closed' } });
  expect(job.status()).toBe(201);
  // An alert that ended long ago: no page shows it, and its editor answers staff.
  const alert = await staff.post('/api/alerts', { data: { text: `${marker} alert`, level: 'information', startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-01-02T00:00:00Z' } });
  expect(alert.status(), await alert.text()).toBe(201);

  const idOf = async (list: string, field: string) => {
    const { data } = await (await staff.get(list)).json();
    const item = (data as Record<string, unknown>[]).find((row) => String(row[field]).includes(marker));
    expect(item, `${list} holds the canary`).toBeTruthy();
    return item?.id as number;
  };
  const firstId = async (list: string) => ((await (await staff.get(list)).json()).data[0]?.id as number | undefined) ?? 1;
  const ids: Record<string, number> = {
    enquiries: await idOf('/api/enquiries', 'parentName'),
    'contact-messages': await idOf('/api/contact-messages', 'name'),
    applications: await idOf('/api/applications', 'name'),
    jobs: (await job.json()).data.id,
    alerts: (await alert.json()).data.id,
  };
  for (const kind of ['notices', 'photos', 'albums', 'events', 'faculty', 'toppers', 'testimonials', 'calendar']) ids[kind] = await firstId(`/api/${kind}`);

  return {
    ids,
    cookies: {
      'no cookie': undefined,
      'a cookie that cannot be decoded': 'school_session=%E0%A4%A',
      'a made-up token': `school_session=${'A'.repeat(43)}`,
      'an expired session': `school_session=${expired}`,
      'a signed-out session': `school_session=${signedOut}`,
    },
  };
}

/** A concrete address: each `:id` gets the id of a canary (or of a real item) of the kind before it. */
export function addressOf(pattern: string, ids: Record<string, number>): string {
  return pattern
    .replace(/\/([^/]+)\/:id/g, (_match, kind: string) => `/${kind}/${ids[kind] ?? 1}`)
    .replace('/:session', `/${seededFeeSession}`)
    .replace('/*', '/no-such-thing');
}

/** A fee structure's session the demo seed published (last session's: it is there whatever the day). */
const seededFeeSession = previousSessionLabel(academicSessionOf(todayInSchool()));

/** `.data` as single fetch asks for it ("/dashboard" → "/dashboard.data"). */
export function dataAddress(address: string): string {
  return address === '/' ? '/_root.data' : `${address}.data`;
}

export function expectNoCanary(body: string, what: string): void {
  expect(body.includes(marker) || body.toLowerCase().includes(marker.toLowerCase()), `${what} carries private data`).toBe(false);
}

/** An answer that sends the browser to an address starting with `start`: a redirect, or single fetch's encoded one. */
export function expectSentTo(start: string, response: APIResponse, body: string, what: string): void {
  const location = response.headers()['location'] ?? '';
  const singleFetchRedirect = response.status() === 202 && body.includes(`"redirect","${start}`);
  expect(location.startsWith(start) || singleFetchRedirect, `${what}: ${response.status()} ${location} ${body.slice(0, 200)}`).toBe(true);
}

/** A staff page answers a visitor by sending them to sign in. */
export function expectSentToSignIn(response: APIResponse, body: string, what: string): void {
  expectSentTo('/login?next=', response, body, what);
}
