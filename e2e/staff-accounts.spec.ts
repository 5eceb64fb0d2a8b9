import { expect, test, type Browser } from '@playwright/test';
import { emptySiteURL, expectNoSeriousA11yViolations } from './support/site';
import { signInAsStaff, screenFlowBackends, visitorAddress } from './support/staff';

async function signInThroughTheForm(browser: Browser, baseURL: string, username: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  return { context, page };
}

for (const backend of screenFlowBackends) {
  test(`${backend.name} staff add an account, which signs in, changes its password (other devices signed out) and is removed @desktop`, async ({ page, browser }) => {
    const username = `e2e.${Date.now().toString(36)}`;
    const firstPassword = 'first password for e2e';
    const secondPassword = 'second password for e2e';

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
    await expect(page.getByRole('status')).toHaveText(`Account “${username}” added. Give them the password in person.`);

    // Adding the same name again does not reset that account.
    await addForm.getByLabel('Username').fill(username);
    await addForm.getByLabel(/^Password/).fill('a third password here');
    await addForm.getByLabel('Type the password again').fill('a third password here');
    await addForm.getByRole('button', { name: 'Add account' }).click();
    await expect(addForm.getByRole('alert')).toHaveText('Choose another username.');
    await expect(addForm.locator('#field-username-error')).toHaveText(`There is already a staff account called “${username}”.`);

    // The new colleague signs in on two devices, then changes the password on one.
    const laptop = await signInThroughTheForm(browser, backend.url, username, firstPassword);
    await expect(laptop.page).toHaveURL(/\/dashboard$/);
    const phone = await signInThroughTheForm(browser, backend.url, username, firstPassword);
    await expect(phone.page).toHaveURL(/\/dashboard$/);

    await laptop.page.goto(`${backend.url}/dashboard/staff`);
    const changeForm = laptop.page.locator('form', { has: laptop.page.getByRole('button', { name: 'Change password' }) });
    await changeForm.getByLabel('Current password').fill('not my password at all');
    await changeForm.getByLabel(/^New password/).fill(secondPassword);
    await changeForm.getByLabel('Type the new password again').fill(secondPassword);
    await changeForm.getByRole('button', { name: 'Change password' }).click();
    await expect(changeForm.getByText('That is not your current password')).toBeVisible();
    // The current password again is no change.
    await changeForm.getByLabel('Current password').fill(firstPassword);
    await changeForm.getByLabel(/^New password/).fill(firstPassword);
    await changeForm.getByLabel('Type the new password again').fill(firstPassword);
    await changeForm.getByRole('button', { name: 'Change password' }).click();
    await expect(changeForm.locator('#my-new-password-error')).toHaveText('Choose a new password: this one is the current password.');
    await changeForm.getByLabel('Current password').fill(firstPassword);
    await changeForm.getByLabel(/^New password/).fill(secondPassword);
    await changeForm.getByLabel('Type the new password again').fill(secondPassword);
    await changeForm.getByRole('button', { name: 'Change password' }).click();
    // A change runs scrypt twice (the current password, the new hash): slow on a busy machine, by design.
    await expect(laptop.page.getByRole('status')).toHaveText('Password changed. You stay signed in here; other devices are signed out.', {
      timeout: 15_000,
    });
    await laptop.page.goto(`${backend.url}/dashboard`);
    await expect(laptop.page).toHaveURL(/\/dashboard$/);
    await phone.page.goto(`${backend.url}/dashboard`);
    await expect(phone.page).toHaveURL(/\/login\?next=/);
    await phone.context.close();

    // The old password no longer works; the new one does.
    const old = await page.request.post(`${backend.url}/api/auth/login`, {
      data: { username, password: firstPassword },
      // A failure of its own address, so as not to spend the suite's shared 127.0.0.1 allowance.
      headers: { 'X-Forwarded-For': visitorAddress() },
    });
    expect(old.status()).toBe(401);

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
