import { expect, test, type Locator } from '@playwright/test';
import { bypassBrowserChecks, chooseUnlisted, expectFieldError } from './support/forms';
import { staffSiteURL, visitorAddress } from './support/staff';

/**
 * Issue 5: what only the server refuses. Every field of the enquiry forms (home page and /enquiry)
 * and the contact form wrong or empty at once, past the browser's own checks, with and without
 * JavaScript: each message under its field, and what was typed kept.
 */

// What only the server refuses: every field wrong or empty at once, past the browser's own checks.
const longName = `Aarav ${'Kumar '.repeat(16)}`.trim();
const longMessage = 'Please call after 5 PM. '.repeat(209).trim();

async function sendWrongEnquiry(form: Locator) {
  await bypassBrowserChecks(form);
  await form.getByLabel(/Your name/).fill('');
  await form.getByLabel(/Child’s name/).fill(longName);
  await form.getByLabel(/Mobile number/).fill('12345');
  await form.getByLabel(/E-mail address/).fill('ramesh@school');
  await chooseUnlisted(form.getByLabel(/Class sought/), 'Class 12');
  await form.getByLabel(/Message/).fill(longMessage);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
}

async function expectWrongEnquiryRefused(form: Locator) {
  await expect(form.getByRole('alert')).toHaveText('Some details need correcting.');
  // The answer opens at the form, not at the top of a long page.
  await expect(form.getByRole('alert')).toBeInViewport();
  await expectFieldError(form.getByLabel(/Your name/), 'Enter your name');
  await expectFieldError(form.getByLabel(/Child’s name/), 'Keep the name under 100 characters');
  await expectFieldError(form.getByLabel(/Mobile number/), 'Enter a 10-digit Indian mobile number, e.g. 98765 43210');
  await expectFieldError(form.getByLabel(/E-mail address/), 'Enter an e-mail address such as name@example.com');
  await expectFieldError(form.getByLabel(/Class sought/), 'Choose a class from the list');
  await expectFieldError(form.getByLabel(/Message/), 'Keep the message under 5,000 characters');
  // The consent box left unticked (DPDP Rules 2025): refused under the box, like any field.
  await expectFieldError(form.getByRole('checkbox', { name: /I agree/ }), 'Tick the box to agree that the school may contact you and to its privacy policy');
  await expect(form.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  // What was typed is still there to correct.
  await expect(form.getByLabel(/Child’s name/)).toHaveValue(longName);
  await expect(form.getByLabel(/Mobile number/)).toHaveValue('12345');
  await expect(form.getByLabel(/E-mail address/)).toHaveValue('ramesh@school');
  await expect(form.getByLabel(/Message/)).toHaveValue(longMessage);
}

async function sendWrongMessage(form: Locator) {
  await bypassBrowserChecks(form);
  await form.getByLabel(/Your name/).fill(longName);
  await form.getByLabel(/E-mail address/).fill('priya@school');
  await form.getByLabel(/Phone/).fill('555');
  await chooseUnlisted(form.getByLabel(/What is it about/), 'spam');
  await form.getByLabel(/^Message/).fill('   ');
  await form.getByRole('button', { name: 'Send message' }).click();
}

async function expectWrongMessageRefused(form: Locator) {
  await expect(form.getByRole('alert')).toHaveText('Some details need correcting.');
  await expect(form.getByRole('alert')).toBeInViewport();
  await expectFieldError(form.getByLabel(/Your name/), 'Keep the name under 100 characters');
  await expectFieldError(form.getByLabel(/E-mail address/), 'Enter an e-mail address such as name@example.com');
  await expectFieldError(form.getByLabel(/Phone/), 'Enter a 10-digit Indian mobile number, e.g. 98765 43210');
  await expectFieldError(form.getByLabel(/What is it about/), 'Choose what your message is about');
  await expectFieldError(form.getByLabel(/^Message/), 'Write your message');
  await expect(form.getByLabel(/Your name/)).toHaveValue(longName);
  await expect(form.getByLabel(/E-mail address/)).toHaveValue('priya@school');
  await expect(form.getByLabel(/Phone/)).toHaveValue('555');
}

for (const javaScript of [true, false]) {
  test.describe(`every field refused by the server, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });
    test.beforeEach(async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
    });

    test('the home page’s enquiry form shows each field’s message and keeps what was typed', async ({ page }) => {
      await page.goto(`${staffSiteURL}/#admissions`);
      await sendWrongEnquiry(page.locator('#admissions').getByTestId('enquiry-form'));
      // Without JavaScript the form posts to /enquiry, which answers with the form.
      await expect(page).toHaveURL(javaScript ? `${staffSiteURL}/#admissions` : `${staffSiteURL}/enquiry#enquiry-form`);
      await expectWrongEnquiryRefused(javaScript ? page.locator('#admissions').getByTestId('enquiry-form') : page.getByTestId('enquiry-form'));
    });

    test('the enquiry page’s form shows each field’s message and keeps what was typed', async ({ page }) => {
      await page.goto(`${staffSiteURL}/enquiry`);
      await sendWrongEnquiry(page.getByTestId('enquiry-form'));
      await expectWrongEnquiryRefused(page.getByTestId('enquiry-form'));
    });

    test('the contact form shows each field’s message and keeps what was typed', async ({ page }) => {
      await page.goto(`${staffSiteURL}/contact#message`);
      await sendWrongMessage(page.getByTestId('contact-form'));
      await expectWrongMessageRefused(page.getByTestId('contact-form'));
    });
  });
}

