import fs from 'node:fs';
import path from 'node:path';
import { resumesDir } from '~/modules/applications/applications.server';
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { hi } from '~/i18n/hi';
import { listDeletions, logDeletion } from '~/modules/deletion-log/deletion-log.server';
import { testDialects, testSite } from '~/test/databases';
import { applyRetentionPeriods, keepingMonths, monthsBefore } from './retention.server';

describe('the keeping periods', () => {
  it('are the ones the privacy policy promises, in both languages', () => {
    const [enquiries, messages, applications] = en.policies.retention.items;
    expect(enquiries).toContain(`${keepingMonths.enquiries} months`);
    expect(messages).toContain(`${keepingMonths.contactMessages} months`);
    expect(applications).toContain(`${keepingMonths.applications} months`);
    expect(en.policies.deletion.promise).toContain(`three years`);
    expect(keepingMonths.deletionLog).toBe(36);
    const [enquiriesHi, messagesHi, applicationsHi] = hi.policies.retention.items;
    expect(enquiriesHi).toContain(`${keepingMonths.enquiries} महीने`);
    expect(messagesHi).toContain(`${keepingMonths.contactMessages} महीने`);
    expect(applicationsHi).toContain(`${keepingMonths.applications} महीने`);
  });

  it('count calendar months back from now', () => {
    expect(monthsBefore(new Date('2026-11-24T10:00:00Z'), 12)).toBe('2025-11-24T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-11-24T10:00:00Z'), 6)).toBe('2026-05-24T10:00:00.000Z');
  });
});

describe.each(testDialects)('the retention sweep on %s', (dialect) => {
  const site = testSite(dialect);

  const now = new Date('2026-11-24T10:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const visitor = { email: 'parent@example.com', phone: '+919876543210', message: 'Please call.', status: 'new' as const, consentedAt: null };

  async function addEnquiry(createdAt: string) {
    const row = await site.db
      .insertInto('enquiries')
      .values({ ...visitor, parentName: 'A Parent', childName: 'A Child', classSought: 'Year 1', createdAt, updatedAt: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('deletes what is kept past its period, logs each deletion without the person, and keeps the rest', async () => {
    const old = await addEnquiry(daysAgo(400));
    const recent = await addEnquiry(daysAgo(300));
    const oldMessage = (
      await site.db
        .insertInto('contactMessages')
        .values({ email: visitor.email, phone: visitor.phone, message: visitor.message, status: visitor.status, name: 'A Visitor', inquiryType: 'general', createdAt: daysAgo(200), updatedAt: daysAgo(200) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const resumes = resumesDir(site.config.dataDir);
    fs.mkdirSync(resumes, { recursive: true });
    fs.writeFileSync(path.join(resumes, 'old-resume.pdf'), '%PDF-1.4');
    const oldApplication = (
      await site.db
        .insertInto('applications')
        .values({
          name: 'An Applicant',
          email: 'applicant@example.com',
          phone: '+919876543210',
          jobId: null,
          status: 'new',
          fileKey: 'old-resume.pdf',
          originalName: 'resume.pdf',
          fileType: 'application/pdf',
          fileSize: 8,
          consentedAt: null,
          createdAt: daysAgo(380),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await logDeletion(site.db, 'enquiry', 1, { staffUsername: 'office' }, new Date(daysAgo(4 * 365)));

    const counts = await applyRetentionPeriods(site.db, site.files, now);
    expect(counts).toEqual({ enquiries: 1, contactMessages: 1, applications: 1, deletionLines: 1 });
    expect((await site.db.selectFrom('enquiries').select('id').execute()).map((row) => row.id)).toEqual([recent]);
    expect(await site.db.selectFrom('contactMessages').selectAll().execute()).toEqual([]);
    expect(await site.db.selectFrom('applications').selectAll().execute()).toEqual([]);
    expect(fs.readdirSync(resumes)).toEqual([]);
    const lines = await listDeletions(site.db);
    expect(lines.map(({ kind, recordId, staffUsername, reason }) => ({ kind, recordId, staffUsername, reason })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'application', recordId: oldApplication, staffUsername: '', reason: 'retention' },
      { kind: 'contact-message', recordId: oldMessage, staffUsername: '', reason: 'retention' },
      { kind: 'enquiry', recordId: old, staffUsername: '', reason: 'retention' },
    ]);
    // Run again (another server, the next hour): nothing more to do, nothing logged twice.
    expect(await applyRetentionPeriods(site.db, site.files, now)).toEqual({ enquiries: 0, contactMessages: 0, applications: 0, deletionLines: 0 });
    expect(await listDeletions(site.db)).toHaveLength(3);
  });

  it('two sweeps at once delete each record once and log it once', async () => {
    await Promise.all([addEnquiry(daysAgo(500)), addEnquiry(daysAgo(450))]);
    const [first, second] = await Promise.all([applyRetentionPeriods(site.db, site.files, now), applyRetentionPeriods(site.db, site.files, now)]);
    expect(first.enquiries + second.enquiries).toBe(2);
    expect(await listDeletions(site.db)).toHaveLength(2);
  });
});
