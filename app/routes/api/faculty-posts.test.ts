import { describe, expect, it } from 'vitest';
import { apiTestBed } from '~/test/api-calls';
import { multipart } from '~/test/content-resources';
import { testDialects } from '~/test/databases';
import * as facultyList from './faculty';
import * as facultyMember from './faculty-member';
import { openApiDocument } from './openapi-document.server';

/**
 * A faculty member's qualification, post and appointment through the JSON API (decision 0059), on
 * each database: POST (multipart, as the dashboard's photo form) and PATCH (JSON) take them, GET
 * gives them back; "" or null clears a post or an appointment; a value off the lists is a 400 under
 * the field's own name that changes or stores nothing.
 */

type Member = Record<string, unknown> & { id: number };

describe.each(testDialects)('faculty qualification, post and appointment through the API on %s', (dialect) => {
  const bed = apiTestBed(dialect);

  const post = (body: unknown) => bed.api.call(facultyList.action as never, { method: 'POST', path: '/bed.api/faculty', body });
  const list = async () => (await bed.api.call(facultyList.loader as never, { method: 'GET', path: '/bed.api/faculty' })).body.data as Member[];
  const get = async (id: number) =>
    (await bed.api.call(facultyMember.loader as never, { method: 'GET', path: `/bed.api/faculty/${id}`, params: { id: String(id) } })).body.data as Member;
  const patch = (id: number, body: Record<string, unknown>) =>
    bed.api.call(facultyMember.action as never, { method: 'PATCH', path: `/bed.api/faculty/${id}`, params: { id: String(id) }, body });
  const fieldsOf = ({ qualification, post: postHeld, appointment }: Member) => ({ qualification, post: postHeld, appointment });

  it('POST takes them (multipart, with a photo or without), GET and the list give them back, as the document says', async () => {
    const given = { qualification: 'M.Sc. (Mathematics), B.Ed.', post: 'pgt', appointment: 'contract' };
    const created = await post(await multipart({ name: 'Mr. Rakesh Kumar', role: 'Mathematics Teacher', ...given }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const member = created.body.data as Member;
    expect(fieldsOf(member)).toEqual(given);
    expect(fieldsOf(await get(member.id))).toEqual(given);
    expect((await list()).map(fieldsOf)).toEqual([given]);
    const documented = openApiDocument.components.schemas.FacultyMember;
    expect(documented.required).toEqual(expect.arrayContaining(['qualification', 'post', 'appointment']));
    expect(documented.properties.post.enum).toEqual(['principal', 'vice-principal', 'pgt', 'tgt', 'prt', 'special-educator', 'counsellor', 'other', null]);
    expect(documented.properties.appointment.enum).toEqual(['regular', 'contract', 'part-time', null]);

    // A form's "Not stated" sends ""; left out, they are not stated either; JSON may say null.
    const unstated = await post(await multipart({ name: 'Ms. Priya Verma', role: 'English Teacher', post: '', appointment: '' }, false));
    expect(unstated.status, JSON.stringify(unstated.body)).toBe(201);
    expect(fieldsOf(unstated.body.data as Member)).toEqual({ qualification: '', post: null, appointment: null });
    const json = await post({ name: 'Mrs. Sinha', role: 'Counsellor', post: 'counsellor', appointment: null });
    expect(json.status, JSON.stringify(json.body)).toBe(201);
    expect(fieldsOf(json.body.data as Member)).toEqual({ qualification: '', post: 'counsellor', appointment: null });
  });

  it('PATCH changes each alone, keeps what it leaves out, and clears a post or appointment with "" or null', async () => {
    const created = await post(await multipart({ name: 'Mrs. Jha', role: 'Primary Teacher', qualification: 'B.A., D.El.Ed.', post: 'prt', appointment: 'regular' }, false));
    const { id } = created.body.data as Member;

    const changed = await patch(id, { post: 'tgt' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(fieldsOf(changed.body.data as Member)).toEqual({ qualification: 'B.A., D.El.Ed.', post: 'tgt', appointment: 'regular' });
    expect((await patch(id, { role: 'Class Teacher' })).status).toBe(200);
    expect(await get(id)).toMatchObject({ role: 'Class Teacher', qualification: 'B.A., D.El.Ed.', post: 'tgt', appointment: 'regular' });

    expect((await patch(id, { qualification: 'B.A., B.Ed.', appointment: 'part-time' })).status).toBe(200);
    expect(fieldsOf(await get(id))).toEqual({ qualification: 'B.A., B.Ed.', post: 'tgt', appointment: 'part-time' });

    const cleared = await patch(id, { post: null, appointment: '' });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(fieldsOf(await get(id))).toEqual({ qualification: 'B.A., B.Ed.', post: null, appointment: null });
    expect((await patch(id, { qualification: '' })).status).toBe(200);
    expect(fieldsOf(await get(id))).toEqual({ qualification: '', post: null, appointment: null });
  });

  it('a post or appointment off the lists, or a long qualification, is a 400 under its own name that changes or stores nothing', async () => {
    const created = await post({ name: 'Mrs. Jha', role: 'Primary Teacher', post: 'prt', appointment: 'regular' });
    const { id } = created.body.data as Member;
    const before = await get(id);

    const refused = await patch(id, { post: 'headmaster' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({ post: 'Choose one of the listed posts, or “Not stated”' });
    const both = await patch(id, { post: 'PRT', appointment: 'permanent', qualification: 'x'.repeat(201) });
    expect(both.status).toBe(400);
    expect(both.body.error?.fields).toEqual({
      post: 'Choose one of the listed posts, or “Not stated”',
      appointment: 'Choose regular, on contract or part-time, or “Not stated”',
      qualification: 'Keep the qualification under 200 characters',
    });
    expect(await get(id)).toEqual(before);

    const refusedNew = await post(await multipart({ name: 'Mr. Kumar', role: 'Teacher', post: 'headmaster' }));
    expect(refusedNew.status).toBe(400);
    expect(refusedNew.body.error?.fields).toEqual({ post: 'Choose one of the listed posts, or “Not stated”' });
    expect((await list()).map((member) => member.id)).toEqual([id]);
  });
});
