import { describe, expect, it } from 'vitest';
import { apiTestBed } from '~/test/api-calls';
import { testDialects } from '~/test/databases';
import { apiAccess } from './access';
import * as alertItem from './alert';
import * as alertList from './alerts';
import { openApiDocument } from './openapi-document.server';

/**
 * Alerts through the JSON API (issue 17), on each database: staff add, change and delete them;
 * visitors get only the ones showing now; `?all` is for staff; every refusal changes nothing.
 */

type Alert = Record<string, unknown> & { id: number; text: string };

describe.each(testDialects)('alerts through the API on %s', (dialect) => {
  const bed = apiTestBed(dialect);
  const hour = 3600_000;
  const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

  const post = (body: unknown, visitor = false) => bed.api.call(alertList.action as never, { method: 'POST', path: '/api/alerts', body, visitor });
  const list = (query = '', visitor = true) => bed.api.call(alertList.loader as never, { method: 'GET', path: `/api/alerts${query}`, visitor });
  const change = (id: number, method: string, body?: unknown, visitor = false) =>
    bed.api.call(alertItem.action as never, { method, path: `/api/alerts/${id}`, params: { id: String(id) }, body, visitor });

  it('visitors see the current alert only, staff see scheduled ones too with `all`', async () => {
    const now = await post({ text: 'School closed today', textHi: 'आज विद्यालय बंद है', level: 'urgent', startsAt: iso(-hour), endsAt: iso(hour) });
    expect(now.status, JSON.stringify(now.body)).toBe(201);
    const later = await post({ text: 'Half day on Friday', startsAt: iso(24 * hour), endsAt: iso(30 * hour) });
    expect(later.status).toBe(201);
    expect((later.body.data as Alert).level).toBe('information');

    const visitors = await list();
    expect(visitors.status).toBe(200);
    expect((visitors.body.data as Alert[]).map((a) => a.text)).toEqual(['School closed today']);
    expect(Object.keys((visitors.body.data as Alert[])[0]!).sort()).toEqual(['endsAt', 'id', 'level', 'startsAt', 'text', 'textHi']);

    expect((await list('?all')).status).toBe(401);
    const staff = await list('?all', false);
    expect((staff.body.data as (Alert & { state: string })[]).map((a) => [a.state, a.text])).toEqual([
      ['current', 'School closed today'],
      ['scheduled', 'Half day on Friday'],
    ]);
  });

  it('refuses an end before the start, a missing text, an unknown field and a visitor, storing nothing', async () => {
    const backwards = await post({ text: 'Closed', startsAt: iso(2 * hour), endsAt: iso(hour) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error?.fields).toEqual({ endsAt: 'The alert must stop after it starts' });
    const bad = await post({ startsAt: iso(0), endsAt: iso(hour), colour: 'red' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error?.fields ?? {}).sort()).toEqual(['colour', 'text']);
    expect((await post({ text: 'Closed', startsAt: iso(0), endsAt: iso(hour) }, true)).status).toBe(401);
    expect((await list('?all', false)).body.data).toEqual([]);
  });

  it('PATCH changes the fields given (checked against the stored times) and DELETE removes; a missing id is a 404', async () => {
    const created = (await post({ text: 'Closed', startsAt: iso(hour), endsAt: iso(2 * hour) })).body.data as Alert;
    const patched = await change(created.id, 'PATCH', { textHi: 'बंद', level: 'urgent' });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ text: 'Closed', textHi: 'बंद', level: 'urgent' });
    const backwards = await change(created.id, 'PATCH', { endsAt: iso(0) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error?.fields).toEqual({ endsAt: 'The alert must stop after it starts' });
    expect((await change(created.id, 'DELETE', undefined, true)).status).toBe(401);
    expect((await change(created.id, 'DELETE')).status).toBe(204);
    expect((await change(created.id, 'DELETE')).status).toBe(404);
    expect((await change(created.id, 'PATCH', { text: 'x' })).status).toBe(404);
  });

  it('is in the access table and the OpenAPI document as it behaves', () => {
    expect(apiAccess['/api/alerts']).toEqual({ GET: 'public', POST: 'staff' });
    expect(apiAccess['/api/alerts/:id']).toEqual({ PATCH: 'staff', DELETE: 'staff' });
    expect(Object.keys(openApiDocument.paths['/api/alerts/{id}']).sort()).toEqual(['delete', 'patch']);
    expect(openApiDocument.components.schemas.Alert.properties.level.enum).toEqual(['information', 'urgent']);
  });
});
