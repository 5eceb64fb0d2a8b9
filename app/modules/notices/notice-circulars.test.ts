import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { simplePdf } from '~/lib/simple-pdf.server';
import { Refusal } from '~/lib/refusal';
import { testDialects, testSite } from '~/test/databases';
import { pdfFilesDir } from '~/modules/pdf-files/pdf-files.server';
import { maxPdfBytes } from '~/modules/pdf-files/pdf-limits';
import { noticeInputSchema } from './notice-schema';
import { createNotice, deleteNotice, getNotice, listNotices, updateNotice } from './notices.server';

/** A notice's circular (DESIGN.md §9): one PDF, checked, stored under a random name, following its notice. */
describe.each(testDialects)('notice circulars on %s', (dialect) => {
  const site = testSite(dialect);

  const notice = noticeInputSchema.parse({ title: 'Annual Day', details: 'All parents are invited.', date: '2026-12-05' });
  let uploads = 0;
  /** An uploaded file, as the multipart reader leaves it in a temporary file. */
  function upload(bytes: Buffer, originalName = 'Annual Day circular.pdf') {
    const file = path.join(site.config.dataDir, `upload-${++uploads}`);
    fs.writeFileSync(file, bytes);
    return { path: file, originalName };
  }
  const storedFiles = () => (fs.existsSync(pdfFilesDir(site.uploadsDir)) ? fs.readdirSync(pdfFilesDir(site.uploadsDir)) : []);
  const pdfRows = async () => (await site.db.selectFrom('pdfFiles').selectAll().execute()).length;

  it('a notice may carry a circular: named as sent, sized, served at a random address', async () => {
    const bytes = simplePdf({ title: 'Annual Day', lines: ['Saturday, 5 December'] });
    const created = await createNotice(site.db, site.files, notice, { circular: upload(bytes, '../../Annual Day (2026).PDF') });
    expect(created.circular).toEqual({ url: expect.stringMatching(/^\/uploads\/documents\/[0-9a-f]{32}\.pdf$/), name: 'Annual Day (2026).pdf', size: bytes.length });
    expect(storedFiles()).toEqual([path.basename(created.circular!.url)]);
    expect(fs.readFileSync(path.join(pdfFilesDir(site.uploadsDir), storedFiles()[0]!)).equals(bytes)).toBe(true);
    expect((await listNotices(site.db))[0]!.circular).toEqual(created.circular);
    expect((await createNotice(site.db, site.files, notice)).circular).toBeNull();
  });

  it('a refused PDF adds no notice, no row and no file', async () => {
    const javascript = simplePdf({ title: 'x', catalogEntries: '/OpenAction 6 0 R ', objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'] });
    const refusal = await createNotice(site.db, site.files, notice, { circular: upload(javascript) }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ kind: 'wrong-type', fields: { circular: 'pdf.javascript' } });
    const tooLarge = Buffer.concat([simplePdf({ title: 'big' }), Buffer.alloc(maxPdfBytes)]);
    await expect(createNotice(site.db, site.files, notice, { circular: upload(tooLarge) })).rejects.toMatchObject({ kind: 'too-large' });
    expect(await listNotices(site.db)).toEqual([]);
    expect(await pdfRows()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('an edit replaces the circular (the old file goes), keeps it, or takes it off; a refused one changes nothing', async () => {
    const created = await createNotice(site.db, site.files, notice, { circular: upload(simplePdf({ title: 'First' }), 'first.pdf') });
    const kept = await updateNotice(site.db, site.files, created.id, { title: 'Annual Day moved' });
    expect(kept?.circular).toEqual(created.circular);

    const replaced = await updateNotice(site.db, site.files, created.id, {}, { circular: { kind: 'replace', upload: upload(simplePdf({ title: 'Second' }), 'second.pdf') } });
    expect(replaced?.circular?.name).toBe('second.pdf');
    expect(storedFiles()).toEqual([path.basename(replaced!.circular!.url)]);
    expect(await pdfRows()).toBe(1);

    const refused = updateNotice(site.db, site.files, created.id, { title: 'Not saved' }, { circular: { kind: 'replace', upload: upload(Buffer.from('not a pdf')) } });
    await expect(refused).rejects.toMatchObject({ kind: 'wrong-type', fields: { circular: 'pdf.notPdf' } });
    expect(await getNotice(site.db, created.id)).toMatchObject({ title: 'Annual Day moved', circular: replaced!.circular });

    const removed = await updateNotice(site.db, site.files, created.id, {}, { circular: { kind: 'remove' } });
    expect(removed?.circular).toBeNull();
    expect(storedFiles()).toEqual([]);
    expect(await pdfRows()).toBe(0);
  });

  it('an edit of a notice that is not there stores nothing; deleting a notice deletes its circular', async () => {
    const missing = await updateNotice(site.db, site.files, 9999, {}, { circular: { kind: 'replace', upload: upload(simplePdf({ title: 'Orphan' })) } });
    expect(missing).toBeUndefined();
    expect(storedFiles()).toEqual([]);
    expect(await pdfRows()).toBe(0);

    const created = await createNotice(site.db, site.files, notice, { circular: upload(simplePdf({ title: 'Gone' })) });
    const other = await createNotice(site.db, site.files, notice, { circular: upload(simplePdf({ title: 'Stays' })) });
    expect(await deleteNotice(site.db, site.files, created.id)).toBe(true);
    expect(storedFiles()).toEqual([path.basename(other.circular!.url)]);
    expect(await pdfRows()).toBe(1);
    expect(await deleteNotice(site.db, site.files, created.id)).toBe(false);
  });

  it('two replacements at once leave one circular and no file without an owner', async () => {
    const created = await createNotice(site.db, site.files, notice, { circular: upload(simplePdf({ title: 'First' })) });
    const replace = (title: string) =>
      updateNotice(site.db, site.files, created.id, {}, { circular: { kind: 'replace', upload: upload(simplePdf({ title }), `${title}.pdf`) } });
    await Promise.all([replace('Second'), replace('Third'), replace('Fourth')]);
    const final = await getNotice(site.db, created.id);
    expect(['Second.pdf', 'Third.pdf', 'Fourth.pdf']).toContain(final?.circular?.name);
    expect(await pdfRows()).toBe(1);
    expect(storedFiles()).toEqual([path.basename(final!.circular!.url)]);
  });
});
