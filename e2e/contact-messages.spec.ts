import { expect, test } from '@playwright/test';
import { expectNoReload, holdPosts, markWindow } from './support/forms';
import { expectNoSeriousA11yViolations } from './support/site';
import { staffSiteURL, uniqueName, visitorAddress } from './support/staff';

import { inboxItem, visitorPage } from './support/inbox';

/** Issue 5: the contact form, with and without JavaScript, and its message in the staff inbox. */

test.describe('contact messages', () => {
  test('Schedule a Visit preselects admissions; errors beside the fields; the message reaches the inbox', async ({ browser }) => {
    const page = await visitorPage(browser);
    const name = uniqueName('Rahul Singh');
    await page.goto(`${staffSiteURL}/`);
    await page.getByRole('link', { name: 'Schedule a Visit' }).click();
    await expect(page).toHaveURL(/\/contact\?type=admissions#message$/);
    const form = page.getByTestId('contact-form');
    await expect(form.getByLabel(/What is it about/)).toHaveValue('admissions');
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel(/Your name/).fill(name);
    await form.getByLabel(/E-mail address/).fill('rahul@example.com');
    await form.getByLabel(/Phone/).fill('555');
    await form.getByLabel(/^Message/).fill('Can we visit on Saturday morning?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Enter a 10-digit Indian mobile number, e.g. 98765 43210')).toBeVisible();
    // The visitor is taken to the field to correct, with what they typed still there.
    await expect(form.getByLabel(/Phone/)).toBeFocused();
    await expect(form.getByLabel(/^Message/)).toHaveValue('Can we visit on Saturday morning?');
    await expect(form.getByLabel(/What is it about/)).toHaveValue('admissions');

    await form.getByLabel(/Phone/).fill('');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('form-sent').getByRole('status')).toHaveText('Message Sent');

    const item = await inboxItem(page, name, 'messages');
    await expect(item).toContainText('About: Admissions');
    await expect(item.getByTestId('inbox-message')).toHaveText('Can we visit on Saturday morning?');
    // No phone given: no call or WhatsApp button, only e-mail.
    await expect(item.locator('a[href^="tel:"], a[href^="https://wa.me"]')).toHaveCount(0);
    await item.getByRole('button', { name: `Close: ${name}` }).click();
    await expect(item.getByTestId('inbox-status')).toHaveText('Closed');
    await page.context().close();
  });

  test('with JavaScript a message is sent without a page reload; the button waits while it is sent, so it is sent once', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
    const name = uniqueName('Anjali Mishra');
    await page.goto(`${staffSiteURL}/contact`);
    const form = page.getByTestId('contact-form');
    await form.getByLabel(/Your name/).fill(name);
    await form.getByLabel(/E-mail address/).fill('anjali@example.com');
    await form.getByLabel(/^Message/).fill('Is there a bus from Danapur?');
    await markWindow(page);
    const sending = await holdPosts(page, '/contact');
    await form.getByRole('button', { name: 'Send message' }).click();
    const busy = form.getByRole('button', { name: 'Sending…' });
    await expect(busy).toBeDisabled();
    // A second tap and Enter in a field send nothing more while the first is on its way.
    await busy.click({ force: true });
    await form.getByLabel(/Your name/).press('Enter');
    sending.release();
    await expect(page.getByTestId('form-sent').getByRole('status')).toHaveText('Message Sent');
    await expectNoReload(page);
    await expect(page).toHaveURL(`${staffSiteURL}/contact`);
    expect(sending.posts()).toBe(1);
    await expect(await inboxItem(page, name, 'messages')).toHaveCount(1);
  });

  test('Schedule a Facilities Tour on the home page and Schedule a Visit on What Parents Say choose the message’s subject', async ({ page }) => {
    await page.goto('/');
    await page.locator('#facilities').getByRole('link', { name: 'Schedule a Facilities Tour' }).click();
    await expect(page).toHaveURL(/\/contact\?type=facilities#message$/);
    await expect(page.getByTestId('contact-form').getByLabel(/What is it about/)).toHaveValue('facilities');

    await page.goto('/testimonial');
    await page.getByRole('link', { name: 'Schedule a Visit' }).click();
    await expect(page).toHaveURL(/\/contact\?type=admissions#message$/);
    await expect(page.getByTestId('contact-form').getByLabel(/What is it about/)).toHaveValue('admissions');
  });

  test('without JavaScript the message form posts and answers Message Sent', async ({ browser }) => {
    const page = await visitorPage(browser, { javaScript: false });
    const name = uniqueName('Priya Kumari');
    await page.goto(`${staffSiteURL}/contact?type=fees`);
    const form = page.getByTestId('contact-form');
    await expect(form.getByLabel(/What is it about/)).toHaveValue('fees');
    await form.getByLabel(/Your name/).fill(name);
    await form.getByLabel(/E-mail address/).fill('priya@example.com');
    await form.getByLabel(/Phone/).fill('0612 234 5678');
    await form.getByLabel(/^Message/).fill('What are the fees for Class 6?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('form-sent').getByRole('status')).toHaveText('Message Sent');
    await expect(page).toHaveURL(`${staffSiteURL}/contact#message`);
    await expect(page.getByTestId('form-sent')).toBeInViewport();
    const item = await inboxItem(page, name, 'messages');
    await expect(item).toContainText('About: Fees');
    await expect(item.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+916122345678');
    await page.context().close();
  });
});
