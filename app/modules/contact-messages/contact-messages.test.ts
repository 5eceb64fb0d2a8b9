import { describe, expect, it } from 'vitest';
import { parseOrThrow } from '~/lib/validation';
import { outboxState } from '~/modules/notifications/outbox.server';
import { testDialects, testSite } from '~/test/databases';
import { contactMessageInputSchema } from './contact-message-schema';
import { inquiryTypeFromQuery } from './inquiry-types';
import { countContactMessages, deleteContactMessage, listContactMessages, setContactMessageStatus, submitContactMessage } from './contact-messages.server';
import { saidIssue } from '~/test/rules';

const typed = { name: 'Rahul Singh', email: 'rahul@example.com', message: 'When can we visit the school?' };

describe('the contact form’s rules', () => {
  it('default the inquiry type to general; the phone is optional but must be a real number when given', () => {
    expect(contactMessageInputSchema.parse(typed)).toMatchObject({ inquiryType: 'general', phone: '' });
    expect(contactMessageInputSchema.parse({ ...typed, inquiryType: '', phone: '0612 222 3333' })).toMatchObject({ inquiryType: 'general', phone: '+916122223333' });
    const result = contactMessageInputSchema.safeParse({ name: ' ', email: '', phone: '555', inquiryType: 'spam', message: ' ' });
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], saidIssue(issue)]));
    // No e-mail address, and a phone number to correct: the phone's message is the one to act on.
    expect(fields).toEqual({
      name: 'Enter your full name',
      phone: 'Enter a 10-digit Indian mobile number, e.g. 98765 43210',
      inquiryType: 'Choose what your message is about',
      message: 'Write your message',
    });
  });

  it('take an e-mail address or a phone number, or both, and refuse neither under the e-mail field (decision 0087)', () => {
    const { email: _left, ...withoutEmail } = typed;
    expect(contactMessageInputSchema.parse({ ...withoutEmail, phone: '98765 43210' })).toMatchObject({ email: '', phone: '+919876543210' });
    expect(contactMessageInputSchema.parse({ ...typed, phone: '' })).toMatchObject({ email: 'rahul@example.com', phone: '' });
    for (const neither of [withoutEmail, { ...typed, email: '  ', phone: ' ' }]) {
      const result = contactMessageInputSchema.safeParse(neither);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), saidIssue(issue)])).toEqual([['email', 'Give an e-mail address or a phone number, so the office can answer you']]);
    }
    const wrong = contactMessageInputSchema.safeParse({ ...typed, email: 'rahul@', phone: '98765 43210' });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), saidIssue(issue)])).toEqual([['email', 'Enter an e-mail address such as name@example.com']]);
  });

  it('preselect a type a link asks for, and only a known one', () => {
    expect(inquiryTypeFromQuery('admissions')).toBe('admissions');
    expect(inquiryTypeFromQuery('facilities')).toBe('facilities');
    expect(inquiryTypeFromQuery('<script>')).toBe('general');
    expect(inquiryTypeFromQuery(null)).toBe('general');
  });
});

