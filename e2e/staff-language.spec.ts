import { expect, test } from '@playwright/test';
import { en } from '../app/i18n/en';
import { hi } from '../app/i18n/hi';
import { expectNoSeriousA11yViolations } from './support/site';
import { chooseOwnPassword, signInAsStaff, staffSiteURL, uniqueName } from './support/staff';

/**
 * Issue 15: the dashboard in Hindi as each account's choice, saved with the account. An account of
 * its own, so that the other staff specs, which read the dashboard in English, never see it change.
 */
test('an account chooses Hindi for its dashboard, which follows it from screen to screen and back @desktop', async ({ browser, page }) => {
  const username = uniqueName('hindi').toLowerCase().replace(/[^a-z0-9.]/g, '.');
  const password = 'a hindi reading office password';
  await signInAsStaff(page, staffSiteURL);
  await page.goto(`${staffSiteURL}/dashboard/staff`);
  const addForm = page.locator('form', { has: page.getByRole('button', { name: en.dashboardStaff.add }) });
  await addForm.getByLabel(en.dashboardStaff.username).fill(username);
  await addForm.getByLabel(/^Password/).fill(password);
  await addForm.getByLabel(en.dashboardStaff.confirmPassword).fill(password);
  await addForm.getByRole('button', { name: en.dashboardStaff.add }).click();
  await expect(page.getByRole('status')).toContainText(username);

  const context = await browser.newContext();
  const staff = await context.newPage();
  expect((await staff.request.post(`${staffSiteURL}/api/auth/login`, { data: { username, password } })).status()).toBe(200);
  await chooseOwnPassword(staff.request, staffSiteURL, password, 'the hindi reader’s own password');
  await staff.goto(`${staffSiteURL}/dashboard/staff`);
  await expect(staff.locator('html')).toHaveAttribute('lang', 'en-IN');

  await staff.getByRole('radio', { name: 'हिन्दी' }).check();
  await staff.getByRole('button', { name: en.dashboardStaff.languageSave }).click();
  await expect(staff.getByRole('status')).toHaveText(hi.dashboardStaff.languageSaved);
  await expect(staff.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(hi.dashboardStaff.title);
  await expect(staff.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
  await expectNoSeriousA11yViolations(staff);

  // The choice is the account's: a new document and another screen keep it; the office's stays English.
  await staff.goto(`${staffSiteURL}/dashboard/delnotice`);
  await expect(staff.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(hi.dashboardNotices.listTitle);
  await page.goto(`${staffSiteURL}/dashboard/delnotice`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.dashboardNotices.listTitle);

  // What a form refuses is said in the account's language too, under its field.
  const refusedNotice = await staff.request.post(`${staffSiteURL}/dashboard/add-notice`, {
    form: { title: '', details: 'विवरण', date: '2026-12-05', category: 'academic', priority: 'medium' },
    headers: { Origin: staffSiteURL },
  });
  expect(refusedNotice.status()).toBe(400);
  const refusedPage = await refusedNotice.text();
  expect(refusedPage).toContain(hi.rules.notice.titleMissing);
  expect(refusedPage).not.toContain(en.rules.notice.titleMissing);

  // A language the site does not speak is refused in words, and nothing changes.
  const refused = await staff.request.post(`${staffSiteURL}/dashboard/staff`, {
    form: { intent: 'language', locale: 'fr' },
    headers: { Origin: staffSiteURL },
  });
  expect(refused.status()).toBe(400);
  await staff.goto(`${staffSiteURL}/dashboard/staff`);
  await expect(staff.locator('html')).toHaveAttribute('lang', 'hi-IN');

  await staff.getByRole('radio', { name: 'English' }).check();
  await staff.getByRole('button', { name: hi.dashboardStaff.languageSave }).click();
  await expect(staff.getByRole('status')).toHaveText(en.dashboardStaff.languageSaved);
  await expect(staff.locator('html')).toHaveAttribute('lang', 'en-IN');
  await context.close();
});
