import { expect, test, type Page } from '@playwright/test';
import { daysBetween, todayInSchool } from '../app/lib/dates';
import { emptySiteURL, expectNoSeriousA11yViolations, watchConsole } from './support/site';

// The demo seed (app/db/seed/demo-content.ts): six photos, four events 24–66 days ahead, twelve
// notices 0–40 days old (ten of them within the newsletter's 30 days).
const photoTitles = ['Morning assembly', 'Our campus', 'Sports Day', 'Art class', 'Science lab', 'Annual Day'];
const eventTitles = ['Annual Day Celebration', 'Annual Sports Day', 'Science Exhibition', 'Republic Day Assembly'];
const eventDate = /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;

/** Waits until React has hydrated the gallery, so a click opens the lightbox instead of the file. */
async function openGallery(page: Page, url = '/gallery') {
  await page.goto(url);
  await expect(page.getByTestId('gallery-grid')).toHaveAttribute('data-enhanced', 'true');
}

test.describe('gallery', () => {
  test('the server HTML holds every photo as a lazy, srcset thumbnail linking to its full-size file', async ({ request }) => {
    const response = await request.get('/gallery');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const title of photoTitles) expect(html).toContain(title);
    expect(html).toContain('The whole school gathers for prayer and news.');
    const thumbnails = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(thumbnails).toHaveLength(6);
    for (const img of thumbnails) {
      expect(img).toMatch(/srcSet="[^"]+320w, [^"]+640w/);
      expect(img).toMatch(/width="\d+" height="\d+"/);
    }
    // The first photo may be the largest paint; the rest wait until they are scrolled to.
    expect(thumbnails.filter((img) => img.includes('loading="lazy"'))).toHaveLength(5);
    const links = [...html.matchAll(/<a href="(\/uploads\/images\/[^"]+\.webp)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(6);
    const full = await request.get(links[0]);
    expect(full.status()).toBe(200);
    expect(full.headers()['content-type']).toBe('image/webp');
  });

  test('lists the photos newest first, titled and described, and passes axe', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.locator('h1')).toHaveText('Gallery');
    await expect(page).toHaveTitle('Gallery | Sunrise Mission School');
    const photos = page.getByTestId('gallery-photo');
    await expect(photos.getByRole('heading', { level: 2 })).toHaveText(photoTitles);
    await expect(photos.first()).toContainText('The whole school gathers for prayer and news.');
    await expectNoSeriousA11yViolations(page);
  });

  test('without JavaScript a photo opens as the full-size picture', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/gallery');
    await page.getByTestId('gallery-photo').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/uploads\/images\/[0-9a-f]+-\d+\.webp$/);
    await context.close();
  });

  test('the lightbox works by keyboard: Enter opens, arrows move, Escape closes, focus returns', async ({ page }) => {
    const errors = watchConsole(page);
    await openGallery(page);
    const lightbox = page.getByTestId('lightbox');
    await expect(lightbox).toBeHidden();

    const thumbnails = page.getByTestId('gallery-photo').getByRole('link');
    await thumbnails.first().focus();
    await page.keyboard.press('Enter');
    await expect(lightbox).toBeVisible();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeVisible();
    await expect(page.getByTestId('lightbox-title')).toHaveText('Morning assembly');
    await expect(page.getByTestId('lightbox-position')).toHaveText('Photo 1 of 6');
    // Focus is inside the dialog, so the page behind cannot be reached by Tab.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('lightbox-title')).toHaveText('Our campus');
    await expect(page.getByTestId('lightbox-position')).toHaveText('Photo 2 of 6');
    await expect(page.getByTestId('lightbox-image')).toHaveAttribute('alt', 'Our campus');

    // The ends wrap round.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('lightbox-title')).toHaveText('Annual Day');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('lightbox-title')).toHaveText('Our campus');

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    // Focus comes back to the thumbnail of the photo last shown.
    await expect(thumbnails.nth(1)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('the lightbox buttons: next, previous and close', async ({ page }) => {
    await openGallery(page);
    const thumbnails = page.getByTestId('gallery-photo').getByRole('link');
    await thumbnails.nth(2).click();
    const dialog = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(page.getByTestId('lightbox-title')).toHaveText('Sports Day');
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(page.getByTestId('lightbox-title')).toHaveText('Art class');
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(page.getByTestId('lightbox-title')).toHaveText('Our campus');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(thumbnails.nth(1)).toBeFocused();
  });

  test('an empty gallery says so', async ({ page }) => {
    await page.goto(`${emptySiteURL}/gallery`);
    await expect(page.getByRole('main')).toContainText('No photos found.');
    await expect(page.getByTestId('gallery-photo')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('upcoming events', () => {
  test('the server HTML holds the events with their dates as dd MMM yyyy', async ({ request }) => {
    const response = await request.get('/upcoming-events');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const title of eventTitles) expect(html).toContain(title);
    expect(html).toContain('data-testid="event-hero"');
    const dates = [...html.matchAll(/data-testid="event-date">([^<]+)</g)].map((m) => m[1]);
    expect(dates).toHaveLength(4);
    for (const date of dates) expect(date).toMatch(eventDate);
  });

  test('the next event is the hero and the rest follow soonest first', async ({ page }) => {
    await page.goto('/upcoming-events');
    await expect(page.locator('h1')).toHaveText('Upcoming Events');
    const hero = page.getByTestId('event-hero');
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText('Annual Day Celebration');
    await expect(hero).toContainText('Next event');
    // The seed dates it 24 days ahead in UTC; the page counts in India's day, which may be one ahead.
    const heroDay = (await hero.locator('time').getAttribute('datetime'))!;
    await expect(hero).toContainText(`In ${daysBetween(todayInSchool(), heroDay)} days`);
    await expect(hero.getByTestId('event-date')).toHaveText(eventDate);
    const cards = page.getByTestId('event-card');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(eventTitles.slice(1));

    const days = await page.locator('time[datetime]').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(days).toHaveLength(4);
    expect(days).toEqual([...days].sort());
    await expect(page.getByTestId('back-home')).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
  });

  test('later events sit in two columns on a wide screen @desktop', async ({ page }) => {
    await page.goto('/upcoming-events');
    const [first, second] = await Promise.all([0, 1].map((i) => page.getByTestId('event-card').nth(i).boundingBox()));
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  });

  test('and in one column on a phone @phone', async ({ page }) => {
    await page.goto('/upcoming-events');
    const [first, second] = await Promise.all([0, 1].map((i) => page.getByTestId('event-card').nth(i).boundingBox()));
    expect(second!.y).toBeGreaterThan(first!.y + first!.height);
    expect(Math.abs(first!.x - second!.x)).toBeLessThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('with no events the page says so', async ({ page }) => {
    await page.goto(`${emptySiteURL}/upcoming-events`);
    await expect(page.getByRole('main')).toContainText('No upcoming events at this time');
    await expect(page.getByTestId('event-hero')).toHaveCount(0);
    await expect(page.getByTestId('back-home')).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
  });
});
