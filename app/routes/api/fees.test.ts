import { describe, expect, it } from 'vitest';
import { apiTestBed } from '~/test/api-calls';
import { testDialects } from '~/test/databases';
import * as feeSession from './fee-session';
import * as fees from './fees';

/**
 * The fee structure's API (issue 16): a draft is no one's business but staff's, publishing past a
 * 7 % rise needs `confirmRises` (409 naming each cell without it), and a write refuses what it does
 * not know. The 401s of the staff calls are the access sweep's (e2e/access-sweep.spec.ts).
 */
describe.each(testDialects)('the fees API on %s', (dialect) => {
  const bed = apiTestBed(dialect);

  const add = (body: unknown) => bed.api.call(fees.action, { method: 'POST', path: '/bed.api/fees', body });
  const change = (session: string, body: unknown) => bed.api.call(feeSession.action, { method: 'PATCH', path: `/bed.api/fees/${session}`, params: { session }, body });
  const read = (session: string, visitor: boolean) => bed.api.call(feeSession.loader, { method: 'GET', path: `/bed.api/fees/${session}`, params: { session }, visitor });
  const list = (visitor: boolean) => bed.api.call(fees.loader, { method: 'GET', path: '/bed.api/fees', visitor });

  it('PUT puts a session’s whole table: made as a draft the first time, replaced whole after, past the rise check once published', async () => {
    const put = (session: string, body: unknown) => bed.api.call(feeSession.action, { method: 'PUT', path: `/bed.api/fees/${session}`, params: { session }, body });
    const made = await put('2025-26', { notes: 'Paid by the 10th.', fees: { 'Year 1': { tuition: 800, admission: 4000 } } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ session: '2025-26', status: 'draft', notes: 'Paid by the 10th.' });
    // Whole: what the second table leaves out (the admission fee, the notes) is gone.
    const replaced = await put('2025-26', { fees: { 'Year 1': { tuition: 820 } } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ notes: '', fees: { 'Year 1': { tuition: 820 } } });
    expect((replaced.body.data as { fees: Record<string, object> }).fees['Year 1']).toEqual({ tuition: 820 });
    expect((await put('2025-26', { fees: {}, status: 'published' })).body.error?.fields).toEqual({ status: expect.stringMatching(/no field/i) });
    expect((await put('2026', { fees: {} })).status).toBe(404);

    expect((await change('2025-26', { status: 'published' })).status).toBe(200);
    await put('2026-27', { fees: { 'Year 1': { tuition: 820 } } });
    await change('2026-27', { status: 'published' });
    const rise = await put('2026-27', { fees: { 'Year 1': { tuition: 900 } } });
    expect(rise.status).toBe(409);
    expect(rise.body.error?.fields).toEqual({ 'fees.Year 1.tuition': '₹820 → ₹900 (+9.8 %) over 2025-26' });
    expect((await put('2026-27', { fees: { 'Year 1': { tuition: 900 } }, confirmRises: true })).status).toBe(200);
  });

  it('keeps a draft from visitors, and publishes it for them', async () => {
    const created = await add({ session: '2025-26', fees: { 'Year 1': { tuition: 800, admission: 4000 } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ session: '2025-26', status: 'draft', fees: { 'Year 1': { admission: 4000, tuition: 800 } } });

    expect((await read('2025-26', true)).status).toBe(404);
    expect((await read('2025-26', true)).body.error?.message).toBe('There is no published fee structure for that session.');
    expect((await list(true)).body).toEqual({ data: [] });
    expect((await read('2025-26', false)).body.data).toMatchObject({ status: 'draft' });
    expect(((await list(false)).body.data as unknown[]).length).toBe(1);

    expect((await change('2025-26', { status: 'published' })).status).toBe(200);
    expect((await read('2025-26', true)).body.data).toMatchObject({ session: '2025-26', status: 'published', fees: { 'Year 1': { tuition: 800 } } });
    expect((await list(true)).body.data).toMatchObject([{ session: '2025-26' }]);
  });

  it('answers 409 naming each cell that rises more than 7 % until the rise is confirmed', async () => {
    await add({ session: '2025-26', fees: { 'Year 5': { tuition: 1200, transport: 600 } } });
    await change('2025-26', { status: 'published' });
    await add({ session: '2026-27', copyFrom: '2025-26' });

    const refused = await change('2026-27', { status: 'published', fees: { 'Year 5': { tuition: 1320, transport: 642 } } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      message: 'Some fees rise more than 7 % over 2025-26. Check them and confirm to publish.',
      fields: { 'fees.Year 5.tuition': '₹1,200 → ₹1,320 (+10 %) over 2025-26' },
    });
    expect((await read('2026-27', true)).status).toBe(404);
    expect((await read('2026-27', false)).body.data).toMatchObject({ status: 'draft', fees: { 'Year 5': { tuition: 1200, transport: 600 } } });

    const confirmed = await change('2026-27', { status: 'published', fees: { 'Year 5': { tuition: 1320, transport: 642 } }, confirmRises: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await read('2026-27', true)).body.data).toMatchObject({ status: 'published', fees: { 'Year 5': { tuition: 1320, transport: 642 } } });
  });

  it('refuses unknown fields, classes and heads by name, and stores nothing', async () => {
    const refused = await add({ session: '2025-26', fee: {}, fees: { 'Class 12': { tuition: 1 }, 'Year 2': { tution: 900 } } });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({
      fee: 'There is no field called “fee”',
      'fees.Class 12': 'There is no field called “fees.Class 12”',
      'fees.Year 2.tution': 'There is no field called “fees.Year 2.tution”',
    });
    expect((await list(false)).body).toEqual({ data: [] });

    await add({ session: '2025-26' });
    const badChange = await change('2025-26', { session: '2026-27', fees: { 'Year 2': { tuition: '900' } } });
    expect(badChange.status).toBe(400);
    expect(badChange.body.error?.fields).toEqual({
      session: 'There is no field called “session”',
      'fees.Year 2.tuition': 'Enter whole rupees, for example 1200, or leave it empty',
    });
  });

  it('answers 404 for an address that names no session, 409 for a second one of a label, and keeps a published one', async () => {
    expect((await read('2026', false)).status).toBe(404);
    expect((await change('2026-28', { notes: 'x' })).status).toBe(404);
    expect((await change('2030-31', { notes: 'x' })).status).toBe(404);
    await add({ session: '2025-26' });
    expect((await add({ session: '2025-26' })).status).toBe(409);
    await change('2025-26', { status: 'published' });
    const removal = await bed.api.call(feeSession.action, { method: 'DELETE', path: '/bed.api/fees/2025-26', params: { session: '2025-26' } });
    expect(removal.status).toBe(409);
    expect((await read('2025-26', true)).status).toBe(200);
  });
});