describe.each(testDialects)('contact messages on %s', (dialect) => {
  const site = testSite(dialect);
  const target = { recipient: 'office@school.example', publicUrl: 'https://school.example', locale: 'en' as const };

  const input = (changes: Record<string, unknown> = {}) => parseOrThrow(contactMessageInputSchema, { ...typed, ...changes });

  it('store a message with a phone number and no e-mail address, and tell the office so', async () => {
    const { email: _left, ...withoutEmail } = typed;
    const { message } = await submitContactMessage(site.db, parseOrThrow(contactMessageInputSchema, { ...withoutEmail, phone: '98765 43210' }), target);
    expect(message).toMatchObject({ email: '', phone: '+919876543210' });
    const [mail] = await outboxState(site.db);
    expect(mail).toMatchObject({ replyTo: '' });
    expect(mail!.body.split('\n')).toEqual(expect.arrayContaining(['Phone: +919876543210', 'E-mail: not given']));
  });

  it('store a message as new, and queue its e-mail only when e-mail is set up', async () => {
    const { message } = await submitContactMessage(site.db, input({ phone: '98765 43210' }), undefined);
    expect(message).toMatchObject({ name: 'Rahul Singh', phone: '+919876543210', inquiryType: 'general', status: 'new' });
    expect(await outboxState(site.db)).toEqual([]);

    await submitContactMessage(site.db, input({ inquiryType: 'admissions', email: 'asha@example.com', name: 'Asha' }), target);
    const [mail, ...more] = await outboxState(site.db);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: 'office@school.example', replyTo: 'asha@example.com', attempts: 0, sentAt: null });
    expect(mail!.subject).toBe('Message from the website: Admissions, Asha');
    expect(mail!.body).toContain('When can we visit the school?');
    expect(mail!.body).toContain('https://school.example/dashboard/inbox?show=messages');
    // The office's words come from the catalogue (officeMail), in the same lines as ever.
    expect(mail!.body).toBe(
      [
        'Someone has sent a message through the contact page.',
        '',
        'Name: Asha',
        'About: Admissions',
        'Phone: not given',
        'E-mail: asha@example.com',
        '',
        'When can we visit the school?',
        '',
        'Open the inbox: https://school.example/dashboard/inbox?show=messages',
      ].join('\n'),
    );
  });

  it('leave no message behind when its e-mail cannot be queued (one transaction)', async () => {
    await site.db.schema.dropTable('outbox').execute();
    await expect(submitContactMessage(site.db, input(), target)).rejects.toThrow();
    expect(await countContactMessages(site.db)).toBe(0);
  });

  it('store 200 messages sent concurrently, every one, none twice', async () => {
    const sent = Array.from({ length: 200 }, (_, index) => input({ name: `Sender ${index}`, submissionKey: `concurrent-key-${String(index).padStart(4, '0')}` }));
    await Promise.all(sent.map((one) => submitContactMessage(site.db, one, target)));
    const stored = await listContactMessages(site.db);
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((message) => message.name)).size).toBe(200);
    expect(await outboxState(site.db)).toHaveLength(200);
  });

  it('store a second, different message sent from the same page (a kept page shows one key to all)', async () => {
    const key = 'cached-page-key-0123456789';
    await submitContactMessage(site.db, input({ submissionKey: key, message: 'When do admissions open?' }), undefined);
    const second = await submitContactMessage(site.db, input({ submissionKey: key, message: 'And what are the fees?' }), undefined);
    expect(second.duplicate).toBe(false);
    expect(await countContactMessages(site.db)).toBe(2);
  });

  it('store a message once per form, queue its e-mail, and let staff work through it', async () => {
    const once = input({ inquiryType: 'fees', submissionKey: 'contact-form-key-0123456789' });
    const [first, again] = await Promise.all([submitContactMessage(site.db, once, target), submitContactMessage(site.db, once, target)]);
    expect(again.message.id).toBe(first.message.id);
    expect(first.message).toMatchObject({ name: 'Rahul Singh', inquiryType: 'fees', status: 'new' });
    const mails = await outboxState(site.db);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Message from the website: Fees, Rahul Singh');

    const other = (await submitContactMessage(site.db, input({ name: 'Later' }), undefined, new Date(Date.now() + 1000))).message;
    expect((await listContactMessages(site.db)).map((message) => message.name)).toEqual(['Later', 'Rahul Singh']);
    await setContactMessageStatus(site.db, first.message.id, 'closed');
    expect((await listContactMessages(site.db, { status: 'closed' })).map((message) => message.id)).toEqual([first.message.id]);
    expect(await countContactMessages(site.db, { status: 'new' })).toBe(1);
    expect(await deleteContactMessage(site.db, other.id, { staffUsername: 'office' })).toBe(true);
    expect(await countContactMessages(site.db)).toBe(1);
  });
});
