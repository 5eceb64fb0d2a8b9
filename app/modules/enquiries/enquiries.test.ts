import { describe, expect, it } from 'vitest';
import { parseOrThrow } from '~/lib/validation';
import { outboxState } from '~/modules/notifications/outbox.server';
import { testDialects, testSite } from '~/test/databases';
import { enquiryInputSchema } from './enquiry-schema';
import { countEnquiries, deleteEnquiry, enquiriesCsv, getEnquiry, listEnquiries, setEnquiryStatus, submitEnquiry } from './enquiries.server';
import { saidIssue } from '~/test/rules';

const typed = { parentName: ' Sunita Devi ', childName: 'Aarav', email: 'sunita@example.com', phone: '+91 98765 43210', message: '', consent: true };

describe('the enquiry form’s rules', () => {
  it('trim names, store Indian numbers typed any usual way as +91 and ten digits', () => {
    for (const phone of ['+91 98765 43210', '098765 43210', '9876543210', '91-98765-43210']) {
      expect(enquiryInputSchema.parse({ ...typed, phone })).toMatchObject({ parentName: 'Sunita Devi', phone: '+919876543210' });
    }
  });

  it('name each missing or wrong field, and enforce the limits whatever the browser checked', () => {
    const result = enquiryInputSchema.safeParse({ parentName: '', childName: 'x'.repeat(101), email: 'not-an-address', phone: '12345', message: 'm'.repeat(5001), classSought: 'Class 12' });
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], saidIssue(issue)]));
    expect(fields).toEqual({
      parentName: 'Enter your name',
      childName: 'Keep the name under 100 characters',
      email: 'Enter an e-mail address such as name@example.com',
      phone: 'Enter a 10-digit Indian mobile number, e.g. 98765 43210',
      message: 'Keep the message under 5,000 characters',
      classSought: 'Choose a class from the list',
      consent: 'Tick the box to agree that the school may contact you and to its privacy policy',
    });
  });

  it('take consent only as a yes: JSON true or a ticked box, never left out, false or anything else', () => {
    for (const consent of [true, 'on', 'true']) expect(enquiryInputSchema.parse({ ...typed, consent }).consent, String(consent)).toBe(true);
    for (const consent of [undefined, false, 'false', 'off', '', 'yes', 1]) {
      const result = enquiryInputSchema.safeParse({ ...typed, consent });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), saidIssue(issue)]), String(consent)).toEqual([
        ['consent', 'Tick the box to agree that the school may contact you and to its privacy policy'],
      ]);
    }
  });

  it('take an enquiry without an e-mail address (decision 0087), but not a wrong one or a missing phone', () => {
    const { email: _left, ...withoutEmail } = typed;
    expect(enquiryInputSchema.parse(withoutEmail).email).toBe('');
    expect(enquiryInputSchema.parse({ ...typed, email: '   ' }).email).toBe('');
    const wrong = enquiryInputSchema.safeParse({ ...typed, email: 'sunita at example' });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), saidIssue(issue)])).toEqual([['email', 'Enter an e-mail address such as name@example.com']]);
    const long = enquiryInputSchema.safeParse({ ...typed, email: `${'a'.repeat(195)}@example.com` });
    expect(long.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email']);
    const { phone: _phone, ...withoutPhone } = withoutEmail;
    expect(enquiryInputSchema.safeParse(withoutPhone).error?.issues.map((issue) => [issue.path.join('.'), saidIssue(issue)])).toEqual([['phone', 'Enter your mobile number']]);
  });

  it('keep a message as typed (inner lines, Hindi, symbols), only trimmed at the ends', () => {
    const message = 'नमस्ते!\n  Admission for <Class 2> & transport?';
    expect(enquiryInputSchema.parse({ ...typed, message: `  ${message}\n` }).message).toBe(message);
  });

  it('take an odd submission key as none (a visitor cannot fix it)', () => {
    expect(enquiryInputSchema.parse({ ...typed, submissionKey: 'short' }).submissionKey).toBeNull();
    expect(enquiryInputSchema.parse({ ...typed, submissionKey: 'abcdefghijklmnop_-12' }).submissionKey).toBe('abcdefghijklmnop_-12');
  });
});

