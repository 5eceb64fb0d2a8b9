import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { simplePdf } from '~/lib/simple-pdf.server';
import { changeWithPdf, pdfFilesDir, type PdfVisibility } from '~/modules/pdf-files/pdf-files.server';
import { serveSite } from '~/test/site-server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';

/** PDFs over real HTTP: only a row's key is served, inline, as a PDF that can never act as a page of the site. */
describe.each(testDialects)('PDF downloads on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;
  let base: string;
  let close: () => void;

  beforeEach(async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
    ({ base, close } = await serveSite({ config: env.config, database, files: env.files }));
  });
  afterEach(async () => {
    close();
    await env.cleanup();
  });

  /** A PDF stored as an owner would store it; answers its address. */
  async function storePdf(visibility: PdfVisibility, originalName: string, bytes = simplePdf({ title: 'Circular' })): Promise<string> {
    const upload = path.join(env.config.dataDir, `upload-${visibility}`);
    fs.writeFileSync(upload, bytes);
    const key = await changeWithPdf(database.db, env.files, { path: upload, originalName }, { field: 'file', fallbackName: 'file', visibility }, async (trx, pdfs) => {
      const row = await trx.selectFrom('pdfFiles').select('key').where('id', '=', pdfs.newPdfId!).executeTakeFirstOrThrow();
      return row.key;
    });
    return `${base}/uploads/documents/${key}.pdf`;
  }

  it('serves a circular inline under its own name, as a PDF that is sandboxed and never sniffed', async () => {
    const bytes = simplePdf({ title: 'Annual Day' });
    const url = await storePdf('public', 'वार्षिक उत्सव Annual Day.pdf', bytes);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-disposition')).toBe(
      `inline; filename="Annual Day.pdf"; filename*=UTF-8''${encodeURIComponent('वार्षिक उत्सव Annual Day.pdf')}`,
    );
    expect(answer.headers.get('content-security-policy')).toMatch(/^sandbox;.*default-src 'none'/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('x-robots-tag')).toBeNull();
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('a transfer certificate’s scan is kept by no cache and indexed by no search engine', async () => {
    const answer = await fetch(await storePdf('private', 'TC 2026-041.pdf'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('answers 404 for a key no row has, an orphan file, and anything that is not a key', async () => {
    await storePdf('public', 'kept.pdf');
    const orphan = 'ab'.repeat(16);
    fs.writeFileSync(path.join(pdfFilesDir(env.config.uploadsDir), `${orphan}.pdf`), simplePdf({ title: 'Orphan' }));
    for (const address of [`/uploads/documents/${orphan}.pdf`, `/uploads/documents/${'cd'.repeat(16)}.pdf`, '/uploads/documents/..%2F..%2Fsite.db', '/uploads/documents/', '/uploads/documents/ABC.pdf']) {
      const answer = await fetch(`${base}${address}`);
      expect(answer.status, address).toBe(404);
      expect(answer.headers.get('content-type'), address).toMatch(/^text\/plain/);
    }
  });
});
