import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, staffAccount } from './support/site';
import { openDashboardMenu, signInAsStaff, staffBackends, staffSiteURL, uniqueName, visitorAddress } from './support/staff';

import { inboxItem, visitorPage } from './support/inbox';

/**
 * Issue 5: the admission enquiry and contact forms, with and without JavaScript, and the staff inbox
 * where what they send lands.
 */

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
    await form.getByRole('checkbox', { name: /I agree that the school may call/ }).check();
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
    // The time the parent agreed (DPDP Rules 2025), in India's time as the received time is.
    await expect(item.getByTestId('inbox-consent')).toHaveText(/^Consent given \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);
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
    expect(csv.split('\r\n')[0]).toBe('\uFEFF"Received","Parent","Child","Class sought","Phone","E-mail","Message","Status","Consent given"');
    expect(csv).toMatch(new RegExp(`"${parent}","Aarav Kumar","Year 1","'\\+919876543210","sunita@example.com","Is there a school van from Kankarbagh\\?","contacted","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"`));

    // Deleted at the parent's request: the log says what, which one, who and when, and nothing of the parent.
    const enquiries = (await (await page.request.get(`${staffSiteURL}/api/enquiries`)).json()).data as { id: number; parentName: string }[];
    const id = enquiries.find((enquiry) => enquiry.parentName === parent)!.id;
    await item.getByRole('link', { name: `Delete: ${parent}` }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByRole('status')).toHaveText('Deleted successfully');
    await expect(page.getByTestId('inbox-item').filter({ hasText: parent })).toHaveCount(0);
    const logged = page.getByTestId('deletion-log').getByTestId('deletion-entry').filter({ hasText: `Admission enquiry no. ${id},` });
    await expect(logged).toHaveText(new RegExp(`^Admission enquiry no\\. ${id}, deleted by ${staffAccount.username} on \\d{1,2} [A-Z][a-z]{2} \\d{4}, `));
    await expect(page.getByTestId('deletion-log')).not.toContainText(parent);
    await expect(page.getByTestId('deletion-log')).not.toContainText('Aarav Kumar');
    await expectNoSeriousA11yViolations(page);
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
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('alert')).toHaveText('Some details need correcting.');
    await expect(form.getByText('Enter a 10-digit Indian mobile number, e.g. 98765 43210')).toBeVisible();
    await expect(form.getByLabel(/Mobile number/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/Your name/)).toHaveValue(parent);
    await expect(form.getByLabel(/Message/)).toHaveValue('Admission for Class 2, please call after 5 PM.');
    await expect(form.getByRole('checkbox', { name: /I agree/ })).toBeChecked();

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
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(`${staffSiteURL}/enquiry#enquiry-form`);
    await expect(page.getByTestId('form-sent').getByRole('status')).toHaveText('Message Sent');
    await expect(page.getByTestId('form-sent')).toBeInViewport();
    await expect(await inboxItem(page, parent)).toHaveCount(1);
    await page.context().close();
  });
});

test.describe('the staff inbox', () => {
  test('is for staff only; the dashboard counts new enquiries and links to them @desktop', async ({ page, request }) => {
    const signedOut = await request.get(`${staffSiteURL}/dashboard/inbox/enquiries.csv`, { maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toMatch(/^\/login\?next=/);
    await page.goto(`${staffSiteURL}/dashboard/inbox`);
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Finbox/);

    await signInAsStaff(page, staffSiteURL);
    const parentName = uniqueName('Counted');
    const response = await request.post(`${staffSiteURL}/api/enquiries`, {
      headers: { 'X-Forwarded-For': visitorAddress() },
      data: { parentName, childName: 'Child', email: 'counted@example.com', phone: '9876543210', consent: true },
    });
    expect(response.status()).toBe(201);
    // Other tests add and answer enquiries on this server at the same time: the count shown must be
    // the number of new ones the staff API lists at that moment, the one just sent among them.
    const count = page.getByTestId('count-newEnquiries');
    await expect(async () => {
      await page.goto(`${staffSiteURL}/dashboard`);
      const shown = Number(await count.locator('dd').textContent());
      const listed: { parentName: string }[] = (await (await page.request.get(`${staffSiteURL}/api/enquiries?status=new`)).json()).data;
      expect(listed.map((enquiry) => enquiry.parentName)).toContain(parentName);
      expect(shown).toBe(listed.length);
    }).toPass();
    await count.getByRole('link', { name: 'New enquiries' }).click();
    await expect(page).toHaveURL(`${staffSiteURL}/dashboard/inbox?status=new`);
    await openDashboardMenu(page);
    // The menu's first entry after the overview, with its count of new items (decision 0067).
    const inboxLink = page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: /^Inbox \d+ new$/ });
    await expect(inboxLink).toHaveAttribute('href', '/dashboard/inbox');
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
        consent: 'Tick the box to agree that the school may contact you and to its privacy policy',
      });
      const badMessage = await visitor.post('/api/contact-messages', { data: { name: 'x'.repeat(101), email: 'a@b.co' } });
      expect((await badMessage.json()).error.fields).toEqual({ name: 'Keep the name under 100 characters', message: 'Write your message' });

      const bot = uniqueName('Bot');
      const trap = await visitor.post('/api/enquiries', {
        data: { parentName: bot, childName: 'x', email: 'bot@example.com', phone: '9876543210', consent: true, website: 'http://spam.example' },
      });
      expect(trap.status()).toBe(201);
      expect(await trap.json()).toEqual({ data: { received: true } });
      const all = async (path: string) => (await (await staff.get(path)).json()).data as { id: number; parentName?: string; name?: string; status: string }[];
      expect((await all('/api/enquiries')).some((enquiry) => enquiry.parentName === bot)).toBe(false);

      const parent = uniqueName('API parent');
      const created = await visitor.post('/api/enquiries', {
        data: { parentName: parent, childName: 'Child', email: 'api@example.com', phone: '+91 98765 43210', classSought: 'Class 6', consent: true },
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
            data: { parentName: `${batch} ${index}`, childName: 'Child', email: `parent${index}@example.com`, phone: '9876543210', consent: true, submissionKey: `${batch.replace(/\W/g, '')}-${index}-0123456789`.slice(0, 64) },
          }),
        ),
      );
      expect(responses.map((response) => response.status()).filter((status) => status !== 201)).toEqual([]);
      // The same form sent again (a retry) is not stored twice.
      expect(
        (
          await clients[0]!.post('/api/enquiries', {
            data: { parentName: `${batch} 0`, childName: 'Child', email: 'parent0@example.com', phone: '9876543210', consent: true, submissionKey: `${batch.replace(/\W/g, '')}-0-0123456789`.slice(0, 64) },
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
