import { describe, expect, it } from 'vitest';
import { apiTestBed } from '~/test/api-calls';
import { testDialects } from '~/test/databases';
import * as calendarList from './calendar';
import * as calendarEntry from './calendar-entry';
import { openApiDocument } from './openapi-document.server';

/**
 * The academic calendar through the JSON API (issue 17), on each database: POST adds an entry, GET
 * lists the days asked for, PATCH changes what it names (checked with what is stored), DELETE
 * removes; bad input is a 400 naming the field, and nothing is written.
 */

type Entry = Record<string, unknown> & { id: number };

describe.each(testDialects)('the calendar API on %s', (dialect) => {
  const bed = apiTestBed(dialect);

  const post = (body: unknown) => bed.api.call(calendarList.action as never, { method: 'POST', path: '/api/calendar', body });
  const list = (query = '', visitor = true) => bed.api.call(calendarList.loader as never, { method: 'GET', path: `/api/calendar${query}`, visitor });
  const get = (id: number) =>
    bed.api.call(calendarEntry.loader as never, { method: 'GET', path: `/api/calendar/${id}`, params: { id: String(id) }, visitor: true });
  const patch = (id: number, body: Record<string, unknown>) =>
    bed.api.call(calendarEntry.action as never, { method: 'PATCH', path: `/api/calendar/${id}`, params: { id: String(id) }, body });
  const remove = (id: number) => bed.api.call(calendarEntry.action as never, { method: 'DELETE', path: `/api/calendar/${id}`, params: { id: String(id) } });

  it('adds, lists by days, changes and deletes an entry, as the document describes it', async () => {
    const created = await post({ kind: 'holiday', title: 'Puja vacation', titleHi: 'पूजा अवकाश', startsOn: '2099-10-12', endsOn: '2099-10-16' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const entry = created.body.data as Entry;
    expect(entry).toMatchObject({
      kind: 'holiday',
      title: 'Puja vacation',
      titleHi: 'पूजा अवकाश',
      startsOn: '2099-10-12',
      endsOn: '2099-10-16',
      startsAt: null,
      revision: 0,
    });
    expect(Object.keys(entry).sort()).toEqual([...openApiDocument.components.schemas.CalendarEntry.required].sort());

    expect(((await list('?from=2099-10-14&to=2099-10-14')).body.data as Entry[]).map((e) => e.id)).toEqual([entry.id]);
    expect((await list('?from=2099-10-17')).body.data).toEqual([]);
    // Without `from`, the list starts at the school's today: an entry in 2099 is to come.
    expect(((await list()).body.data as Entry[]).map((e) => e.id)).toEqual([entry.id]);
    expect((await get(entry.id)).body.data).toEqual(entry);

    const changed = await patch(entry.id, { startsAt: '09:00', endsAt: '12:00', endsOn: '' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      title: 'Puja vacation',
      startsOn: '2099-10-12',
      endsOn: '2099-10-12',
      startsAt: '09:00',
      endsAt: '12:00',
      revision: 1,
    });

    expect((await remove(entry.id)).status).toBe(204);
    expect((await get(entry.id)).status).toBe(404);
    expect((await remove(entry.id)).status).toBe(404);
  });

  it('refuses bad input with a 400 naming each field, an unknown field, and a bad range; nothing is written', async () => {
    const refused = await post({ kind: 'festival', title: '', startsOn: '2099-02-30' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({
      kind: 'Choose the type: holiday, examination, meeting, event or other',
      title: 'Enter the title',
      startsOn: 'That date does not exist',
    });
    const unknown = await post({ kind: 'exam', title: 'Finals', startsOn: '2099-03-01', colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error?.fields ?? {})).toEqual(['colour']);
    expect((await list('?from=2099-01-01')).body.data).toEqual([]);

    const kept = (await post({ kind: 'exam', title: 'Finals', startsOn: '2099-03-01', endsOn: '2099-03-10' })).body.data as Entry;
    const backwards = await patch(kept.id, { startsOn: '2099-03-20' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error?.fields).toEqual({ endsOn: 'The end comes before the start' });
    expect((await get(kept.id)).body.data).toEqual(kept);

    const badRange = await list('?from=next-week');
    expect(badRange.status).toBe(400);
    expect(Object.keys(badRange.body.error?.fields ?? {})).toEqual(['from']);
  });

  it('writes are for staff only: a visitor gets 401 and nothing changes', async () => {
    const visitorPost = await bed.api.call(calendarList.action as never, {
      method: 'POST',
      path: '/api/calendar',
      body: { kind: 'holiday', title: 'Fake holiday', startsOn: '2099-05-01' },
      visitor: true,
    });
    expect(visitorPost.status).toBe(401);
    expect((await list('?from=2099-01-01')).body.data).toEqual([]);
  });
});
