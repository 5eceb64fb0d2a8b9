import { expect, test, type Page } from '@playwright/test';
import { facilityIds } from '../app/content/facilities';
import { facilitiesText } from '../app/i18n/en/facilities';
import { facilityDetailsText } from '../app/i18n/en/facility-details';
import { expectNoSeriousA11yViolations, watchConsole } from './support/site';

/** Each facility as its English pages show it: its card's words, its page's, and its pictures' alt texts. */
const facilities = facilityIds.map((id) => ({
  id,
  ...facilitiesText[id],
  ...facilityDetailsText[id],
  images: facilitiesText[id].pictures.map((alt) => ({ alt })),
}));

/** React escapes & and ’ in HTML; compare against the text as the server writes it. */
const asHtml = (value: string) => value.replaceAll('&', '&amp;');

test.describe('facilities', () => {
  test('the index lists all six facilities, each linking to its page', async ({ page, request }) => {
    const html = await (await request.get('/facility')).text();
    for (const facility of facilities) expect(html).toContain(asHtml(facility.title));

    const errors = watchConsole(page);
    await page.goto('/facility');
    await expect(page.locator('h1')).toHaveText('Facilities');
    const cards = page.getByTestId('facility-card');
    await expect(cards).toHaveCount(6);
    for (const facility of facilities) {
      await expect(cards.getByRole('link', { name: facility.title, exact: true })).toHaveAttribute('href', `/facility/${facility.id}`);
    }
    await expectNoSeriousA11yViolations(page);
    await cards.filter({ hasText: 'Music Hall' }).click();
    await expect(page).toHaveURL(/\/facility\/music-hall$/);
    await expect(page.locator('h1')).toHaveText('Music Hall');
    expect(errors).toEqual([]);
  });

  for (const facility of facilities) {
    test(`/facility/${facility.id} shows its description, pictures, features, hours, capacity and location`, async ({ page, request }) => {
      const response = await request.get(`/facility/${facility.id}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // Hours, capacity and location were hidden in the original site: they must be in the HTML.
      for (const value of [facility.title, facility.hours, facility.capacity, facility.location, ...facility.features]) {
        expect(html).toContain(asHtml(value));
      }

      await page.goto(`/facility/${facility.id}`);
      await expect(page.locator('h1')).toHaveText(facility.title);
      await expect(page).toHaveTitle(`${facility.title} | Sunrise Mission School`);
      const facts = page.getByTestId('facility-facts');
      await expect(facts).toContainText(`Hours${facility.hours}`);
      await expect(facts).toContainText(`Capacity${facility.capacity}`);
      await expect(facts).toContainText(`Location${facility.location}`);
      await expect(page.getByTestId('facility-features').getByRole('listitem')).toHaveCount(facility.features.length);
      for (const image of facility.images) await expect(page.getByRole('img', { name: image.alt })).toBeVisible();

      const box = page.getByTestId('facility-contact');
      await expect(box.getByRole('heading', { name: 'Need More Information?' })).toBeVisible();
      await expect(box.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
      await expect(box.locator('a[href="tel:+919876543210"]')).toBeVisible();
      await expect(box.locator('a[href^="mailto:office@sunrisemission.example"]')).toBeVisible();
      await expect(box.locator('a[href^="https://wa.me/919876543210?text="]')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the Contact Us box leads to the contact page', async ({ page }) => {
    await page.goto('/facility/library');
    await page.getByTestId('facility-contact').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('h1')).toHaveText('Contact Us');
  });

  test('an unknown facility answers 404 with "Facility Not Found" inside the site frame', async ({ page, request }) => {
    const response = await request.get('/facility/swimming-pool');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Facility Not Found');

    const navigation = await page.goto('/facility/swimming-pool');
    expect(navigation?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Facility Not Found');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    const home = page.getByTestId('facility-not-found').getByRole('link', { name: 'Go Back Home' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolations(page);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('our story', () => {
  const counterValues = (page: Page) => page.getByTestId('counter-value').allTextContents();

  test('the server HTML carries the final numbers, the timeline and the awards', async ({ request }) => {
    const html = await (await request.get('/our-story')).text();
    const values = [...html.matchAll(/data-testid="counter-value">(\d+)</g)].map((m) => m[1]);
    expect(values).toEqual(['200', '16', '9', '25']);
    for (const label of ['Students Enrolled', 'Teachers', 'Classes, Reception to Year 8', 'Children at most in a class']) {
      expect(html).toContain(label);
    }
    expect(html).toContain('id="timeline"');
    expect(html).toContain('id="awards"');
    for (const year of ['2020', '2021', '2022', '2023', '2025']) expect(html).toMatch(new RegExp(`>${year}<`));
  });

  test('with JavaScript the counters start lower and reach their targets after 1.4 s in view', async ({ page }) => {
    const errors = watchConsole(page);
    // Today, so that the footer's year matches the server's.
    const start = new Date();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/our-story');
    // Hydrated, out of sight or not yet animated: every counter starts at zero.
    const grid = page.getByTestId('counters');
    await expect(grid).toHaveAttribute('data-count-state', /waiting|counting/);
    expect(await counterValues(page)).toEqual(['0', '0', '0', '0']);

    await grid.scrollIntoViewIfNeeded();
    await expect(grid).toHaveAttribute('data-count-state', 'counting');
    await page.clock.runFor(700);
    const halfway = (await counterValues(page)).map(Number);
    expect(halfway[0]).toBeGreaterThan(0);
    expect(halfway[0]).toBeLessThan(200);

    await page.clock.runFor(560);
    expect(Number((await counterValues(page))[0])).toBeLessThan(200);

    await page.clock.runFor(200);
    await expect.poll(() => counterValues(page)).toEqual(['200', '16', '9', '25']);
    await expect(grid).toHaveAttribute('data-count-state', 'done');
    expect(errors).toEqual([]);
  });

  test('with reduced motion, and without JavaScript, the final numbers show as they are', async ({ browser, page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/our-story');
    await page.getByTestId('counters').scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    await expect(page.getByTestId('counters')).toHaveAttribute('data-count-state', 'static');
    expect(await counterValues(page)).toEqual(['200', '16', '9', '25']);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/our-story');
    expect(await counterValues(noScript)).toEqual(['200', '16', '9', '25']);
    await context.close();
  });

  test('hero buttons, the timeline anchor, the awards, and the way on', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/our-story');
    await expect(page.locator('h1')).toHaveText('Our Story');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquiry');
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Admissions', exact: true })).toHaveAttribute('href', '/admissions');
    await expect(page.getByTestId('campus-grid').getByRole('link')).toHaveCount(6);

    const entries = page.getByTestId('timeline-entry');
    await expect(entries.first()).toContainText('2020');
    await expect(entries.last()).toContainText('2025');
    // The spec's 2025 entry was empty: ours says something.
    expect((await entries.last().textContent())!.length).toBeGreaterThan(60);

    await main.getByRole('link', { name: 'Explore Timeline' }).click();
    await expect(page).toHaveURL(/\/our-story#timeline$/);
    await expect(page.locator('#timeline')).toBeInViewport();
    await expect(page.locator('#awards').getByRole('heading', { level: 2 })).toHaveText('Awards & Recognitions');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('the menu’s Awards link lands on the awards', async ({ page }) => {
    await page.goto('/our-story#awards');
    await expect(page.locator('#awards')).toBeInViewport();
  });
});
