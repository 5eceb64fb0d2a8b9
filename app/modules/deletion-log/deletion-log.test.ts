import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parseOrThrow } from '~/lib/validation';
import { applyForJob, countApplications, deleteApplication } from '~/modules/applications/applications.server';
import { contactMessageInputSchema } from '~/modules/contact-messages/contact-message-schema';
import { deleteContactMessage, submitContactMessage } from '~/modules/contact-messages/contact-messages.server';
import { enquiryInputSchema } from '~/modules/enquiries/enquiry-schema';
import { deleteEnquiry, getEnquiry, submitEnquiry } from '~/modules/enquiries/enquiries.server';
import { testDialects, testSite } from '~/test/databases';
import { listDeletions } from './deletion-log.server';

const parent = { parentName: 'Sunita Devi', childName: 'Aarav Kumar', email: 'sunita@example.com', phone: '9876543210', message: 'About Class 2', consent: true };
const sender = { name: 'Rahul Singh', email: 'rahul@example.com', phone: '9123456780', message: 'When is the fee due?', inquiryType: 'fees' };
const applicant = { name: 'Ravi Prasad', email: 'ravi@example.com', phone: '9988776655', job: 'general', consent: true };

describe.each(testDialects)('the deletion log on %s', (dialect) => {
  const site = testSite(dialect);

  it('keeps the kind, the id, the staff account and the time of each deletion, and nothing of the person', async () => {
    const { db } = site;
    const { enquiry } = await submitEnquiry(db, parseOrThrow(enquiryInputSchema, parent), undefined);
    const { message } = await submitContactMessage(db, parseOrThrow(contactMessageInputSchema, sender), undefined);
    const resume = path.join(site.config.dataDir, 'cv-upload');
    await fsp.writeFile(resume, '%PDF-1.7\n%%EOF\n');
    const application = await applyForJob(db, site.files, applicant, { path: resume, size: 15, originalName: 'ravi-cv.pdf' });

    expect(await deleteEnquiry(db, enquiry.id, { staffUsername: 'office' }, new Date('2026-11-20T05:00:00Z'))).toBe(true);
    expect(await deleteContactMessage(db, message.id, { staffUsername: 'principal' }, new Date('2026-11-20T06:00:00Z'))).toBe(true);
    expect(await deleteApplication(db, site.files, application.id, { staffUsername: 'office' }, new Date('2026-11-20T07:00:00Z'))).toBe(true);
    // A delete that found nothing logs nothing.
    expect(await deleteEnquiry(db, enquiry.id, { staffUsername: 'office' })).toBe(false);

    const log = await listDeletions(db);
    expect(log.map(({ id: _id, ...entry }) => entry)).toEqual([
      { kind: 'application', recordId: application.id, staffUsername: 'office', reason: 'request', deletedAt: '2026-11-20T07:00:00.000Z' },
      { kind: 'contact-message', recordId: message.id, staffUsername: 'principal', reason: 'request', deletedAt: '2026-11-20T06:00:00.000Z' },
      { kind: 'enquiry', recordId: enquiry.id, staffUsername: 'office', reason: 'request', deletedAt: '2026-11-20T05:00:00.000Z' },
    ]);
    // Not a word of what was deleted, in any column of the table.
    const stored = JSON.stringify(await db.selectFrom('deletionLog').selectAll().execute());
    for (const personal of ['Sunita', 'Aarav', 'sunita@example.com', '9876543210', 'Class 2', 'Rahul', 'fee due', 'Ravi', 'ravi-cv', '9988776655']) {
      expect(stored).not.toContain(personal);
    }
    expect(await countApplications(db)).toBe(0);
  });

  it('deletes and logs in one transaction: when the log cannot be written, the record stays', async () => {
    const { db } = site;
    const { enquiry } = await submitEnquiry(db, parseOrThrow(enquiryInputSchema, parent), undefined);
    await sql`drop table deletion_log`.execute(db);
    await expect(deleteEnquiry(db, enquiry.id, { staffUsername: 'office' })).rejects.toThrow();
    expect(await getEnquiry(db, enquiry.id)).toMatchObject({ parentName: 'Sunita Devi' });
  });
});
