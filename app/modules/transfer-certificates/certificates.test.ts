import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { simplePdf } from '~/lib/simple-pdf.server';
import { pdfFilesDir } from '~/modules/pdf-files/pdf-files.server';
import { testDialects, testSite } from '~/test/databases';
import { saidIssue } from '~/test/rules';
import { certificateInputSchema, certificateLookupSchema } from './certificate-schema';
import { addCertificate, countCertificates, deleteCertificate, listCertificates, verifyCertificate } from './certificates.server';

describe('certificate rules', () => {
  it('need every detail, real dates, and a date of birth before the date of issue', () => {
    const missing = certificateInputSchema.safeParse({});
    expect(Object.fromEntries(missing.error!.issues.map((i) => [i.path[0], saidIssue(i)]))).toEqual({
      number: 'Enter the certificate number',
      studentName: 'Enter the student’s name',
      className: 'Enter the class the student left',
      issueDate: 'Choose the date of issue',
      birthDate: 'Enter the date of birth',
    });
    const born = certificateInputSchema.safeParse({ number: 'TC/1', studentName: 'Asha', className: 'Class 8', issueDate: '2026-04-10', birthDate: '2026-04-11' });
    expect(born.error!.issues.map((i) => [i.path[0], saidIssue(i)])).toEqual([['birthDate', 'The date of birth must be before the date of issue']]);
    expect(certificateInputSchema.safeParse({ number: 'TC/1', studentName: 'Asha', className: 'Class 8', issueDate: '2026-02-30', birthDate: '2013-01-01' }).success).toBe(false);
    expect(certificateLookupSchema.safeParse({ number: 'TC/1', birthDate: '2013-01-01', studentName: 'Asha' }).success).toBe(false);
  });
});

describe.each(testDialects)('transfer certificates on %s', (dialect) => {
  const site = testSite(dialect);

  let uploads = 0;
  function scan(title = 'Transfer Certificate') {
    const file = path.join(site.config.dataDir, `scan-${++uploads}`);
    fs.writeFileSync(file, simplePdf({ title }));
    return { path: file, originalName: `${title}.pdf` };
  }
  const asha = certificateInputSchema.parse({ number: 'TC/2026/041', studentName: 'Asha Kumari', className: 'Class 8', issueDate: '2026-04-10', birthDate: '2013-05-03' });
  const storedFiles = () => (fs.existsSync(pdfFilesDir(site.uploadsDir)) ? fs.readdirSync(pdfFilesDir(site.uploadsDir)) : []);

  it('a certificate is found only by its number and the date of birth together, its number matched as typed by anyone', async () => {
    const added = await addCertificate(site.db, site.files, asha, scan());
    expect(added.scan.url).toMatch(/^\/uploads\/documents\/[0-9a-f]{32}\.pdf$/);
    const found = await verifyCertificate(site.db, { number: ' tc/2026/ 041', birthDate: '2013-05-03' });
    expect(found).toEqual({ number: 'TC/2026/041', studentName: 'Asha Kumari', className: 'Class 8', issueDate: '2026-04-10', scan: added.scan });
    expect(found).not.toHaveProperty('birthDate');
    expect(await verifyCertificate(site.db, { number: 'TC/2026/041', birthDate: '2013-05-04' })).toBeUndefined();
    expect(await verifyCertificate(site.db, { number: 'TC/2026/042', birthDate: '2013-05-03' })).toBeUndefined();
    const scanRow = await site.db.selectFrom('pdfFiles').select('visibility').executeTakeFirstOrThrow();
    expect(scanRow.visibility).toBe('private');
  });

  it('one number is one certificate (409, and the second scan is not kept)', async () => {
    await addCertificate(site.db, site.files, asha, scan());
    const again = addCertificate(site.db, site.files, { ...asha, number: 'tc/2026/041', studentName: 'Someone Else' }, scan('Second'));
    await expect(again).rejects.toMatchObject({ kind: 'conflict', fields: { number: 'certificate.numberTaken' } });
    expect(await countCertificates(site.db)).toBe(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it('a refused scan adds nothing; deleting a certificate deletes its scan', async () => {
    const notPdf = path.join(site.config.dataDir, 'not-a-pdf');
    fs.writeFileSync(notPdf, 'TC scan');
    await expect(addCertificate(site.db, site.files, asha, { path: notPdf, originalName: 'tc.pdf' })).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(await countCertificates(site.db)).toBe(0);
    expect(storedFiles()).toEqual([]);

    const added = await addCertificate(site.db, site.files, asha, scan());
    expect((await listCertificates(site.db)).map((c) => c.number)).toEqual(['TC/2026/041']);
    expect(await deleteCertificate(site.db, site.files, added.id)).toBe(true);
    expect(await deleteCertificate(site.db, site.files, added.id)).toBe(false);
    expect(storedFiles()).toEqual([]);
    expect(await site.db.selectFrom('pdfFiles').selectAll().execute()).toEqual([]);
  });
});
