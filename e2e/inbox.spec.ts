import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { bypassBrowserChecks, chooseUnlisted, expectFieldError, expectNoReload, holdPosts, markWindow } from './support/forms';
import { expectNoSeriousA11yViolations, staffAccount } from './support/site';
import { openDashboardMenu, signInAsStaff, staffBackends, staffSiteURL, uniqueName, visitorAddress } from './support/staff';

/**
 * Issue 5: the admission enquiry and contact forms, with and without JavaScript, and the staff inbox
 * where what they send lands.
 */

async function visitorPage(browser: Browser, { javaScript = true }: { javaScript?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
  });
  return context.newPage();
}

async function inboxItem(page: Page, name: string, show: 'enquiries' | 'messages' = 'enquiries') {
  await signInAsStaff(page, staffSiteURL);
  await page.goto(`${staffSiteURL}/dashboard/inbox${show === 'messages' ? '?show=messages' : ''}`);
  return page.getByTestId('inbox-item').filter({ hasText: name });
}

test.describe('admission enquiries', () => {
  test('a parent enquires from the home page without leaving it; staff call, mark and export it', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
    const parent = uniqueName('Sunita Devi');
    await page.goto(`${staffSiteURL}/#admissions`);
    const form = page.locator('#admissions').getByTestId('enquiry-form');
    await form.getByLabel(/Your name/).fill(parent);
    await form.getByLabel(/Child’s name/).fill('Aarav Kumar');
    await form.getByLabel(/Mobile number/).fill('098765 43210');
    await form.getByLabel(/E-mail address/).fill('sunita@example.com');
    await form.getByLabel(/Class sought/).selectOption('Year 1');
    await form.getByLabel(/Message/).fill('Is there a school van from Kankarbagh?');
    // A double tap sends it once.
    await form.getByRole('button', { name: 'Send enquiry' }).dblclick();
    const sent = page.locator('#admissions').getByTestId('form-sent');
    await expect(sent.getByRole('status')).toHaveText('Message Sent');
    await expect(page).toHaveURL(`${staffSiteURL}/#admissions`);

    // "Send another" gives an empty form again.
    await sent.getByRole('link', { name: 'Send another enquiry' }).click();
    await expect(page.locator('#admissions').getByLabel(/Your name/)).toHaveValue('');

    const item = await inboxItem(page, parent);
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Child: Aarav Kumar');
    await expect(item).toContainText('Class: Year 1');
    await expect(item.getByTestId('inbox-message')).toHaveText('Is there a school van from Kankarbagh?');
    await expect(item.getByTestId('inbox-status')).toHaveText('New');
    await expect(item.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(item.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=Namaste/);
    await expect(item.getByRole('link', { name: 'sunita@example.com' })).toHaveAttribute('href', /^mailto:sunita@example\.com\?subject=/);
    await expectNoSeriousA11yViolations(page);

    await item.getByRole('button', { name: `Mark contacted: ${parent}` }).click();
    await expect(page.getByRole('status')).toHaveText('Marked as contacted');
    await expect(item.getByTestId('inbox-status')).toHaveText('Contacted');
    await page.getByRole('group', { name: 'Show' }).getByRole('link', { name: 'New' }).click();
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByTestId('inbox-item').filter({ hasText: parent })).toHaveCount(0);
    await page.getByRole('group', { name: 'Show' }).getByRole('link', { name: 'Contacted' }).click();
    await expect(page.getByTestId('inbox-item').filter({ hasText: parent })).toHaveCount(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download enquiries (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}-contacted\.csv$/);
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFF"Received","Parent","Child","Class sought","Phone","E-mail","Message","Status"');
    expect(csv).toContain(`"${parent}","Aarav Kumar","Year 1","'+919876543210","sunita@example.com","Is there a school van from Kankarbagh?","contacted"`);

    await item.getByRole('link', { name: `Delete: ${parent}` }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByRole('status')).toHaveText('Deleted successfully');
    await expect(page.getByTestId('inbox-item').filter({ hasText: parent })).toHaveCount(0);
  });

  test('without JavaScript: field errors from the server keep what was typed; then Message Sent', async ({ browser }) => {
    const page = await visitorPage(browser, { javaScript: false });
    const parent = uniqueName('Ramesh Prasad');
    await page.goto(`${staffSiteURL}/enquiry`);
    const form = page.getByTestId('enquiry-form');
    await form.getByLabel(/Your name/).fill(parent);
    await form.getByLabel(/Child’s name/).fill('Diya');
    await form.getByLabel(/Mobile number/).fill('12345');
    await form.getByLabel(/E-mail address/).fill('ramesh@example.com');
    await form.getByLabel(/Message/).fill('Admission for Class 2, please call after 5 PM.');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('alert')).toHaveText('Some details need correcting.');
    await expect(form.getByText('Enter a 10-digit Indian mobile number, e.g. 98765 43210')).toBeVisible();
    await expect(form.getByLabel(/Mobile number/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/Your name/)).toHaveValue(parent);
    await expect(form.getByLabel(/Message/)).toHaveValue('Admission for Class 2, please call after 5 PM.');

    await form.getByLabel(/Mobile number/).fill('+91 91234 56789');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByTestId('form-sent').getByRole('status')).toHaveText('Message Sent');

    const item = await inboxItem(page, parent);
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+919123456789');
    await page.context().close();
  });

  test('without JavaScript the home page’s form lands on /enquiry with the answer', async ({ browser }) => {
    const page = await visitorPage(browser, { javaScript: false });
    const parent = uniqueName('Kavita Sharma');
    await page.goto(`${staffSiteURL}/`);
    const form = page.locator('#admissions').getByTestId('enquiry-form');
    await form.getByLabel(/Your name/).fill(parent);
    await form.getByLabel(/Child’s name/).fill('Ishaan');
    await form.getByLabel(/Mobile number/).fill('9876543210');
    await form.getByLabel(/E-mail address/).fill('kavita@example.com');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(`${staffSiteURL}/enquiry#enquiry-form`);
    await expect(page.getByTestId('form-sent').getByRole('status')).toHaveText('Message Sent');
    await expect(page.getByTestId('form-sent')).toBeInViewport();
    await expect(await inboxItem(page, parent)).toHaveCount(1);
    await page.context().close();
  });
});

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

    await form.getByLabel(/Full Name/).fill(name);
    await form.getByLabel(/Email Address/).fill('rahul@example.com');
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
    await form.getByLabel(/Full Name/).fill(name);
    await form.getByLabel(/Email Address/).fill('anjali@example.com');
    await form.getByLabel(/^Message/).fill('Is there a bus from Danapur?');
    await markWindow(page);
    const sending = await holdPosts(page, '/contact');
    await form.getByRole('button', { name: 'Send message' }).click();
    const busy = form.getByRole('button', { name: 'Sending…' });
    await expect(busy).toBeDisabled();
    // A second tap and Enter in a field send nothing more while the first is on its way.
    await busy.click({ force: true });
    await form.getByLabel(/Full Name/).press('Enter');
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
    await form.getByLabel(/Full Name/).fill(name);
    await form.getByLabel(/Email Address/).fill('priya@example.com');
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
  // What was typed is still there to correct.
  await expect(form.getByLabel(/Child’s name/)).toHaveValue(longName);
  await expect(form.getByLabel(/Mobile number/)).toHaveValue('12345');
  await expect(form.getByLabel(/E-mail address/)).toHaveValue('ramesh@school');
  await expect(form.getByLabel(/Message/)).toHaveValue(longMessage);
}

