import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/site';
import { englishField, signInAsStaff, screenFlowBackends, staffSiteURL, uniqueName } from './support/staff';

for (const backend of screenFlowBackends) {
  test.describe(`${backend.name} staff notices`, () => {
    test(`add, edit and delete a notice, and see each change on the public pages${backend.tag}`, async ({ page }) => {
      await signInAsStaff(page, backend.url);
      const title = uniqueName('Sports Day <b>moved</b>');

      await page.goto(`${backend.url}/dashboard/add-notice`);
      await expect(page.getByRole('heading', { level: 1, name: 'Add Notice' })).toBeVisible();
      // The defaults of SPEC.md §9: academic, medium; today's date.
      await expect(page.getByLabel('Category')).toHaveValue('academic');
      await expect(page.getByLabel('Priority')).toHaveValue('medium');
      await englishField(page, 'Title').fill(title);
      await englishField(page, 'Details').fill('Sports Day is now on Saturday. <script>alert(1)</script>');
      await page.getByLabel('Date').fill('2026-12-05');
      await page.getByLabel('Category').selectOption('sports');
      await page.getByLabel('Priority').selectOption('high');
      await page.getByRole('button', { name: 'Create Notice' }).click();

      // The list of notices, saying so, with the new one in it (decision 0067; SPEC.md §4 stayed on the form).
      await expect(page.getByRole('status')).toHaveText('Notice Created Successfully');
      await expect(page).toHaveURL(/\/dashboard\/delnotice$/);
      await expect(page.getByRole('link', { name: `Edit: ${title}` })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // The form is empty again when opened anew.
      await page.goto(`${backend.url}/dashboard/add-notice`);
      await expect(englishField(page, 'Title')).toHaveValue('');
      await expect(page.getByLabel('Category')).toHaveValue('academic');

      // The public list shows it, with what staff typed shown as text, never as markup.
      await page.goto(`${backend.url}/school-notices`);
      const card = page.getByTestId('notice').filter({ hasText: title });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('<script>alert(1)</script>');
      await expect(page.locator('b', { hasText: 'moved' })).toHaveCount(0);

      // Edit it from the management list.
      await page.goto(`${backend.url}/dashboard/delnotice`);
      await page.getByRole('link', { name: `Edit: ${title}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Notice' })).toBeVisible();
      await expect(page.getByLabel('Priority')).toHaveValue('high');
      const changed = `${title} (changed)`;
      await englishField(page, 'Title').fill(changed);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status')).toHaveText('Changes saved');
      await expect(page).toHaveURL(/\/dashboard\/delnotice$/);
      await page.goto(`${backend.url}/school-notices`);
      await expect(page.getByTestId('notice').filter({ hasText: changed })).toHaveCount(1);

      // Delete: it asks first, then the notice is gone from the list and from the public page.
      await page.goto(`${backend.url}/dashboard/delnotice`);
      await page.getByRole('link', { name: `Delete: ${changed}` }).click();
      await expect(page.getByText(`Delete the notice “${changed}”? This cannot be undone.`)).toBeVisible();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Notice deleted successfully');
      await expect(page.getByTestId('managed-item').filter({ hasText: changed })).toHaveCount(0);
      await page.goto(`${backend.url}/school-notices`);
      await expect(page.getByTestId('notice').filter({ hasText: changed })).toHaveCount(0);
    });
  });
}

test.describe('staff notices in two languages', () => {
  test('a notice saved with a Hindi title shows it in the list without the “No Hindi” badge; one without shows the badge', async ({ page }) => {
    await signInAsStaff(page, staffSiteURL);
    const withHindi = uniqueName('Annual Day');
    const hindiTitle = `वार्षिकोत्सव ${withHindi.replace(/\D/g, '')}`;

    await page.goto(`${staffSiteURL}/dashboard/add-notice`);
    // Each text beside its Hindi twin: labelled in the dashboard's language, marked as Hindi, optional, as long as the English.
    const titleHi = page.getByLabel('Title (Hindi)');
    await expect(titleHi).toHaveAttribute('lang', 'hi');
    await expect(titleHi).not.toHaveAttribute('required');
    await expect(titleHi).toHaveAttribute('maxlength', '150');
    await expect(page.getByLabel('Details (Hindi)')).toHaveAttribute('lang', 'hi');
    await englishField(page, 'Title').fill(withHindi);
    await titleHi.fill(hindiTitle);
    await englishField(page, 'Details').fill('Songs, dances and a play.');
    await page.getByLabel('Details (Hindi)').fill('गीत, नृत्य और नाटक।');
    await page.getByRole('button', { name: 'Create Notice' }).click();
    await expect(page.getByRole('status')).toHaveText('Notice Created Successfully');

    const englishOnly = uniqueName('Fee receipts');
    await page.goto(`${staffSiteURL}/dashboard/add-notice`);
    await englishField(page, 'Title').fill(englishOnly);
    await englishField(page, 'Details').fill('Collect them from the office.');
    await page.getByRole('button', { name: 'Create Notice' }).click();
    // Saved: the list of notices says so, with this one in it (decision 0067).
    await expect(page.getByRole('status')).toHaveText('Notice Created Successfully');
    await expect(page.getByRole('link', { name: `Edit: ${englishOnly}` })).toBeVisible();

    await page.goto(`${staffSiteURL}/dashboard/delnotice`);
    const translated = page.getByTestId('managed-item').filter({ hasText: withHindi });
    await expect(translated.getByTestId('managed-item-title-hi')).toHaveText(hindiTitle);
    await expect(translated.getByTestId('managed-item-title-hi')).toHaveAttribute('lang', 'hi');
    await expect(translated.getByTestId('no-hindi')).toHaveCount(0);
    const untranslated = page.getByTestId('managed-item').filter({ hasText: englishOnly });
    await expect(untranslated.getByTestId('no-hindi')).toHaveText('No Hindi');
    await expectNoSeriousA11yViolations(page);

    // The editor shows the Hindi; emptied, it is cleared and the badge comes back.
    await page.getByRole('link', { name: `Edit: ${withHindi}` }).click();
    await expect(page.getByLabel('Title (Hindi)')).toHaveValue(hindiTitle);
    await page.getByLabel('Title (Hindi)').fill('');
    await page.getByLabel('Details (Hindi)').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toHaveText('Changes saved');
    await expect(page.getByTestId('managed-item').filter({ hasText: withHindi }).getByTestId('no-hindi')).toHaveText('No Hindi');
  });

  test('English and Hindi side by side from md up, stacked on a phone @both', async ({ page }) => {
    await signInAsStaff(page, staffSiteURL);
    await page.goto(`${staffSiteURL}/dashboard/add-notice`);
    const english = await englishField(page, 'Title').boundingBox();
    const hindi = await page.getByLabel('Title (Hindi)').boundingBox();
    const wide = (page.viewportSize()?.width ?? 0) >= 768;
    if (wide) expect(Math.abs(hindi!.y - english!.y)).toBeLessThan(2);
    else expect(hindi!.y).toBeGreaterThan(english!.y + english!.height);
  });
});

test.describe('staff notice forms', () => {
  test('Cancel on the confirm step keeps the notice @desktop', async ({ page, request }) => {
    await signInAsStaff(page, staffSiteURL);
    const title = uniqueName('Keep me');
    const created = await page.request.post(`${staffSiteURL}/api/notices`, { data: { title, details: 'Still here.', date: '2026-12-01' } });
    expect(created.status()).toBe(201);
    await page.goto(`${staffSiteURL}/dashboard/delnotice`);
    await page.getByRole('link', { name: `Delete: ${title}` }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('link', { name: `Delete: ${title}` })).toBeVisible();
    const { data } = await created.json();
    expect((await request.get(`${staffSiteURL}/api/notices/${data.id}`)).status()).toBe(200);
  });

  test('the server names each field that needs correcting and keeps what was typed', async ({ page }) => {
    await signInAsStaff(page, staffSiteURL);
    await page.goto(`${staffSiteURL}/dashboard/add-notice`);
    // The browser's own checks are a convenience; switch them off to reach the server's.
    await page.locator('form[method="post"]').last().evaluate((form) => form.setAttribute('novalidate', ''));
    await englishField(page, 'Title').fill('   ');
    await englishField(page, 'Details').fill('Kept as typed');
    await page.getByLabel('Date').fill('');
    await page.getByRole('button', { name: 'Create Notice' }).click();
    await expect(page.getByRole('alert')).toHaveText('Some details need correcting.');
    await expect(page.getByText('Enter a title')).toBeVisible();
    await expect(page.getByText('Choose the date of the notice')).toBeVisible();
    await expect(englishField(page, 'Details')).toHaveValue('Kept as typed');
    await expect(englishField(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
  });

  test('works without JavaScript: a plain form post adds the notice @phone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInAsStaff(page, staffSiteURL);
    const title = uniqueName('No script');
    await page.goto(`${staffSiteURL}/dashboard/add-notice`);
    await englishField(page, 'Title').fill(title);
    await englishField(page, 'Details').fill('Written without JavaScript.');
    await page.getByRole('button', { name: 'Create Notice' }).click();
    await expect(page.getByRole('status')).toHaveText('Notice Created Successfully');
    // The phone menu opens without JavaScript too.
    await page.locator('summary', { hasText: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Notices', exact: true })).toBeVisible();
    await page.goto(`${staffSiteURL}/school-notices`);
    await expect(page.getByTestId('notice').filter({ hasText: title })).toHaveCount(1);
    await context.close();
  });

  test('SPEC.md’s /notice/:id/update leads to the notice editor, and only for staff @desktop', async ({ page, request }) => {
    const { data } = await (await request.get(`${staffSiteURL}/api/notices?limit=1`)).json();
    const id = data[0].id;
    const redirect = await request.get(`${staffSiteURL}/notice/${id}/update`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe(`/dashboard/notices/${id}/edit`);
    await page.goto(`${staffSiteURL}/notice/${id}/update`);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fdashboard%2Fnotices%2F${id}%2Fedit$`));

    await signInAsStaff(page, staffSiteURL);
    await page.goto(`${staffSiteURL}/notice/${id}/update`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Notice' })).toBeVisible();
    await expect(englishField(page, 'Title')).toHaveValue(data[0].title);
  });
});

test.describe('notices API for staff', () => {
  test('POST, PATCH and DELETE need a session (401), refuse other sites (403), and work for staff @desktop', async ({
    playwright,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL: staffSiteURL });
    const notice = { title: uniqueName('API notice'), details: 'From the API.', date: '2026-12-02', category: 'arts' };
    expect((await visitor.post('/api/notices', { data: notice })).status()).toBe(401);
    expect((await visitor.patch('/api/notices/1', { data: { title: 'x' } })).status()).toBe(401);
    expect((await visitor.delete('/api/notices/1')).status()).toBe(401);

    const staff = await playwright.request.newContext({ baseURL: staffSiteURL });
    expect((await staff.post('/api/auth/login', { data: { username: 'office', password: 'e2e office password' } })).status()).toBe(200);

    const crossSite = await staff.post('/api/notices', { data: notice, headers: { Origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);

    const invalid = await staff.post('/api/notices', { data: { title: '', details: 'x', date: '2026-02-30', category: 'music' } });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).error.fields).toEqual({
      title: 'Enter a title',
      date: 'That date does not exist',
      category: 'Choose a category',
    });

    const created = await staff.post('/api/notices', { data: notice });
    expect(created.status()).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ ...notice, priority: 'medium' });

    const patched = await staff.patch(`/api/notices/${data.id}`, { data: { priority: 'high' } });
    expect(patched.status()).toBe(200);
    expect((await patched.json()).data).toMatchObject({ title: notice.title, priority: 'high', category: 'arts' });

    expect((await staff.delete(`/api/notices/${data.id}`)).status()).toBe(204);
    expect((await staff.delete(`/api/notices/${data.id}`)).status()).toBe(404);
    expect((await visitor.get(`/api/notices/${data.id}`)).status()).toBe(404);
    await visitor.dispose();
    await staff.dispose();
  });
});
