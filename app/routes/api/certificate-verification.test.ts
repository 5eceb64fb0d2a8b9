import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { simplePdf } from '~/lib/simple-pdf.server';
import { certificateLookupLimit } from '~/modules/transfer-certificates/certificate-limits';
import { apiTestBed } from '~/test/api-calls';
import { testDialects } from '~/test/databases';
import * as verification from './certificate-verification';
import * as certificate from './transfer-certificate';
import * as certificates from './transfer-certificates';

/** The transfer certificates through the JSON API: staff add and delete; anyone checks one, within a limit, and learns nothing from a miss. */
describe.each(testDialects)('transfer certificates through the API on %s', (dialect) => {
  const bed = apiTestBed(dialect);

  function certificateForm(fields: Record<string, string>, withScan = true): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (withScan) form.append('file', new Blob([new Uint8Array(simplePdf({ title: 'TC' }))], { type: 'application/pdf' }), 'tc.pdf');
    return form;
  }
  const details = { number: 'TC/2026/041', studentName: 'Asha Kumari', className: 'Class 8', issueDate: '2026-04-10', birthDate: '2013-05-03' };
  const verify = (body: Record<string, unknown>) => bed.api.call(verification.action as never, { method: 'POST', path: '/bed.api/transfer-certificates/verify', body, visitor: true });

  it('staff add a certificate with its scan; every problem is named at once, and nothing is kept from a refusal', async () => {
    const refused = await bed.api.call(certificates.action as never, { method: 'POST', path: '/bed.api/transfer-certificates', body: certificateForm({ number: 'TC/1' }, false) });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error?.fields ?? {}).sort()).toEqual(['birthDate', 'className', 'file', 'issueDate', 'studentName']);
    const noScan = await bed.api.call(certificates.action as never, { method: 'POST', path: '/bed.api/transfer-certificates', body: certificateForm(details, false) });
    expect(noScan.body.error?.fields).toEqual({ file: 'Choose the scanned certificate (PDF)' });

    const added = await bed.api.call(certificates.action as never, { method: 'POST', path: '/bed.api/transfer-certificates', body: certificateForm(details) });
    expect(added.status).toBe(201);
    const id = (added.body.data as { id: number }).id;
    const listed = await bed.api.call(certificates.loader as never, { method: 'GET', path: '/bed.api/transfer-certificates' });
    expect((listed.body.data as { number: string }[]).map((c) => c.number)).toEqual(['TC/2026/041']);
    const one = await bed.api.call(certificate.loader as never, { method: 'GET', path: `/bed.api/transfer-certificates/${id}`, params: { id: String(id) } });
    expect(one.body.data).toMatchObject({ ...details, id });

    const removed = await bed.api.call(certificate.action as never, { method: 'DELETE', path: `/bed.api/transfer-certificates/${id}`, params: { id: String(id) } });
    expect(removed.status).toBe(204);
    expect(fs.readdirSync(path.join(bed.environment.config.uploadsDir, 'documents'))).toEqual([]);
  });

  it('a visitor gets the record for the right details, and one plain 404 for a wrong date of birth or a wrong number', async () => {
    await bed.api.call(certificates.action as never, { method: 'POST', path: '/bed.api/transfer-certificates', body: certificateForm(details) });
    const found = await verify({ number: 'tc/2026/041', birthDate: '2013-05-03' });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ number: 'TC/2026/041', studentName: 'Asha Kumari', className: 'Class 8', issueDate: '2026-04-10' });
    expect(found.body.data).not.toHaveProperty('birthDate');

    const wrongBirth = await verify({ number: 'TC/2026/041', birthDate: '2013-05-04' });
    const wrongNumber = await verify({ number: 'TC/2026/999', birthDate: '2013-05-03' });
    expect(wrongBirth).toEqual({ status: 404, body: { error: { message: 'No certificate matches these details.' } } });
    expect(wrongNumber).toEqual(wrongBirth);

    const unknownField = await verify({ number: 'TC/2026/041', birthDate: '2013-05-03', studentName: 'Asha' });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.error?.fields).toEqual({ studentName: 'There is no field called “studentName”' });
  });

  it('a burst of lookups from one address is refused with 429 once past the limit, before any body is read', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= certificateLookupLimit.limit; i++) answers.push((await verify({ number: `TC/${i}`, birthDate: '2013-05-03' })).status);
    expect(answers.slice(0, certificateLookupLimit.limit).every((status) => status === 404)).toBe(true);
    const refused = await verify({ number: 'TC/2026/041', birthDate: '2013-05-03' });
    expect(answers.at(-1)).toBe(429);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe('Too many checks from your connection. Please try again in 10 minutes.');
  });
});
