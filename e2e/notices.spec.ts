import { expect, test } from '@playwright/test';
import { emptySiteURL } from './support/site';

const britishDate = /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

test.describe('notices', () => {
  test('the home page HTML carries the frame and the notices before any JavaScript runs', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="top-bar"');
    expect(html).toContain('+91 98765 43210');
    for (const label of ['Home', 'About', 'Academics', 'Facilities', 'Admissions', 'News &amp; Events', 'Contact']) {
      expect(html).toContain(`>${label}<`);
    }
    for (const sub of ['Our Story', 'Mission &amp; Vision', 'School', 'Science Labs', 'FAQs', 'Newsletter']) {
      expect(html).toContain(sub);
    }
    expect(html).toContain('Admissions open for session 2027–28');
    expect(html).toContain('Half-yearly examination schedule');
    expect(html).toContain('data-testid="site-footer"');
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/school-notices');
    await expect(page.getByTestId('notice')).toHaveCount(12);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Admissions open for session 2027–28');
    await context.close();
  });

  test('the notices page lists every notice newest first, with British dates, category and priority', async ({ page }) => {
    await page.goto('/school-notices');
    const notices = page.getByTestId('notice');
    await expect(notices).toHaveCount(12);
    const days = await notices.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(days).toEqual([...days].sort().reverse());
    for (const label of await notices.locator('time').allTextContents()) expect(label).toMatch(britishDate);
    const first = notices.first();
    await expect(first.getByText('Admissions', { exact: true })).toBeVisible();
    await expect(first.getByText('Important', { exact: true })).toBeVisible();
  });

  test('the home page shows the latest notices and links to all of them', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#news');
    await expect(section.getByRole('heading', { name: 'Notices & Events' })).toBeVisible();
    await expect(section.getByTestId('notice')).toHaveCount(5);
    await expect(section.getByRole('link', { name: 'View All Notices & Events' })).toHaveAttribute('href', '/school-notices');
  });

  test('the ticker shows the latest notice and stops under the pointer', async ({ page }) => {
    await page.goto('/');
    const ticker = page.getByTestId('ticker');
    await expect(ticker).toBeVisible();
    await expect(ticker).toContainText('Admissions open for session 2027–28');
    const track = ticker.locator('.ticker-track');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await ticker.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('an empty site says so instead of showing nothing', async ({ page }) => {
    await page.goto(`${emptySiteURL}/`);
    await expect(page.locator('#news')).toContainText('No Notice Found');
    await expect(page.getByTestId('ticker')).toHaveCount(0);
    await page.goto(`${emptySiteURL}/school-notices`);
    await expect(page.getByRole('main')).toContainText('No Notice Found');
    // With no settings saved, contact details are hidden rather than shown blank.
    await expect(page.getByTestId('top-bar').locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  });
});
