import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simplePdf } from '~/lib/simple-pdf.server';
import { uploadTempDir } from '~/lib/multipart.server';
import { pdfFilesDir } from '~/modules/pdf-files/pdf-files.server';
import { apiTestBed } from '~/test/api-calls';
import { testDialects } from '~/test/databases';
import { refusedPdfs } from '~/test/refused-pdfs';
import * as disclosure from './disclosure';
import * as disclosureDocument from './disclosure-document';
import * as disclosureDocuments from './disclosure-documents';

/**
 * The Mandatory Public Disclosure through the JSON API (DESIGN.md §4, decision 0058): the whole
 * disclosure for anyone, its figures changed field by field, documents put in slots through the one
 * PDF path (every refused file leaves nothing) and taken out with their files.
 */
describe.each(testDialects)('the disclosure through the API on %s', (dialect) => {
  const bed = apiTestBed(dialect);

  interface Answer {
    general: { schoolName: string };
    staff: { teacherCounts: Record<string, number> };
    disclosure: { campusArea: number | null; girlsToilets: number | null; results: unknown[]; slots: { slot: string; state: string; document: { id: number; file: { url: string } } | null }[] };
  }
  const read = async (visitor = true) => {
    const answer = await bed.api.call(disclosure.loader as never, { method: 'GET', path: '/bed.api/disclosure', visitor });
    expect(answer.status).toBe(200);
    return answer.body.data as Answer;
  };
  const patch = (body: unknown) => bed.api.call(disclosure.action as never, { method: 'PATCH', path: '/bed.api/disclosure', body });
  function documentForm(file: Buffer | undefined, fields: Record<string, string> = { slot: 'fire-safety', validUntil: '2027-03-31' }, name = 'fire.pdf') {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (file) body.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
    return body;
  }
  const upload = (body: FormData) => bed.api.call(disclosureDocuments.action as never, { method: 'POST', path: '/bed.api/disclosure/documents', body });
  const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

  it('anyone reads the whole disclosure: every slot in the appendix’s order, empty until staff fill it', async () => {
    const answer = await read();
    expect(answer.general.schoolName).toBeTruthy();
    expect(answer.staff.teacherCounts).toEqual({ pgt: 0, tgt: 0, prt: 0 });
    expect(answer.disclosure.slots).toHaveLength(14);
    expect(answer.disclosure.slots.every((slot) => slot.state === 'empty' && slot.document === null)).toBe(true);
  });

  it('PATCH changes only the fields it names, and refuses an unknown field or a bad figure with the field named', async () => {
    expect((await patch({ campusArea: 6070, girlsToilets: 8 })).status).toBe(200);
    const changed = await patch({ girlsToilets: 9, results: [{ year: 2025, examination: 'Class X', registered: 30, passed: 29 }] });
    expect(changed.status).toBe(200);
    expect((changed.body.data as Answer).disclosure).toMatchObject({ campusArea: 6070, girlsToilets: 9 });
    expect((await read()).disclosure.results).toHaveLength(1);

    const unknown = await patch({ principalSalary: 90000 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields?.principalSalary).toMatch(/no field/i);
    const bad = await patch({ results: [{ year: 2025, examination: 'Class X', registered: 30, passed: 31 }], boysToilets: 'many' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toMatchObject({ 'results.0.passed': expect.stringMatching(/More students passed/), boysToilets: expect.stringMatching(/whole number/) });
    expect((await read()).disclosure).toMatchObject({ girlsToilets: 9, results: [expect.objectContaining({ passed: 29 })] });
  });

  it('refuses JavaScript, launch actions, embedded files, a text file named .pdf and an 11 MB PDF, leaving nothing', async () => {
    for (const { what, bytes, status, message } of refusedPdfs()) {
      const answer = await upload(documentForm(bytes));
      expect(answer.status, what).toBe(status);
      expect(answer.body.error?.fields?.file, what).toMatch(message);
      expect(await bed.database.db.selectFrom('disclosureDocuments').selectAll().execute()).toEqual([]);
      expect(await bed.database.db.selectFrom('pdfFiles').selectAll().execute()).toEqual([]);
      expect(files(pdfFilesDir(bed.environment.config.uploadsDir))).toEqual([]);
      expect(files(uploadTempDir(bed.environment.config.uploadsDir))).toEqual([]);
    }
  });

  it('names a missing file and an unknown slot; puts a document in its slot, replaces it, and removes it with its file', async () => {
    const missing = await upload(documentForm(undefined, { slot: 'fire-drill', validUntil: '31/03/2027' }));
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields).toMatchObject({ file: 'Choose the document (PDF)', slot: expect.any(String), validUntil: expect.any(String) });

    const put = await upload(documentForm(simplePdf({ title: 'Fire safety' })));
    expect(put.status).toBe(201);
    const first = put.body.data as { id: number; slot: string; validUntil: string; file: { url: string } };
    expect(first).toMatchObject({ slot: 'fire-safety', validUntil: '2027-03-31', file: { url: expect.stringMatching(/^\/uploads\/documents\/[0-9a-f]{32}\.pdf$/) } });
    const replaced = await upload(documentForm(simplePdf({ title: 'Renewed' }), { slot: 'fire-safety', validUntil: '' }));
    expect(replaced.status).toBe(201);
    const second = replaced.body.data as typeof first;
    expect(second).toMatchObject({ id: first.id, validUntil: null });
    expect(files(pdfFilesDir(bed.environment.config.uploadsDir))).toEqual([second.file.url.split('/').pop()]);
    const slot = (await read()).disclosure.slots.find((view) => view.slot === 'fire-safety');
    expect(slot).toMatchObject({ state: 'valid', document: { id: first.id, file: { url: second.file.url } } });

    const remove = (id: number) => bed.api.call(disclosureDocument.action as never, { method: 'DELETE', path: `/bed.api/disclosure/documents/${id}`, params: { id: String(id) } });
    expect((await remove(first.id)).status).toBe(204);
    expect((await remove(first.id)).status).toBe(404);
    expect(files(pdfFilesDir(bed.environment.config.uploadsDir))).toEqual([]);
    expect((await read()).disclosure.slots.find((view) => view.slot === 'fire-safety')?.state).toBe('empty');
  });
});
