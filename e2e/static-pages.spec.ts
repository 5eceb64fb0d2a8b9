import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/site';

test.describe('fixed-content pages', () => {
  test('Mission & Vision is served with its content in the HTML', async ({ request, page }) => {
    const response = await request.get('/mission&vision');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const phrase of ['Our Mission', 'Our Vision', 'Value-Based Education', 'Global Perspective', 'Community Focus', 'Academic Excellence']) {
      expect(html).toContain(phrase);
    }
    await page.goto('/mission&vision');
    await expect(page.locator('h1')).toHaveText('Mission & Vision');
    await expect(page).toHaveTitle('Mission & Vision | Sunrise Mission School');
    await expectNoSeriousA11yViolations(page);
  });

  test('the footer’s policy links land on their sections', async ({ page }) => {
    await page.goto('/');
    for (const [name, id] of [
      ['Privacy Policy', 'privacy'],
      ['Terms of Service', 'terms'],
      ['Cookie Policy', 'cookies'],
    ] as const) {
      await page.getByTestId('site-footer').getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/policies#${id}$`));
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(name);
      await expect(section).toBeInViewport();
    }
    await expect(page.locator('h1')).toHaveText('Policies');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the About menu reaches Mission & Vision @desktop', () => {
  test('by hover', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu', exact: true });
    await menu.getByRole('link', { name: 'About', exact: true }).hover();
    await menu.getByRole('link', { name: 'Mission & Vision' }).click();
    await expect(page).toHaveURL(/\/mission&vision$/);
    await expect(page.getByTestId('page-header')).toContainText('Mission & Vision');
  });
});
