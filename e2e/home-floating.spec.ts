import { expect, test } from '@playwright/test';
import { hydrated, box, overlaps } from './support/home';

test.describe('home page: job panel', () => {
  test('shows the newest open post, cut to 100 characters and an ellipsis, with Apply Now', async ({ page, request }) => {
    const jobs = (await (await request.get('/api/jobs')).json()).data as { title: string; details: string }[];
    const newest = jobs[0];
    expect(Array.from(newest.details).length).toBeGreaterThan(100);
    const expected = `${Array.from(newest.details).slice(0, 100).join('').trimEnd()}…`;

    await page.goto('/');
    const panel = page.getByTestId('job-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading')).toHaveText(newest.title);
    await expect(panel.getByTestId('job-preview')).toHaveText(expected);
    await expect(panel).not.toContainText(jobs[1].title);
    await expect(panel.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/careers');
  });

  test('covers neither the hero’s buttons nor the ticker', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const panel = await box(page.getByTestId('job-panel'));
    const ticker = await box(page.getByTestId('ticker'));
    expect(overlaps(panel, ticker)).toBe(false);
    for (const button of await page.getByTestId('hero-actions').getByRole('link').all()) {
      expect(overlaps(panel, await box(button))).toBe(false);
    }
    // On a phone the whole panel fits on the first screen, above the ticker.
    if ((page.viewportSize()?.width ?? 0) < 500) expect(panel.y + panel.height).toBeLessThanOrEqual(ticker.y);
  });

  test('the close button hides it for the rest of the visit in this tab, without a flash on reload', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByTestId('job-panel').getByRole('button', { name: 'Close the job opening' }).click();
    await expect(page.getByTestId('job-panel')).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('job-panel')).toHaveCount(0);
    // Before any of the page's JavaScript runs, the inline check already keeps it hidden.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.getByTestId('job-panel')).toBeHidden();
    await expect(page.getByTestId('job-panel')).toHaveAttribute('hidden', '');
  });

  test('“Close tab” does the same, and a new tab shows the panel again', async ({ page, context }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByTestId('job-panel').getByRole('button', { name: 'Close tab' }).click();
    await expect(page.getByTestId('job-panel')).toHaveCount(0);
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByTestId('job-panel')).toBeVisible();
  });

  test('on a wide screen it keeps only its title and buttons once the hero has scrolled away @desktop', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const panel = page.getByTestId('job-panel');
    const fullHeight = (await box(panel)).height;
    await page.locator('#admissions').scrollIntoViewIfNeeded();
    await expect(panel.getByTestId('job-preview')).toBeHidden();
    await expect(panel.getByRole('link', { name: 'Apply Now' })).toBeVisible();
    expect((await box(panel)).height).toBeLessThan(fullHeight * 0.7);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(panel.getByTestId('job-preview')).toBeVisible();
  });

  test('without JavaScript the panel can be read and closed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const panel = page.getByTestId('job-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('job-preview')).toContainText('…');
    await panel.getByRole('link', { name: 'Close tab' }).click();
    await expect(panel).toBeHidden();
    await context.close();
  });
});

test.describe('home page: side buttons', () => {
  test('social links from the settings: only the ones that are set (the demo sets none but WhatsApp)', async ({ page }) => {
    await page.goto('/');
    const side = page.getByTestId('side-social');
    await expect(side.getByRole('link')).toHaveCount(1);
    await expect(side.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919876543210');
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'X']) await expect(side.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('Contact Now stays at hand on a phone once the hero has scrolled away, clear of the ticker @phone', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByTestId('contact-now');
    await expect(button).toHaveAttribute('href', '/contact');
    await expect(button).toBeHidden();
    await page.locator('#about').scrollIntoViewIfNeeded();
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('position', 'fixed');
    const b = await box(button);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
    expect(overlaps(b, await box(page.getByTestId('ticker')))).toBe(false);
  });

  test('Contact Now steps aside on a phone while the enquiry form is being filled in, so it covers no field or button @phone', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByTestId('contact-now');
    const form = page.locator('#admissions').getByTestId('enquiry-form');
    await form.scrollIntoViewIfNeeded();
    await expect(button).toBeVisible();
    await form.getByLabel(/Message/).focus();
    await expect(button).toBeHidden();
    await form.getByRole('button', { name: 'Send enquiry' }).scrollIntoViewIfNeeded();
    await expect(button).toBeHidden();
    // Done with the form: back again.
    await form.getByLabel(/Message/).blur();
    await expect(button).toBeVisible();
  });

  test('Contact Now and the social rail sit in the margins on a wide screen @desktop', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByTestId('contact-now');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', '/contact');
    const content = await box(page.locator('#about > div'));
    const b = await box(button);
    expect(b.x).toBeGreaterThanOrEqual(content.x + content.width);
    const rail = await box(page.getByTestId('side-social'));
    expect(rail.x + rail.width).toBeLessThanOrEqual(content.x);
    await page.locator('#facilities').scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
  });
  test('the floating panel and buttons step aside over the footer, whose links stay usable', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect(page.getByTestId('contact-now')).toBeHidden();
    if ((page.viewportSize()?.width ?? 0) >= 1280) {
      await expect(page.getByTestId('job-panel')).toBeHidden();
      await expect(page.getByTestId('side-social')).toBeHidden();
    }
    await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/policies#privacy$/);
  });
});
