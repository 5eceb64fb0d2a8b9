import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/site';
import { signInAsStaff, staffSiteURL, uniqueName, visitorAddress } from './support/staff';

/**
 * Decision 0067: on the clerk's phone the dashboard menu starts with the inbox and its count of new
 * items, and stays short: each kind of content is one link to its list, the add screens fold away.
 */
test('the phone menu starts with the inbox and its count of new items, and fits the screen @phone', async ({ page, request }) => {
  const sent = await request.post(`${staffSiteURL}/api/enquiries`, {
    headers: { 'X-Forwarded-For': visitorAddress() },
    data: { parentName: uniqueName('Menu count'), childName: 'Child', email: 'menu@example.com', phone: '9876543210', consent: true },
  });
  expect(sent.status()).toBe(201);

  await signInAsStaff(page, staffSiteURL);
  await page.goto(`${staffSiteURL}/dashboard`);
  const newEnquiries = Number(await page.getByTestId('count-newEnquiries').locator('dd').textContent());
  const newMessages = Number(await page.getByTestId('count-newMessages').locator('dd').textContent());
  const newItems = newEnquiries + newMessages;
  expect(newItems).toBeGreaterThan(0);

  // The folded menu's toggle already says there is something new.
  const toggle = page.locator('summary', { hasText: 'Menu' });
  // Its number is seen; "N new" is what a screen reader says.
  await expect(toggle.getByTestId('menu-new-count').locator('[aria-hidden="true"]')).toHaveText(String(newItems));
  await expect(toggle.getByTestId('menu-new-count').locator('.sr-only')).toHaveText(`${newItems} new`);
  await toggle.click();

  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  const links = menu.getByRole('link');
  await expect(links.nth(0)).toHaveAccessibleName('Overview');
  await expect(links.nth(1)).toHaveAccessibleName(`Inbox ${newItems} new`);
  await expect(links.nth(1)).toHaveAttribute('href', '/dashboard/inbox');
  await expect(links.nth(2)).toHaveAccessibleName('Job applications');

  // The inbox is on the first screen; the add screens are folded under "Add new" until asked for.
  const inboxBox = await links.nth(1).boundingBox();
  expect(inboxBox!.y + inboxBox!.height).toBeLessThanOrEqual(844);
  await expect(menu.getByRole('link', { name: 'Add: Notices' })).toBeHidden();
  await menu.locator('summary', { hasText: 'Add new' }).click();
  await expect(menu.getByRole('link', { name: 'Add: Notices' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The list of new enquiries is one tap away.
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/dashboard\/inbox$/);
});
