import { expect, test } from '@playwright/test';
import { daysBetween, todayInSchool } from '../app/lib/dates';
import { demoEventTitlesInOrder } from './support/demo-events';
import { emptySiteURL, expectNoSeriousA11yViolations } from './support/site';

// The demo seed (app/db/seed/demo-content.ts): four events, 24, 45 and 60 days ahead, and the next
// Republic Day; their order depends on today's date (e2e/support/demo-events.ts).
const eventTitles = demoEventTitlesInOrder();
const eventDate = /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;

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
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText(eventTitles[0]);
    await expect(hero).toContainText('Next event');
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
