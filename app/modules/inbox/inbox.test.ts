import { describe, expect, it } from 'vitest';
import { parseOrThrow } from '~/lib/validation';
import { contactMessageInputSchema } from '~/modules/contact-messages/contact-message-schema';
import { getContactMessage, submitContactMessage } from '~/modules/contact-messages/contact-messages.server';
import { enquiryInputSchema } from '~/modules/enquiries/enquiry-schema';
import { getEnquiry, submitEnquiry } from '~/modules/enquiries/enquiries.server';
import { testDialects, testSite } from '~/test/databases';
import { changeInboxStatus, countNewInInbox, deleteInboxItem, listInbox } from './inbox.server';
import { inboxPath, inboxViewOf } from './inbox-view';

describe('the inbox’s address', () => {
  const viewOf = (search: string) => inboxViewOf(new URLSearchParams(search));

  it('shows enquiries unless messages are asked for, through a known status filter or all', () => {
    expect(viewOf('')).toEqual({ show: 'enquiries', status: 'all' });
    expect(viewOf('show=messages&status=contacted')).toEqual({ show: 'messages', status: 'contacted' });
    expect(viewOf('show=applications&status=closed')).toEqual({ show: 'enquiries', status: 'closed' });
    // An old or mistyped link shows everything rather than failing.
    expect(viewOf('status=spam')).toEqual({ show: 'enquiries', status: 'all' });
  });

  it('writes a view back as the shortest address that reads as the same view', () => {
    expect(inboxPath({ show: 'enquiries', status: 'all' })).toBe('/dashboard/inbox');
    expect(inboxPath({ show: 'messages', status: 'all' })).toBe('/dashboard/inbox?show=messages');
    expect(inboxPath({ show: 'enquiries', status: 'new' })).toBe('/dashboard/inbox?status=new');
    expect(inboxPath({ show: 'messages', status: 'closed' })).toBe('/dashboard/inbox?show=messages&status=closed');
    for (const path of ['/dashboard/inbox?show=messages&status=closed', '/dashboard/inbox?status=new']) {
      expect(inboxPath(viewOf(new URL(path, 'http://x').search))).toBe(path);
    }
  });
});

