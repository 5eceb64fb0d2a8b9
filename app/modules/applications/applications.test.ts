import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { insertJob } from '~/modules/jobs/jobs.server';
import { outboxState } from '~/modules/notifications/outbox.server';
import { testDialects, testSite } from '~/test/databases';
import { applicationInputSchema } from './application-schema';
import {
  countApplications,
  deleteApplication,
  detectResumeKind,
  listApplications,
  removeOrphanResumes,
  resumeFile,
  resumesDir,
  safeFileName,
  submitApplication,
} from './applications.server';
import { saidRejection } from '~/test/rules';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
const docx = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(26), Buffer.from('[Content_Types].xml'), Buffer.alloc(30), Buffer.from('word/document.xml'), Buffer.alloc(64)]);
const zipWithWordName = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(26), Buffer.from('word/document.xml')]);
const otherZip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(26), Buffer.from('xl/workbook.xml')]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

describe('application rules', () => {
  it('normalise the phone and accept an open post or a general application', () => {
    expect(applicationInputSchema.parse({ name: ' Asha ', email: 'asha@example.com', phone: '098765 43210', job: '3', consent: true })).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '+919876543210',
      job: '3',
      consent: true,
      submissionKey: null,
    });
    const bad = applicationInputSchema.safeParse({ name: '', email: 'x', phone: '123', job: 'a' });
    expect(bad.error!.issues.map((issue) => issue.path[0]).sort()).toEqual(['consent', 'email', 'job', 'name', 'phone']);
  });

  it('offer downloads under a safe name with the real extension', () => {
    expect(safeFileName('C:\\Users\\me\\My CV (final).pdf', 'pdf')).toBe('My CV (final).pdf');
    expect(safeFileName('../../etc/passwd', 'doc')).toBe('passwd.doc');
    expect(safeFileName('résumé<script>.docx', 'docx')).toBe('r_sum_script_.docx');
  });
});