describe.each(testDialects)('enquiries on %s', (dialect) => {
  const site = testSite(dialect);
  const target = { recipient: 'office@school.example', publicUrl: 'https://school.example', locale: 'en' as const };

  const input = (changes: Record<string, unknown> = {}) => parseOrThrow(enquiryInputSchema, { ...typed, ...changes });

  it('store an enquiry as new, and queue its e-mail only when e-mail is set up', async () => {
    const { enquiry } = await submitEnquiry(site.db, input({ classSought: 'Year 1' }), undefined);
    expect(enquiry).toMatchObject({ parentName: 'Sunita Devi', phone: '+919876543210', classSought: 'Year 1', status: 'new' });
    expect(await outboxState(site.db)).toEqual([]);

    await submitEnquiry(site.db, input({ childName: 'Diya' }), target);
    const [mail] = await outboxState(site.db);
    expect(mail).toMatchObject({ recipient: 'office@school.example', replyTo: 'sunita@example.com', attempts: 0, sentAt: null });
    expect(mail!.subject).toBe('Admission enquiry: Diya');
    expect(mail!.body).toContain('https://school.example/dashboard/inbox');
  });

  it('write the office’s e-mail in the catalogue’s words (officeMail), and what the parent typed as typed', async () => {
    await submitEnquiry(site.db, input({ childName: 'Diya' }), target);
    await submitEnquiry(site.db, input({ childName: 'Aarav {class}', classSought: 'Year 1', message: 'Is there a van? {link}' }), target);
    const [bare, full] = await outboxState(site.db);
    const lines = (child: string, classSought: string, message: string) =>
      [
        'A parent has sent an admission enquiry through the website.',
        '',
        'Parent: Sunita Devi',
        `Child: ${child}`,
        `Class sought: ${classSought}`,
        'Phone: +919876543210',
        'E-mail: sunita@example.com',
        '',
        message,
        '',
        'Open the inbox: https://school.example/dashboard/inbox',
      ].join('\n');
    expect(bare!.body).toBe(lines('Diya', 'not said', '(no message)'));
    expect(full!.subject).toBe('Admission enquiry: Aarav {class} (Year 1)');
    expect(full!.body).toBe(lines('Aarav {class}', 'Year 1', 'Is there a van? {link}'));
  });

  it('store an enquiry without an e-mail address, and tell the office so, with no address to reply to', async () => {
    const { enquiry } = await submitEnquiry(site.db, input({ email: '', childName: 'Diya' }), target);
    expect(await getEnquiry(site.db, enquiry.id)).toMatchObject({ email: '', phone: '+919876543210' });
    const [mail] = await outboxState(site.db);
    expect(mail).toMatchObject({ replyTo: '' });
    expect(mail!.body.split('\n')).toContain('E-mail: not given');
    expect(enquiriesCsv(await listEnquiries(site.db), 'en').split('\r\n')[1]).toMatch(/"Diya","","'\+919876543210","",""/);
  });

  it('store two parents without e-mail who were given one key (a shared cache) both', async () => {
    const key = 'cached-page-key-0123456789';
    await submitEnquiry(site.db, input({ submissionKey: key, email: '' }), undefined);
    const other = await submitEnquiry(site.db, input({ submissionKey: key, email: '', parentName: 'Ramesh', phone: '9123456780' }), undefined);
    expect(other.duplicate).toBe(false);
    expect((await submitEnquiry(site.db, input({ submissionKey: key, email: '', parentName: 'Ramesh', phone: '9123456780' }), undefined)).duplicate).toBe(true);
    expect(await countEnquiries(site.db)).toBe(2);
  });

  it('give the office its spreadsheet with the catalogue’s column titles', async () => {
    await submitEnquiry(site.db, input({ childName: 'Diya', classSought: 'Year 1' }), undefined);
    const [header, row] = enquiriesCsv(await listEnquiries(site.db), 'en').split('\r\n');
    expect(header).toBe('\uFEFF"Received","Parent","Child","Class sought","Phone","E-mail","Message","Status","Consent given"');
    expect(row).toMatch(/^"(\d{4}-\d{2}-\d{2} \d{2}:\d{2})","Sunita Devi","Diya","Year 1","'\+919876543210","sunita@example.com","","new","\1"$/);
  });

  it('keep the time of consent with the enquiry: the time it was stored; older enquiries have none', async () => {
    const at = new Date('2026-11-20T04:35:00Z');
    const { enquiry } = await submitEnquiry(site.db, input(), undefined, at);
    expect(enquiry.consentedAt).toBe('2026-11-20T04:35:00.000Z');
    expect(await getEnquiry(site.db, enquiry.id)).toMatchObject({ consentedAt: '2026-11-20T04:35:00.000Z' });
    // One sent before the form asked (a row from before migration 0010).
    await site.db.updateTable('enquiries').set({ consentedAt: null }).where('id', '=', enquiry.id).execute();
    expect(enquiriesCsv(await listEnquiries(site.db), 'en').split('\r\n')[1]).toMatch(/,"new",""$/);
  });

  it('store the same form sent twice at once only once, and answer both sends alike', async () => {
    const once = input({ submissionKey: 'the-same-form-0123456789' });
    const results = await Promise.all(Array.from({ length: 20 }, () => submitEnquiry(site.db, once, target)));
    expect(new Set(results.map((result) => result.enquiry.id)).size).toBe(1);
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(await countEnquiries(site.db)).toBe(1);
    expect(await outboxState(site.db)).toHaveLength(1);
  });

  it('store two parents who were given one key (a shared cache) both: the key counts with the e-mail', async () => {
    const key = 'cached-page-key-0123456789';
    await submitEnquiry(site.db, input({ submissionKey: key }), undefined);
    const other = await submitEnquiry(site.db, input({ submissionKey: key, email: 'ramesh@example.com', parentName: 'Ramesh' }), undefined);
    expect(other.duplicate).toBe(false);
    expect(await countEnquiries(site.db)).toBe(2);
  });

  it('store a parent’s second, different enquiry from the same page (a kept page shows one key to all)', async () => {
    const key = 'cached-page-key-0123456789';
    const first = await submitEnquiry(site.db, input({ submissionKey: key, childName: 'Diya' }), undefined);
    const second = await submitEnquiry(site.db, input({ submissionKey: key, childName: 'Aarav' }), undefined);
    expect(second.duplicate).toBe(false);
    expect(second.enquiry.id).not.toBe(first.enquiry.id);
    expect(await countEnquiries(site.db)).toBe(2);
    // The first one sent again is still one enquiry.
    expect((await submitEnquiry(site.db, input({ submissionKey: key, childName: 'Diya' }), undefined)).duplicate).toBe(true);
    expect(await countEnquiries(site.db)).toBe(2);
  });

  it('store 200 enquiries sent concurrently, every one, none twice', async () => {
    const sent = Array.from({ length: 200 }, (_, index) => input({ childName: `Child ${index}`, submissionKey: `concurrent-key-${String(index).padStart(4, '0')}` }));
    await Promise.all(sent.map((one) => submitEnquiry(site.db, one, target)));
    const stored = await listEnquiries(site.db);
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((enquiry) => enquiry.childName)).size).toBe(200);
    expect(await outboxState(site.db)).toHaveLength(200);
  });

  it('list newest first, filter by status, change a status, delete', async () => {
    const first = (await submitEnquiry(site.db, input({ childName: 'First' }), undefined, new Date('2026-11-01T10:00:00Z'))).enquiry;
    const second = (await submitEnquiry(site.db, input({ childName: 'Second' }), undefined, new Date('2026-11-02T10:00:00Z'))).enquiry;
    expect((await listEnquiries(site.db)).map((enquiry) => enquiry.childName)).toEqual(['Second', 'First']);

    const changed = await setEnquiryStatus(site.db, first.id, 'contacted', new Date('2026-11-03T10:00:00Z'));
    expect(changed).toMatchObject({ status: 'contacted', updatedAt: '2026-11-03T10:00:00.000Z' });
    expect((await listEnquiries(site.db, { status: 'new' })).map((enquiry) => enquiry.id)).toEqual([second.id]);
    expect((await listEnquiries(site.db, { status: 'contacted' })).map((enquiry) => enquiry.id)).toEqual([first.id]);
    expect(await countEnquiries(site.db, { status: 'new' })).toBe(1);
    expect(await setEnquiryStatus(site.db, 9999, 'closed')).toBeUndefined();

    expect(await deleteEnquiry(site.db, first.id, { staffUsername: 'office' })).toBe(true);
    expect(await deleteEnquiry(site.db, first.id, { staffUsername: 'office' })).toBe(false);
    expect(await getEnquiry(site.db, first.id)).toBeUndefined();
    expect(await countEnquiries(site.db)).toBe(1);
  });

  it('leave no enquiry behind when its e-mail cannot be queued (one transaction)', async () => {
    await site.db.schema.dropTable('outbox').execute();
    await expect(submitEnquiry(site.db, input(), target)).rejects.toThrow();
    expect(await countEnquiries(site.db)).toBe(0);
  });
});
