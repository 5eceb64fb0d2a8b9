import { expect, test, type Browser, type Page } from '@playwright/test';
import { emptySiteURL, expectNoSeriousA11yViolations } from './support/site';
import { expireOneTimePasswordOf, signInAsStaff, screenFlowBackends, visitorAddress } from './support/staff';

async function signInThroughTheForm(browser: Browser, baseURL: string, username: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  return { context, page };
}

/**
 * A form that changes one's own password: a wrong current password is refused under its field, the
 * current one again is no change, and then the new one is sent.
 */
async function refuseThenChange(page: Page, form: { current: string; button: string }, current: string, next: string) {
  const fields = page.locator('form', { has: page.getByRole('button', { name: form.button }) });
  for (const [typed, chosen] of [
    ['not my password at all', next],
    [current, current],
    [current, next],
  ]) {
    await fields.getByLabel(form.current).fill(typed);
    await fields.getByLabel(/^New password/).fill(chosen);
    await fields.getByLabel('Type the new password again').fill(chosen);
    await fields.getByRole('button', { name: form.button }).click();
    if (typed !== current) await expect(fields.getByText('That is not your current password')).toBeVisible();
    else if (chosen === current) await expect(fields.locator('#my-new-password-error')).toHaveText('Choose a new password: this one is the current password.');
  }
}

