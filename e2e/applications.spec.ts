import { expect, test } from '@playwright/test';
import { bypassBrowserChecks, chooseUnlisted, expectFieldError, expectNoReload, holdPosts, markWindow } from './support/forms';
import { expectNoSeriousA11yViolations, staffAccount } from './support/site';
import { signInAsStaff, staffBackends, staffSiteURL, uniqueName, visitorAddress } from './support/staff';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

test.describe('job applications', () => {
  test('a job seeker applies from a post’s Apply Now; staff find it in getresume and download it', async ({ page }) => {
    const name = uniqueName('Neha Verma');
    await page.goto(`${staffSiteURL}/careers`);
    const firstPost = page.getByTestId('job').first();
    const role = (await firstPost.getByRole('heading', { level: 2 }).textContent())!.trim();
    await firstPost.getByTestId('apply-online').click();
    await expect(page).toHaveURL(/\/careers\?job=\d+#apply$/);
    const form = page.getByTestId('application-form');
    await expect(form.getByLabel('Post').locator('option:checked')).toHaveText(role);
    await expectNoSeriousA11yViolations(page);

    // No file chosen: the server says so, and keeps what was typed.
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('E-mail address').fill('neha@example.com');
    await form.getByLabel('Mobile number').fill('098765-43210');
    await form.getByRole('checkbox', { name: /I agree that the school may contact me/ }).check();
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText('Please select a file first')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue(name);
    await expect(form.getByRole('checkbox', { name: /I agree/ })).toBeChecked();

    await form.locator('#field-resume').setInputFiles({ name: 'Neha CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('status')).toHaveText('Application received. Thank you — we will contact you if your profile matches.');

    await signInAsStaff(page, staffSiteURL);
    await page.goto(`${staffSiteURL}/dashboard/getresume`);
    const item = page.getByTestId('application').filter({ hasText: name });
    await expect(item).toContainText(role);
    await expect(item.getByTestId('resume-file')).toHaveText(`Neha CV.pdf · PDF · 0.00 MB`);
    await expect(item).toContainText(/Received [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(item.getByTestId('application-consent')).toHaveText(/^Consent given \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    await expect(item.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+919876543210');
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: /Download resume/ }).click()]);
    expect(download.suggestedFilename()).toBe('Neha CV.pdf');
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(saved)).toEqual(pdf);

    await item.getByRole('link', { name: `Delete: ${name}` }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByRole('status')).toHaveText('Deleted successfully');
    await expect(page.getByTestId('application').filter({ hasText: name })).toHaveCount(0);
  });

  test('with JavaScript it is sent without a page reload; the button waits while it is sent, so it is stored once', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
    const name = uniqueName('Pooja Gupta');
    await page.goto(`${staffSiteURL}/careers#apply`);
    const form = page.getByTestId('application-form');
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('E-mail address').fill('pooja@example.com');
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByLabel('Post').selectOption('general');
    await form.locator('#field-resume').setInputFiles({ name: 'pooja.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await markWindow(page);
    const sending = await holdPosts(page, '/careers');
    await form.getByRole('button', { name: 'Send application' }).click();
    const busy = form.getByRole('button', { name: 'Sending…' });
    await expect(busy).toBeDisabled();
    // A second tap and Enter in a field send nothing more while the first is on its way.
    await busy.click({ force: true });
    await form.getByLabel('Full name').press('Enter');
    sending.release();
    await expect(page.getByRole('status')).toHaveText('Application received. Thank you — we will contact you if your profile matches.');
    // The confirmation is on screen, not above it (the form it replaced was much taller).
    await expect(page.getByTestId('application-sent')).toBeInViewport();
    await expectNoReload(page);
    expect(sending.posts()).toBe(1);
    await signInAsStaff(page, staffSiteURL);
    await page.goto(`${staffSiteURL}/dashboard/getresume`);
    await expect(page.getByTestId('application').filter({ hasText: name })).toHaveCount(1);
  });

  test('the form works without JavaScript @phone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const name = uniqueName('Amit Singh');
    await page.goto(`${staffSiteURL}/careers#apply`);
    const form = page.getByTestId('application-form');
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('E-mail address').fill('amit@example.com');
    await form.getByLabel('Mobile number').fill('+91 91234 56789');
    await form.getByLabel('Post').selectOption('general');
    await form.locator('#field-resume').setInputFiles({ name: 'amit.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('status')).toHaveText('Application received. Thank you — we will contact you if your profile matches.');
    // The answer opens at the form, not at the top of the page with every job post above it.
    await expect(page).toHaveURL(`${staffSiteURL}/careers#apply`);
    await expect(page.getByTestId('application-sent')).toBeInViewport();
    await signInAsStaff(page, staffSiteURL);
    await page.goto(`${staffSiteURL}/dashboard/getresume`);
    await expect(page.getByTestId('application').filter({ hasText: name })).toContainText('General application');
    await context.close();
  });
});

for (const javaScript of [true, false]) {
  test.describe(`an application with every field refused by the server, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test('each field shows its message and keeps what was typed', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
      const longName = `Amit ${'Kumar '.repeat(17)}`.trim();
      await page.goto(`${staffSiteURL}/careers#apply`);
      const form = page.getByTestId('application-form');
      await bypassBrowserChecks(form);
      await form.getByLabel('Full name').fill(longName);
      await form.getByLabel('E-mail address').fill('amit@school');
      await form.getByLabel('Mobile number').fill('12345');
      await chooseUnlisted(form.getByLabel('Post'), 'teacher');
      await form.getByRole('button', { name: 'Send application' }).click();

      await expect(form.getByRole('alert')).toHaveText('Some details need correcting.');
      await expect(form.getByRole('alert')).toBeInViewport();
      // With JavaScript the visitor is taken to the first field to correct.
      if (javaScript) await expect(form.getByLabel('Full name')).toBeFocused();
      await expectFieldError(form.getByLabel('Full name'), 'Keep the name under 100 characters');
      await expectFieldError(form.getByLabel('E-mail address'), 'Enter an e-mail address such as name@example.com');
      await expectFieldError(form.getByLabel('Mobile number'), 'Enter a 10-digit Indian mobile number, e.g. 98765 43210');
      await expectFieldError(form.getByLabel('Post'), 'Choose the post you are applying for');
      await expectFieldError(form.locator('#field-resume'), 'Please select a file first');
      await expectFieldError(form.getByRole('checkbox', { name: /I agree/ }), 'Tick the box to agree that the school may contact you and to its privacy policy');
      await expect(form.getByLabel('Full name')).toHaveValue(longName);
      await expect(form.getByLabel('E-mail address')).toHaveValue('amit@school');
      await expect(form.getByLabel('Mobile number')).toHaveValue('12345');
    });
  });
}

for (const backend of staffBackends) {
  test.describe(`the applications API ${backend.name}`, () => {
    test(`413 over 5 MB, 415 for a disguised file, 400 per field, honeypot stores nothing, resumes only for staff @desktop`, async ({ playwright }) => {
      const visitor = await playwright.request.newContext({ baseURL: backend.url, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
      const staff = await playwright.request.newContext({ baseURL: backend.url });
      expect((await staff.post('/api/auth/login', { data: staffAccount })).status()).toBe(200);
      const applicant = { name: uniqueName('API applicant'), email: 'applicant@example.com', phone: '9876543210', job: 'general', consent: 'on' };
      // By name, not by count: other tests add applications to the same server at the same time.
      const stored = async () => (await (await staff.get('/api/applications')).json()).data as { id: number; name: string }[];

      const big = await visitor.post('/api/applications', {
        multipart: { ...applicant, resume: { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]) } },
      });
      expect(big.status()).toBe(413);
      expect((await big.json()).error.message).toContain('The file is larger than 5 MB');

      const exe = await visitor.post('/api/applications', {
        multipart: { ...applicant, resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500)]) } },
      });
      expect(exe.status()).toBe(415);

      const missing = await visitor.post('/api/applications', { multipart: { name: '', email: 'nope' } });
      expect(missing.status()).toBe(400);
      expect(Object.keys((await missing.json()).error.fields).sort()).toEqual(['consent', 'email', 'job', 'name', 'phone', 'resume']);
      expect((await stored()).some((application) => application.name === applicant.name)).toBe(false);

      const bot = uniqueName('API bot');
      const trap = await visitor.post('/api/applications', {
        multipart: { ...applicant, name: bot, website: 'http://spam.example', resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf } },
      });
      expect(trap.status()).toBe(201);
      expect((await stored()).some((application) => application.name === bot)).toBe(false);

      const real = await visitor.post('/api/applications', {
        multipart: { ...applicant, resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf } },
      });
      expect(real.status()).toBe(201);
      expect(await real.json()).toEqual({ data: { received: true } });
      const mine = (await stored()).filter((application) => application.name === applicant.name);
      expect(mine).toHaveLength(1);
      const id = mine[0]!.id;
      expect(Object.keys(mine[0]!)).not.toContain('fileKey');

      expect((await visitor.get('/api/applications')).status()).toBe(401);
      expect((await visitor.get(`/api/applications/${id}/resume`)).status()).toBe(401);
      const file = await staff.get(`/api/applications/${id}/resume`);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="cv\.pdf"/);
      expect(file.headers()['x-content-type-options']).toBe('nosniff');
      expect(await file.body()).toEqual(pdf);
      expect((await visitor.delete(`/api/applications/${id}`)).status()).toBe(401);
      expect((await staff.delete(`/api/applications/${id}`)).status()).toBe(204);
      expect((await staff.get(`/api/applications/${id}/resume`)).status()).toBe(404);
      await Promise.all([visitor.dispose(), staff.dispose()]);
    });
  });
}
