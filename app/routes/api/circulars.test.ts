import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simplePdf } from '~/lib/simple-pdf.server';
import { uploadTempDir } from '~/lib/multipart.server';
import { pdfFilesDir } from '~/modules/pdf-files/pdf-files.server';
import { apiTestBed } from '~/test/api-calls';
import { testDialects } from '~/test/databases';
import { refusedPdfs } from '~/test/refused-pdfs';
import * as notice from './notice';
import * as notices from './notices';

/**
 * A notice's circular through the JSON API (DESIGN.md §9, issue 16): every PDF the site refuses is
 * refused with 415 or 413 and leaves nothing behind (no notice, no file row, no file, no temporary
 * upload); a PDF it publishes is stored, replaced and taken off through the same calls.
 */
describe.each(testDialects)('notice circulars through the API on %s', (dialect) => {
  const bed = apiTestBed(dialect);

  const fields = { title: 'Annual Day', details: 'All parents are invited.', date: '2026-12-05' };
  function form(file: Buffer | undefined, name = 'circular.pdf', extra: Record<string, string> = {}): FormData {
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...fields, ...extra })) body.append(key, value);
    if (file) body.append('circular', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
    return body;
  }
  const post = (body: FormData) => bed.api.call(notices.action as never, { method: 'POST', path: '/bed.api/notices', body });
  const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  async function expectNothingLeft() {
    expect((await bed.api.call(notices.loader as never, { method: 'GET', path: '/bed.api/notices' })).body.data).toEqual([]);
    expect(await bed.database.db.selectFrom('pdfFiles').selectAll().execute()).toEqual([]);
    expect(files(pdfFilesDir(bed.environment.config.uploadsDir))).toEqual([]);
    expect(files(uploadTempDir(bed.environment.config.uploadsDir))).toEqual([]);
  }

  it('refuses JavaScript, launch actions, embedded files, a text file named .pdf and an 11 MB PDF, leaving nothing', async () => {
    for (const { what, bytes, status, message } of refusedPdfs()) {
      const answer = await post(form(bytes));
      expect(answer.status, what).toBe(status);
      expect(answer.body.error?.fields?.circular, what).toMatch(message);
      await expectNothingLeft();
    }
  });

  it('stores a circular with a notice, replaces it, and takes it off (the files follow)', async () => {
    const created = await post(form(simplePdf({ title: 'Annual Day' }), 'Annual Day.pdf'));
    expect(created.status).toBe(201);
    const item = created.body.data as { id: number; circular: { url: string; name: string; size: number } };
    expect(item.circular).toMatchObject({ name: 'Annual Day.pdf', url: expect.stringMatching(/^\/uploads\/documents\/[0-9a-f]{32}\.pdf$/) });

    const patch = (body: FormData | Record<string, unknown>) =>
      bed.api.call(notice.action as never, { method: 'PATCH', path: `/bed.api/notices/${item.id}`, params: { id: String(item.id) }, body });
    const replacement = new FormData();
    replacement.append('circular', new Blob([new Uint8Array(simplePdf({ title: 'Changed' }))]), 'Annual Day (changed).pdf');
    const replaced = await patch(replacement);
    expect(replaced.status).toBe(200);
    const newCircular = (replaced.body.data as typeof item).circular;
    expect(newCircular.name).toBe('Annual Day (changed).pdf');
    expect(files(pdfFilesDir(bed.environment.config.uploadsDir))).toEqual([newCircular.url.split('/').pop()]);

    const refused = await patch({ removeCircular: 'yes please' });
    expect(refused.status).toBe(200);
    expect((refused.body.data as typeof item).circular).toEqual(newCircular);

    const removed = await patch({ removeCircular: true });
    expect((removed.body.data as typeof item).circular).toBeNull();
    expect(files(pdfFilesDir(bed.environment.config.uploadsDir))).toEqual([]);
  });
});
