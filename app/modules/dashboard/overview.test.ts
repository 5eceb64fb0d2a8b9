import { shiftDay } from '~/lib/dates';
import { calendarEntryInputSchema } from '~/modules/calendar/calendar-schema';
import { addCalendarEntry } from '~/modules/calendar/calendar.server';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOrThrow } from '~/lib/validation';
import { applicationInputSchema } from '~/modules/applications/application-schema';
import { submitApplication } from '~/modules/applications/applications.server';
import { contactMessageInputSchema } from '~/modules/contact-messages/contact-message-schema';
import { setContactMessageStatus, submitContactMessage } from '~/modules/contact-messages/contact-messages.server';
import { enquiryInputSchema } from '~/modules/enquiries/enquiry-schema';
import { setEnquiryStatus, submitEnquiry } from '~/modules/enquiries/enquiries.server';
import { insertJob } from '~/modules/jobs/jobs.server';
import { noticeInputSchema } from '~/modules/notices/notice-schema';
import { createNotice } from '~/modules/notices/notices.server';
import { testDialects, testSite } from '~/test/databases';
import { overviewCounts } from './overview.server';

const today = '2026-11-23';

describe.each(testDialects)('the dashboard overview on %s', (dialect) => {
  const site = testSite(dialect);

  it('count nothing on an empty site', async () => {
    expect(Object.values(await overviewCounts(site.db, today))).toEqual(Array(12).fill(0));
  });

  it('count only new enquiries and new messages, open jobs, and every application', async () => {
    const { db } = site;
    await createNotice(db, site.files, parseOrThrow(noticeInputSchema, { title: 'Holiday', details: 'Closed on Monday.', date: today }));
    await insertJob(db, { title: 'Science Teacher', details: 'B.Ed.', status: 'open', titleHi: null, detailsHi: null });
    await insertJob(db, { title: 'Clerk', details: 'Filled', status: 'closed', titleHi: null, detailsHi: null });

    const enquiry = (childName: string) =>
      parseOrThrow(enquiryInputSchema, { parentName: 'Sunita Devi', childName, email: 'sunita@example.com', phone: '9876543210', consent: true });
    const first = await submitEnquiry(db, enquiry('Aarav'), undefined);
    await submitEnquiry(db, enquiry('Diya'), undefined);
    await setEnquiryStatus(db, first.enquiry.id, 'contacted');

    const message = (text: string) => parseOrThrow(contactMessageInputSchema, { name: 'Rahul', email: 'rahul@example.com', message: text });
    const answered = await submitContactMessage(db, message('When is the fee due?'), undefined);
    await submitContactMessage(db, message('Is there a bus from Danapur?'), undefined);
    await submitContactMessage(db, message('Can we visit on Saturday?'), undefined);
    await setContactMessageStatus(db, answered.message.id, 'closed');

    const resume = path.join(site.config.dataDir, 'cv.pdf');
    await fsp.mkdir(site.config.dataDir, { recursive: true });
    await fsp.writeFile(resume, '%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
    const application = parseOrThrow(applicationInputSchema, { name: 'Asha', email: 'asha@example.com', phone: '9876543210', job: 'general', consent: true });
    await submitApplication(db, site.files, application, { path: resume, size: 40, originalName: 'cv.pdf' });
    // A calendar date is counted while it has not ended: a vacation begun yesterday still counts.
    await addCalendarEntry(db, calendarEntryInputSchema.parse({ kind: 'holiday', title: 'Vacation', startsOn: shiftDay(today, -1), endsOn: shiftDay(today, 2) }));
    await addCalendarEntry(db, calendarEntryInputSchema.parse({ kind: 'holiday', title: 'Over', startsOn: shiftDay(today, -3) }));

    expect(await overviewCounts(db, today)).toMatchObject({
      notices: 1,
      openJobs: 1,
      newEnquiries: 1,
      newMessages: 2,
      applications: 1,
      calendarEntries: 1,
    });
  });
});