describe.each(testDialects)('applications on %s', (dialect) => {
  const site = testSite(dialect);
  const input = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '+919876543210', job: 'general', consent: true as const, submissionKey: null as string | null };
  const target = { recipient: 'office@school.example', publicUrl: 'https://school.example', locale: 'en' as const };

  async function upload(bytes: Buffer): Promise<{ path: string; size: number; originalName: string }> {
    const dir = path.join(site.uploadsDir, 'tmp');
    await fsp.mkdir(dir, { recursive: true });
    const file = path.join(dir, `upload-${Math.random().toString(36).slice(2)}`);
    await fsp.writeFile(file, bytes);
    return { path: file, size: bytes.length, originalName: 'cv.pdf' };
  }

  it('tell PDF, DOC and DOCX from their bytes, and nothing else', async () => {
    for (const [bytes, kind] of [[pdf, 'pdf'], [doc, 'doc'], [docx, 'docx'], [otherZip, null], [zipWithWordName, null], [exe, null], [Buffer.from('<html>'), null]] as const) {
      expect(await detectResumeKind((await upload(bytes)).path)).toBe(kind);
    }
  });

  it('store the resume outside the public folder, and remove it with its row', async () => {
    const job = await insertJob(site.db, { title: 'Science Teacher', details: 'x', status: 'open', titleHi: null, detailsHi: null });
    const stored = await submitApplication(site.db, site.files, { ...input, job: String(job.id) }, await upload(docx));
    expect(stored).toMatchObject({ name: 'Ravi Kumar', jobTitle: 'Science Teacher', originalName: 'cv.docx', fileSize: docx.length });
    const file = (await resumeFile(site.db, site.files, stored.id))!;
    expect(Buffer.concat(await file.body.toArray())).toEqual(docx);
    // On the local store: in DATA_DIR/private/resumes, never under the public uploads folder.
    const onDisk = await fsp.readdir(resumesDir(site.config.dataDir));
    expect(onDisk).toHaveLength(1);
    expect(await fsp.readFile(path.join(resumesDir(site.config.dataDir), onDisk[0]!))).toEqual(docx);
    expect(await listApplications(site.db)).toHaveLength(1);

    expect(await deleteApplication(site.db, site.files, stored.id, { staffUsername: 'office' })).toBe(true);
    expect(await fsp.readdir(resumesDir(site.config.dataDir))).toEqual([]);
    expect(await resumeFile(site.db, site.files, stored.id)).toBeUndefined();
    expect(await countApplications(site.db)).toBe(0);
    expect(await deleteApplication(site.db, site.files, stored.id, { staffUsername: 'office' })).toBe(false);
  });

  it('refuse a disguised file (415) and a closed post (400), leaving nothing stored', async () => {
    await expect(submitApplication(site.db, site.files, input, await upload(exe))).rejects.toMatchObject({ kind: 'wrong-type' });
    const closed = await insertJob(site.db, { title: 'Clerk', details: 'x', status: 'closed', titleHi: null, detailsHi: null });
    expect(await saidRejection(submitApplication(site.db, site.files, { ...input, job: String(closed.id) }, await upload(pdf)))).toMatchObject({
      kind: 'invalid',
      fields: { job: 'This post is no longer open. Please choose another.' },
    });
    expect(await countApplications(site.db)).toBe(0);
    expect(fs.existsSync(resumesDir(site.config.dataDir)) ? await fsp.readdir(resumesDir(site.config.dataDir)) : []).toEqual([]);
  });

  it('store the same form sent twice once, keeping one resume file', async () => {
    const once = { ...input, submissionKey: 'same-form-key-0123456789' };
    const [first, second] = await Promise.all([
      submitApplication(site.db, site.files, once, await upload(pdf)),
      submitApplication(site.db, site.files, once, await upload(pdf)),
    ]);
    expect(second.id).toBe(first.id);
    expect(await countApplications(site.db)).toBe(1);
    expect(await fsp.readdir(resumesDir(site.config.dataDir))).toHaveLength(1);
  });

  it('store a second application from the same page for another post (a kept page shows one key to all)', async () => {
    const job = await insertJob(site.db, { title: 'Science Teacher', details: 'x', status: 'open', titleHi: null, detailsHi: null });
    const key = 'cached-page-key-0123456789';
    const general = await submitApplication(site.db, site.files, { ...input, submissionKey: key }, await upload(pdf));
    const science = await submitApplication(site.db, site.files, { ...input, submissionKey: key, job: String(job.id) }, await upload(pdf));
    expect(science.id).not.toBe(general.id);
    expect(await countApplications(site.db)).toBe(2);
    expect(await fsp.readdir(resumesDir(site.config.dataDir))).toHaveLength(2);
  });

  it('queue an application’s e-mail only when e-mail is set up', async () => {
    await submitApplication(site.db, site.files, input, await upload(pdf));
    expect(await outboxState(site.db)).toEqual([]);

    const job = await insertJob(site.db, { title: 'Science Teacher', details: 'x', status: 'open', titleHi: null, detailsHi: null });
    await submitApplication(site.db, site.files, { ...input, name: 'Asha Rani', email: 'asha@example.com', job: String(job.id) }, await upload(pdf), target);
    const mails = await outboxState(site.db);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'office@school.example', replyTo: 'asha@example.com', attempts: 0, sentAt: null });
    expect(mails[0]!.subject).toBe('Job application: Science Teacher, Asha Rani');
    expect(mails[0]!.body).toContain('https://school.example/dashboard/getresume');
    // The office's words come from the catalogue (officeMail), in the same lines as ever.
    expect(mails[0]!.body).toBe(
      [
        'Someone has applied through the careers page.',
        '',
        'Name: Asha Rani',
        'Post: Science Teacher',
        'Phone: +919876543210',
        'E-mail: asha@example.com',
        'Resume: cv.pdf (download it from the dashboard)',
        '',
        'Open the applications: https://school.example/dashboard/getresume',
      ].join('\n'),
    );
    await submitApplication(site.db, site.files, { ...input, name: 'Ravi {post}' }, await upload(pdf), target);
    expect((await outboxState(site.db))[1]!.subject).toBe('Job application: General application, Ravi {post}');
  });

  it('leave no application and no resume behind when its e-mail cannot be queued (one transaction)', async () => {
    await site.db.schema.dropTable('outbox').execute();
    await expect(submitApplication(site.db, site.files, input, await upload(pdf), target)).rejects.toThrow();
    expect(await countApplications(site.db)).toBe(0);
    expect(await fsp.readdir(resumesDir(site.config.dataDir))).toEqual([]);
  });

  it('remove the file when its row cannot be written', async () => {
    await site.db.schema.dropTable('applications').execute();
    await expect(submitApplication(site.db, site.files, input, await upload(pdf))).rejects.toThrow();
    expect(await fsp.readdir(resumesDir(site.config.dataDir))).toEqual([]);
  });

  it('sweep resume files no row owns, once they are old enough', async () => {
    const kept = await submitApplication(site.db, site.files, input, await upload(pdf));
    const dir = resumesDir(site.config.dataDir);
    await fsp.writeFile(path.join(dir, 'orphan.pdf'), pdf);
    expect(await removeOrphanResumes(site.db, site.files, { olderThanMs: 60 * 60 * 1000 })).toBe(0);
    expect(await removeOrphanResumes(site.db, site.files, { olderThanMs: 60 * 60 * 1000, now: Date.now() + 2 * 60 * 60 * 1000 })).toBe(1);
    expect(await resumeFile(site.db, site.files, kept.id)).toBeDefined();
  });
});