describe.each(testDialects)('the inbox on %s', (dialect) => {
  const site = testSite(dialect);

  const at = (minute: number) => new Date(Date.UTC(2025, 5, 2, 4, minute));
  async function enquiry(parentName: string, changes: Record<string, unknown>, minute: number) {
    const input = parseOrThrow(enquiryInputSchema, { parentName, childName: 'Aarav', email: 'parent@example.com', phone: '9876543210', message: '', consent: true, ...changes });
    return (await submitEnquiry(site.db, input, undefined, at(minute))).enquiry;
  }
  async function message(name: string, changes: Record<string, unknown>, minute: number) {
    const input = parseOrThrow(contactMessageInputSchema, { name, email: 'sender@example.com', message: 'Hello', ...changes });
    return (await submitContactMessage(site.db, input, undefined, at(minute))).message;
  }

  it('lists either kind as one kind of item, newest first, with what only that kind has', async () => {
    await enquiry('Sunita Devi', { childName: 'Diya', classSought: 'Year 1', message: 'Is there a bus?' }, 1);
    await enquiry('Ramesh Kumar', { childName: 'Kabir' }, 2);
    await message('Rahul Singh', { inquiryType: 'fees', phone: '9123456789' }, 3);

    const enquiries = await listInbox(site.db, { show: 'enquiries', status: 'all' });
    expect(enquiries.items.map((item) => item.name)).toEqual(['Ramesh Kumar', 'Sunita Devi']);
    expect(enquiries.items[1]).toEqual({
      kind: 'enquiry',
      id: expect.any(Number),
      name: 'Sunita Devi',
      childName: 'Diya',
      classSought: 'Year 1',
      email: 'parent@example.com',
      phone: '+919876543210',
      message: 'Is there a bus?',
      status: 'new',
      consentedAt: at(1).toISOString(),
      createdAt: at(1).toISOString(),
    });

    const messages = await listInbox(site.db, { show: 'messages', status: 'all' });
    expect(messages.items).toEqual([
      {
        kind: 'message',
        id: expect.any(Number),
        name: 'Rahul Singh',
        inquiryType: 'fees',
        email: 'sender@example.com',
        phone: '+919123456789',
        message: 'Hello',
        status: 'new',
        createdAt: at(3).toISOString(),
      },
    ]);
  });

  it('filters by status, and counts the new items of both lists whatever the view', async () => {
    const first = await enquiry('Sunita Devi', {}, 1);
    await enquiry('Ramesh Kumar', {}, 2);
    const note = await message('Rahul Singh', {}, 3);
    await message('Meena Kumari', {}, 4);
    await changeInboxStatus(site.db, 'enquiries', { id: String(first.id), status: 'contacted' });
    await changeInboxStatus(site.db, 'messages', { id: String(note.id), status: 'closed' });

    const names = async (show: 'enquiries' | 'messages', status: 'all' | 'new' | 'contacted' | 'closed') =>
      (await listInbox(site.db, { show, status })).items.map((item) => item.name);
    expect(await names('enquiries', 'new')).toEqual(['Ramesh Kumar']);
    expect(await names('enquiries', 'contacted')).toEqual(['Sunita Devi']);
    expect(await names('enquiries', 'closed')).toEqual([]);
    expect(await names('messages', 'closed')).toEqual(['Rahul Singh']);
    expect(await names('messages', 'new')).toEqual(['Meena Kumari']);
    expect(await names('messages', 'all')).toEqual(['Meena Kumari', 'Rahul Singh']);

    const closedMessages = await listInbox(site.db, { show: 'messages', status: 'closed' });
    expect(closedMessages.newCounts).toEqual({ enquiries: 1, messages: 1 });
  });

  it('counts the new enquiries and messages together for the menu’s badge, in one query', async () => {
    expect(await countNewInInbox(site.db)).toBe(0);
    const first = await enquiry('Sunita Devi', {}, 1);
    await enquiry('Ramesh Kumar', {}, 2);
    const note = await message('Rahul Singh', {}, 3);
    await message('Meena Kumari', {}, 4);
    expect(await countNewInInbox(site.db)).toBe(4);
    await changeInboxStatus(site.db, 'enquiries', { id: String(first.id), status: 'contacted' });
    await changeInboxStatus(site.db, 'messages', { id: String(note.id), status: 'closed' });
    expect(await countNewInInbox(site.db)).toBe(2);
  });

  it('changes the status of the item of the list the form came from, never the other list’s item of the same id', async () => {
    const asked = await enquiry('Sunita Devi', {}, 1);
    const wrote = await message('Rahul Singh', {}, 2);
    expect(asked.id).toBe(wrote.id);

    expect(await changeInboxStatus(site.db, 'messages', { id: String(wrote.id), status: 'contacted' }, at(30))).toBe('contacted');
    expect(await getContactMessage(site.db, wrote.id)).toMatchObject({ status: 'contacted', updatedAt: at(30).toISOString() });
    expect(await getEnquiry(site.db, asked.id)).toMatchObject({ status: 'new' });

    expect(await changeInboxStatus(site.db, 'enquiries', { id: String(asked.id), status: 'closed' })).toBe('closed');
    expect(await changeInboxStatus(site.db, 'enquiries', { id: String(asked.id), status: 'new' })).toBe('new');
    expect(await getEnquiry(site.db, asked.id)).toMatchObject({ status: 'new' });
    expect(await getContactMessage(site.db, wrote.id)).toMatchObject({ status: 'contacted' });
  });

  it('changes nothing for a form that names no item or no known status', async () => {
    const asked = await enquiry('Sunita Devi', {}, 1);
    for (const form of [
      { id: String(asked.id + 1), status: 'closed' },
      { id: String(asked.id), status: 'spam' },
      { id: String(asked.id), status: null },
      { id: `${asked.id}.5`, status: 'closed' },
      { id: null, status: 'closed' },
    ]) {
      expect(await changeInboxStatus(site.db, 'enquiries', form)).toBeUndefined();
    }
    expect(await getEnquiry(site.db, asked.id)).toMatchObject({ status: 'new', updatedAt: at(1).toISOString() });
  });

  it('deletes from the list named, once', async () => {
    const asked = await enquiry('Sunita Devi', {}, 1);
    const wrote = await message('Rahul Singh', {}, 2);
    expect(await deleteInboxItem(site.db, 'messages', wrote.id, { staffUsername: 'office' })).toBe(true);
    expect(await deleteInboxItem(site.db, 'messages', wrote.id, { staffUsername: 'office' })).toBe(false);
    expect(await getContactMessage(site.db, wrote.id)).toBeUndefined();
    expect(await getEnquiry(site.db, asked.id)).toBeDefined();
    expect(await deleteInboxItem(site.db, 'enquiries', asked.id, { staffUsername: 'office' })).toBe(true);
    expect((await listInbox(site.db, { show: 'enquiries', status: 'all' })).items).toEqual([]);
  });
});