async function sendWrongMessage(form: Locator) {
  await bypassBrowserChecks(form);
  await form.getByLabel(/Full Name/).fill(longName);
  await form.getByLabel(/Email Address/).fill('priya@school');
  await form.getByLabel(/Phone/).fill('555');
  await chooseUnlisted(form.getByLabel(/What is it about/), 'spam');
  await form.getByLabel(/^Message/).fill('   ');
  await form.getByRole('button', { name: 'Send message' }).click();
}

async function expectWrongMessageRefused(form: Locator) {
  await expect(form.getByRole('alert')).toHaveText('Some details need correcting.');
  await expect(form.getByRole('alert')).toBeInViewport();
  await expectFieldError(form.getByLabel(/Full Name/), 'Keep the name under 100 characters');
  await expectFieldError(form.getByLabel(/Email Address/), 'Enter an e-mail address such as name@example.com');
  await expectFieldError(form.getByLabel(/Phone/), 'Enter a 10-digit Indian mobile number, e.g. 98765 43210');
  await expectFieldError(form.getByLabel(/What is it about/), 'Choose what your message is about');
  await expectFieldError(form.getByLabel(/^Message/), 'Write your message');
  await expect(form.getByLabel(/Full Name/)).toHaveValue(longName);
  await expect(form.getByLabel(/Email Address/)).toHaveValue('priya@school');
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

test.describe('the staff inbox', () => {
  test('is for staff only; the dashboard counts new enquiries and links to them @desktop', async ({ page, request }) => {
    const signedOut = await request.get(`${staffSiteURL}/dashboard/inbox/enquiries.csv`, { maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toMatch(/^\/login\?next=/);
    await page.goto(`${staffSiteURL}/dashboard/inbox`);
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Finbox/);

    await signInAsStaff(page, staffSiteURL);
    await page.goto(`${staffSiteURL}/dashboard`);
    const count = page.getByTestId('count-newEnquiries');
    const before = Number(await count.locator('dd').textContent());
    const response = await request.post(`${staffSiteURL}/api/enquiries`, {
      headers: { 'X-Forwarded-For': visitorAddress() },
      data: { parentName: uniqueName('Counted'), childName: 'Child', email: 'counted@example.com', phone: '9876543210' },
    });
    expect(response.status()).toBe(201);
    await page.reload();
    await expect(count.locator('dd')).toHaveText(String(before + 1));
    await count.getByRole('link', { name: 'New enquiries' }).click();
    await expect(page).toHaveURL(`${staffSiteURL}/dashboard/inbox?status=new`);
    await openDashboardMenu(page);
    await expect(page.getByRole('link', { name: 'Inbox', exact: true })).toHaveAttribute('href', '/dashboard/inbox');
  });
});

for (const backend of staffBackends) {
  test.describe(`the enquiry and contact APIs ${backend.name}`, () => {
    test(`400 per field, honeypot stores nothing, a burst is refused with 429, staff-only reads and changes${backend.tag}`, async ({ playwright }) => {
      const staff = await playwright.request.newContext({ baseURL: backend.url });
      expect((await staff.post('/api/auth/login', { data: staffAccount })).status()).toBe(200);
      const visitor = await playwright.request.newContext({ baseURL: backend.url, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });

      const missing = await visitor.post('/api/enquiries', { data: { parentName: ' ', email: 'nope', phone: '12', message: 'x'.repeat(5001) } });
      expect(missing.status()).toBe(400);
      expect((await missing.json()).error.fields).toEqual({
        parentName: 'Enter your name',
        childName: 'Enter your child’s name',
        email: 'Enter an e-mail address such as name@example.com',
        phone: 'Enter a 10-digit Indian mobile number, e.g. 98765 43210',
        message: 'Keep the message under 5,000 characters',
      });
      const badMessage = await visitor.post('/api/contact-messages', { data: { name: 'x'.repeat(101), email: 'a@b.co' } });
      expect((await badMessage.json()).error.fields).toEqual({ name: 'Keep the name under 100 characters', message: 'Write your message' });

      const bot = uniqueName('Bot');
      const trap = await visitor.post('/api/enquiries', {
        data: { parentName: bot, childName: 'x', email: 'bot@example.com', phone: '9876543210', website: 'http://spam.example' },
      });
      expect(trap.status()).toBe(201);
      expect(await trap.json()).toEqual({ data: { received: true } });
      const all = async (path: string) => (await (await staff.get(path)).json()).data as { id: number; parentName?: string; name?: string; status: string }[];
      expect((await all('/api/enquiries')).some((enquiry) => enquiry.parentName === bot)).toBe(false);

      const parent = uniqueName('API parent');
      const created = await visitor.post('/api/enquiries', {
        data: { parentName: parent, childName: 'Child', email: 'api@example.com', phone: '+91 98765 43210', classSought: 'Class 6' },
      });
      expect(created.status()).toBe(201);
      const mine = (await all('/api/enquiries')).find((enquiry) => enquiry.parentName === parent)!;
      expect(mine).toMatchObject({ phone: '+919876543210', classSought: 'Class 6', status: 'new' });

      expect((await visitor.get('/api/enquiries')).status()).toBe(401);
      expect((await visitor.patch(`/api/enquiries/${mine.id}`, { data: { status: 'closed' } })).status()).toBe(401);
      expect((await staff.patch(`/api/enquiries/${mine.id}`, { data: { status: 'shouted' } })).status()).toBe(400);
      const patched = await staff.patch(`/api/enquiries/${mine.id}`, { data: { status: 'contacted' } });
      expect((await patched.json()).data.status).toBe('contacted');
      expect((await all('/api/enquiries?status=contacted')).some((enquiry) => enquiry.id === mine.id)).toBe(true);
      expect((await all('/api/enquiries?status=new')).some((enquiry) => enquiry.id === mine.id)).toBe(false);
      expect((await visitor.delete(`/api/enquiries/${mine.id}`)).status()).toBe(401);
      expect((await staff.delete(`/api/enquiries/${mine.id}`)).status()).toBe(204);
      expect((await staff.get(`/api/enquiries/${mine.id}`)).status()).toBe(404);

      // One address sending form after form is stopped within the minute, with a plain message.
      const burst = await playwright.request.newContext({ baseURL: backend.url, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
      const statuses: number[] = [];
      let refusal: { status: number; retryAfter?: string; message?: string } | undefined;
      for (let sent = 0; sent < 40 && !refusal; sent += 1) {
        const response = await burst.post('/api/contact-messages', { data: { name: 'Burst', email: 'burst@example.com', message: `Message ${sent}` } });
        statuses.push(response.status());
        if (response.status() === 429) {
          refusal = { status: 429, retryAfter: response.headers()['retry-after'], message: (await response.json()).error.message };
        }
      }
      expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(20);
      expect(refusal).toEqual({ status: 429, retryAfter: '60', message: 'You have sent several forms in a short time. Please wait a minute and try again.' });

      await Promise.all([visitor.dispose(), burst.dispose(), staff.dispose()]);
    });

    test(`200 enquiries sent at once are all stored, none twice${backend.tag}`, async ({ playwright }) => {
      test.slow();
      const staff = await playwright.request.newContext({ baseURL: backend.url });
      expect((await staff.post('/api/auth/login', { data: staffAccount })).status()).toBe(200);
      const batch = uniqueName('Batch');
      // Ten families' addresses, twenty forms each: under the per-address limit, all at the same moment.
      const addresses = Array.from({ length: 10 }, () => visitorAddress());
      const clients = await Promise.all(addresses.map((address) => playwright.request.newContext({ baseURL: backend.url, extraHTTPHeaders: { 'X-Forwarded-For': address } })));
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          clients[index % clients.length]!.post('/api/enquiries', {
            data: { parentName: `${batch} ${index}`, childName: 'Child', email: `parent${index}@example.com`, phone: '9876543210', submissionKey: `${batch.replace(/\W/g, '')}-${index}-0123456789`.slice(0, 64) },
          }),
        ),
      );
      expect(responses.map((response) => response.status()).filter((status) => status !== 201)).toEqual([]);
      // The same form sent again (a retry) is not stored twice.
      expect(
        (
          await clients[0]!.post('/api/enquiries', {
            data: { parentName: `${batch} 0`, childName: 'Child', email: 'parent0@example.com', phone: '9876543210', submissionKey: `${batch.replace(/\W/g, '')}-0-0123456789`.slice(0, 64) },
          })
        ).status(),
      ).toBe(201);
      const stored = ((await (await staff.get('/api/enquiries')).json()).data as { id: number; parentName: string }[]).filter((enquiry) => enquiry.parentName.startsWith(`${batch} `));
      expect(stored).toHaveLength(200);
      expect(new Set(stored.map((enquiry) => enquiry.parentName)).size).toBe(200);
      // The inbox lists every enquiry: 200 more would slow every other test that opens it.
      const removed = await Promise.all(stored.map((enquiry) => staff.delete(`/api/enquiries/${enquiry.id}`)));
      expect(removed.map((response) => response.status()).filter((status) => status !== 204)).toEqual([]);
      await Promise.all([...clients.map((client) => client.dispose()), staff.dispose()]);
    });
  });
}
