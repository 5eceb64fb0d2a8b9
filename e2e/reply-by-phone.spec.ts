import { expect, test } from '@playwright/test';
import { expectFieldError } from './support/forms';
import { inboxItem, visitorPage } from './support/inbox';
import { signInAsStaff, staffSiteURL, uniqueName, visitorAddress } from './support/staff';

/**
 * Decision 0087: a parent with a mobile number and no e-mail address they read can still enquire
 * and write to the office. The enquiry needs the phone and not the e-mail; the contact form needs
 * one of the two. Staff then call or WhatsApp, and see no e-mail link to an address nobody gave.
 */

test('a parent with only a mobile number sends an admission enquiry; staff can call and WhatsApp, with no e-mail link', async ({ browser, page }) => {
  const visitor = await visitorPage(browser);
  const parent = uniqueName('Phoolmati Devi');
  await visitor.goto(`${staffSiteURL}/enquiry`);
  const form = visitor.getByTestId('enquiry-form');
  const email = form.getByLabel(/E-mail address/);
  await expect(email).not.toHaveAttribute('required');
  await expect(form.locator('label[for="field-email"]')).toHaveText('E-mail address (optional)');
  await form.getByLabel(/Your name/).fill(parent);
  await form.getByLabel(/Child’s name/).fill('Golu');
  await form.getByLabel(/Mobile number/).fill('91234 56780');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(visitor.getByTestId('form-sent').getByRole('status')).toHaveText('Message Sent');
  await visitor.context().close();

  const item = await inboxItem(page, parent);
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: 'Call +91 91234 56780' })).toHaveAttribute('href', 'tel:+919123456780');
  await expect(item.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/919123456780\?/);
  await expect(item.locator('a[href^="mailto:"]')).toHaveCount(0);
  const enquiries = (await (await page.request.get(`${staffSiteURL}/api/enquiries`)).json()).data as { parentName: string; email: string }[];
  expect(enquiries.find((enquiry) => enquiry.parentName === parent)).toMatchObject({ email: '' });
});

test('the Hindi enquiry form marks the e-mail address as optional too', async ({ browser }) => {
  const visitor = await visitorPage(browser);
  await visitor.goto(`${staffSiteURL}/hi/enquiry`);
  const form = visitor.getByTestId('enquiry-form');
  await expect(form.locator('label[for="field-email"]')).toHaveText('ई-मेल पता (वैकल्पिक)');
  await expect(form.locator('#field-email')).not.toHaveAttribute('required');
  await expect(form.locator('#field-phone')).toHaveAttribute('required');
  await visitor.context().close();
});

test('the contact form takes a phone number instead of an e-mail address, and says so when neither is given', async ({ browser, page }) => {
  const visitor = await visitorPage(browser);
  const sender = uniqueName('Ramesh Paswan');
  await visitor.goto(`${staffSiteURL}/contact#message`);
  const form = visitor.getByTestId('contact-form');
  const email = form.getByLabel(/E-mail address/);
  await expect(email).toHaveAccessibleDescription('An e-mail address or a phone number: one of them is enough.');
  await form.getByLabel(/Your name/).fill(sender);
  await form.getByLabel(/^Message/).fill('Is the school open on Saturday for a visit?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expectFieldError(email, 'Give an e-mail address or a phone number, so the office can answer you');
  await expect(form.getByLabel(/^Message/)).toHaveValue('Is the school open on Saturday for a visit?');

  await form.getByLabel(/Phone/).fill('098765 12345');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByTestId('form-sent').getByRole('status')).toHaveText('Message Sent');
  await visitor.context().close();

  const item = await inboxItem(page, sender, 'messages');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: 'Call +91 98765 12345' })).toHaveAttribute('href', 'tel:+919876512345');
  await expect(item.locator('a[href^="mailto:"]')).toHaveCount(0);
});

test('the JSON API takes an enquiry without an e-mail address, and refuses a message with neither way to answer', async ({ playwright, page }) => {
  const api = await playwright.request.newContext({ baseURL: staffSiteURL, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
  const parent = uniqueName('API parent');
  const stored = await api.post('/api/enquiries', { data: { parentName: parent, childName: 'Munna', phone: '9876543210', consent: true } });
  expect(stored.status()).toBe(201);

  const refused = await api.post('/api/contact-messages', { data: { name: 'No way back', message: 'Hello' } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields).toEqual({ email: 'Give an e-mail address or a phone number, so the office can answer you' });
  await api.dispose();

  await signInAsStaff(page, staffSiteURL);
  const enquiries = (await (await page.request.get(`${staffSiteURL}/api/enquiries`)).json()).data as { parentName: string }[];
  expect(enquiries.find((enquiry) => enquiry.parentName === parent)).toMatchObject({ childName: 'Munna', email: '', phone: '+919876543210' });
});