for (const backend of screenFlowBackends) {
  test(`${backend.name} staff add an account, which signs in with its one-time password to choose its own, changes it (other devices signed out) and is removed @desktop`, async ({ page, browser }) => {
    const username = `e2e.${Date.now().toString(36)}`;
    const firstPassword = 'first password for e2e';
    const secondPassword = 'second password for e2e';
    const thirdPassword = 'third password for e2e';

    await signInAsStaff(page, backend.url);
    await page.goto(`${backend.url}/dashboard/staff`);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Accounts' })).toBeVisible();
    await expect(page.getByText('office (you)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The two passwords must match; what was typed (but never a password) is kept.
    const addForm = page.locator('form', { has: page.getByRole('button', { name: 'Add account' }) });
    await addForm.getByLabel('Username').fill(username);
    await addForm.getByLabel(/^Password/).fill(firstPassword);
    await addForm.getByLabel('Type the password again').fill('something else entirely');
    await addForm.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByText('The two passwords are not the same')).toBeVisible();
    await expect(addForm.getByLabel('Username')).toHaveValue(username);
    await expect(addForm.getByLabel(/^Password/)).toHaveValue('');

    // A password among the most common, or the username itself, is refused under the password field.
    for (const [weak, reason] of [
      ['password123', 'Choose a password that is harder to guess: this one is among the most common passwords.'],
      [username.toUpperCase(), 'Choose a password that is not the username.'],
    ]) {
      await addForm.getByLabel(/^Password/).fill(weak);
      await addForm.getByLabel('Type the password again').fill(weak);
      await addForm.getByRole('button', { name: 'Add account' }).click();
      await expect(addForm.locator('#new-account-password-error')).toHaveText(reason);
      await expect(addForm.getByLabel('Username')).toHaveValue(username);
    }

    await addForm.getByLabel(/^Password/).fill(firstPassword);
    await addForm.getByLabel('Type the password again').fill(firstPassword);
    await addForm.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Account “${username}” added. Give them the password in person: it is a one-time password, and they choose their own when they first sign in (within 7 days).`,
    );
    await expect(page.locator('li', { hasText: username })).toContainText('never signed in · one-time password until');

    // Adding the same name again does not reset that account.
    await addForm.getByLabel('Username').fill(username);
    await addForm.getByLabel(/^Password/).fill('a third password here');
    await addForm.getByLabel('Type the password again').fill('a third password here');
    await addForm.getByRole('button', { name: 'Add account' }).click();
    await expect(addForm.getByRole('alert')).toHaveText('Choose another username.');
    await expect(addForm.locator('#field-username-error')).toHaveText(`There is already a staff account called “${username}”.`);

    // The new colleague signs in on two devices with the one-time password: each opens only the
    // choice of their own password (decision 0086), whatever address they asked for.
    const laptop = await signInThroughTheForm(browser, backend.url, username, firstPassword);
    await expect(laptop.page).toHaveURL(/\/dashboard\/password$/);
    await expect(laptop.page.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
    await expect(laptop.page.getByRole('navigation', { name: 'Dashboard menu' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(laptop.page);
    const phone = await signInThroughTheForm(browser, backend.url, username, firstPassword);
    await expect(phone.page).toHaveURL(/\/dashboard\/password$/);
    await phone.page.goto(`${backend.url}/dashboard/inbox`);
    await expect(phone.page).toHaveURL(/\/dashboard\/password$/);

    await refuseThenChange(laptop.page, { current: 'One-time password', button: 'Save my password' }, firstPassword, secondPassword);
    // A change runs scrypt twice (the current password, the new hash): slow on a busy machine, by design.
    await expect(laptop.page.getByRole('status')).toHaveText('Your password is saved. Welcome to the dashboard.', { timeout: 15_000 });
    await expect(laptop.page).toHaveURL(/\/dashboard$/);
    await expect(laptop.page.getByRole('navigation', { name: 'Dashboard menu' })).toBeVisible();
    // The phone, signed in with the one-time password, is signed out.
    await phone.page.goto(`${backend.url}/dashboard`);
    await expect(phone.page).toHaveURL(/\/login\?next=/);
    const again = await signInThroughTheForm(browser, backend.url, username, secondPassword);
    await expect(again.page).toHaveURL(/\/dashboard$/);
    await again.context.close();
    await phone.context.close();

    // From then on the password is changed on the staff screen.
    await laptop.page.goto(`${backend.url}/dashboard/staff`);
    await refuseThenChange(laptop.page, { current: 'Current password', button: 'Change password' }, secondPassword, thirdPassword);
    await expect(laptop.page.getByRole('status')).toHaveText('Password changed. You stay signed in here; other devices are signed out.', {
      timeout: 15_000,
    });
    await laptop.page.goto(`${backend.url}/dashboard`);
    await expect(laptop.page).toHaveURL(/\/dashboard$/);

    // The old passwords no longer work.
    for (const password of [firstPassword, secondPassword]) {
      const old = await page.request.post(`${backend.url}/api/auth/login`, {
        data: { username, password },
        // A failure of its own address, so as not to spend the suite's shared 127.0.0.1 allowance.
        headers: { 'X-Forwarded-For': visitorAddress() },
      });
      expect(old.status()).toBe(401);
    }

    // Office removes the account (confirm first); its sessions end with it.
    await page.goto(`${backend.url}/dashboard/staff`);
    await page.getByRole('link', { name: `Delete: ${username}` }).click();
    await expect(page.getByText(`Delete the staff account “${username}”? This cannot be undone.`)).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByRole('status')).toHaveText('Account removed');
    await expect(page.getByText(username)).toHaveCount(0);
    await laptop.page.goto(`${backend.url}/dashboard`);
    await expect(laptop.page).toHaveURL(/\/login\?next=/);
    await laptop.context.close();
  });
}

for (const backend of screenFlowBackends) {
  test(`${backend.name} a one-time password past its week signs in no more, and the form and the API say so`, async ({ page, browser }) => {
    const username = `e2e.week.${Date.now().toString(36)}`;
    const password = 'a one-time password for e2e';
    await signInAsStaff(page, backend.url);
    await page.goto(`${backend.url}/dashboard/staff`);
    const addForm = page.locator('form', { has: page.getByRole('button', { name: 'Add account' }) });
    await addForm.getByLabel('Username').fill(username);
    await addForm.getByLabel(/^Password/).fill(password);
    await addForm.getByLabel('Type the password again').fill(password);
    await addForm.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByRole('status')).toContainText(`Account “${username}” added.`);
    await expireOneTimePasswordOf(backend, username);
    await page.reload();
    await expect(page.locator('li', { hasText: username })).toContainText('one-time password expired Jan 1, 2001: remove the account and add it again');

    const expired = 'This one-time password has expired. Ask a colleague to remove your account and add it again, or whoever runs the server to set a new one.';
    const colleague = await signInThroughTheForm(browser, backend.url, username, password);
    await expect(colleague.page.getByRole('alert')).toHaveText(expired);
    await expect(colleague.page).toHaveURL(/\/login$/);
    const api = await colleague.page.request.post(`${backend.url}/api/auth/login`, { data: { username, password }, headers: { 'X-Forwarded-For': visitorAddress() } });
    expect(api.status()).toBe(401);
    expect((await api.json()).error.message).toBe(expired);
    expect(api.headers()['set-cookie']).toBeUndefined();
    await colleague.context.close();

    await page.getByRole('link', { name: `Delete: ${username}` }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByRole('status')).toHaveText('Account removed');
  });
}

test('the only account cannot be removed, and the screen says why @desktop', async ({ page }) => {
  // The empty site has exactly one account, the one the server was started with.
  await signInAsStaff(page, emptySiteURL);
  await page.goto(`${emptySiteURL}/dashboard/staff`);
  await expect(page.getByText('The only account cannot be removed: add another first.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Delete:/ })).toHaveCount(0);
  // Nor by sending the form by hand.
  const response = await page.request.post(`${emptySiteURL}/dashboard/staff`, {
    form: { intent: 'delete', id: '1' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await page.goto(`${emptySiteURL}/dashboard/staff`);
  await expect(page.getByText('office (you)')).toBeVisible();
});
