import { expect, test } from '@playwright/test';
import { hydrated, box, overlaps } from './support/home';
import type { Page } from '@playwright/test';

/** Below 1280 px the panel is a compact bar: a tap on it shows the preview and the buttons. */
async function openJobPanel(page: Page) {
  if ((page.viewportSize()?.width ?? 0) < 1280) await page.getByTestId('job-panel-toggle').click();
}

test.describe('home page: job panel', () => {
  test('shows the newest open post, cut to 100 characters and an ellipsis, with Apply Now @both', async ({ page, request }) => {
    const jobs = (await (await request.get('/api/jobs')).json()).data as { title: string; details: string }[];
    const newest = jobs[0];
    expect(Array.from(newest.details).length).toBeGreaterThan(100);
    const expected = `${Array.from(newest.details).slice(0, 100).join('').trimEnd()}…`;

    await page.goto('/');
    const panel = page.getByTestId('job-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading')).toHaveText(newest.title);
    await openJobPanel(page);
    await expect(panel.getByTestId('job-preview')).toHaveText(expected);
    await expect(panel).not.toContainText(jobs[1].title);
    await expect(panel.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/careers');
  });

  test('covers neither the hero’s buttons nor the ticker @both', async ({ page }) => {
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

  test('on a phone it is a bar with its title that opens in place on a tap @phone', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const panel = page.getByTestId('job-panel');
    await expect(panel.getByRole('heading')).toBeVisible();
    await expect(panel.getByTestId('job-preview')).toBeHidden();
    await expect(panel.getByRole('link', { name: 'Apply Now' })).toBeHidden();
    expect((await box(panel)).height).toBeLessThanOrEqual(100);
    await page.getByTestId('job-panel-toggle').click();
    await expect(panel.getByTestId('job-preview')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Apply Now' })).toBeVisible();
  });

  test('on a small phone (375 × 667) the bar and its whole title sit above the ticker @phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/');
    await hydrated(page);
    const title = await box(page.getByTestId('job-panel').getByRole('heading'));
    const ticker = await box(page.getByTestId('ticker'));
    expect(title.y + title.height).toBeLessThanOrEqual(ticker.y);
    expect(overlaps(await box(page.getByTestId('job-panel')), ticker)).toBe(false);
  });

  test('“Close” does the same, and a new tab shows the panel again', async ({ page, context }) => {
    await page.goto('/');
    await hydrated(page);
    await openJobPanel(page);
    await page.getByTestId('job-panel').getByRole('button', { name: 'Close', exact: true }).click();
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
    await openJobPanel(page);
    await expect(panel.getByTestId('job-preview')).toContainText('…');
    await panel.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(panel).toBeHidden();
    await context.close();
  });
});

test.describe('home page: side buttons', () => {
  test('call, WhatsApp and the social links from the settings (only the ones that are set) sit under the hero’s buttons', async ({ page }) => {
    await page.goto('/');
    const reach = page.getByTestId('hero-reach');
    await expect(reach.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(reach.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919876543210');
    const side = page.getByTestId('side-social');
    // The demo sets no network (decision 0066): a bare network's home page counts as none.
    await expect(side.getByRole('link')).toHaveCount(0);
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'X']) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    // In the page's flow on every screen: never a rail fixed to the edge.
    await expect(reach).not.toHaveCSS('position', 'fixed');
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

  test('on a wide screen at most three things float: the header, the ticker, and the job panel or else Contact Now in the margin @desktop', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const floating = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
          const position = getComputedStyle(element).position;
          return (position === 'fixed' || position === 'sticky') && element.checkVisibility({ visibilityProperty: true });
        }).length,
      );
    const button = page.getByTestId('contact-now');
    await expect(page.getByTestId('job-panel')).toBeVisible();
    await expect(button).toBeHidden();
    expect(await floating()).toBeLessThanOrEqual(3);
    await page.locator('#facilities').scrollIntoViewIfNeeded();
    expect(await floating()).toBeLessThanOrEqual(3);

    await page.getByTestId('job-panel').getByRole('button', { name: 'Close the job opening' }).click();
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', '/contact');
    // In the margin: clear of the content's text (inside the page's gutter).
    const content = await box(page.locator('#facilities > div').first());
    const gutter = await page.locator('#facilities > div').first().evaluate((element) => parseFloat(getComputedStyle(element).paddingRight));
    const b = await box(button);
    expect(b.x).toBeGreaterThanOrEqual(content.x + content.width - gutter);
    expect(await floating()).toBeLessThanOrEqual(3);
  });
  test('the floating panel and buttons step aside over the footer, whose links stay usable @both', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect(page.getByTestId('contact-now')).toBeHidden();
    if ((page.viewportSize()?.width ?? 0) >= 1280) {
      await expect(page.getByTestId('job-panel')).toBeHidden();
    }
    await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/policies#privacy$/);
  });
});
