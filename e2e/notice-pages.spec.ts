import { expect, test } from '@playwright/test';
import { demoEventTitlesInOrder } from './support/demo-events';
import { emptySiteURL, expectNoSeriousA11yViolations } from './support/site';

// A notice's own page, the newsletter, and the photos and events API (the gallery and the events
// pages are in news.spec.ts). The demo seed (app/db/seed/demo-content.ts): eight photos in three albums
// (newest first: the newest album's, last added first), four events (24, 45 and 60 days ahead, and
// the next Republic Day), twelve notices 0–40 days old (ten of them within the newsletter's 30 days).
const photoTitles = ['Prize giving', 'Tug of war', 'Sports Day', 'Art class', 'Annual Day', 'Science lab', 'Our campus', 'Morning assembly'];
const eventTitles = demoEventTitlesInOrder();
const eventDate = /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;
const britishDate = /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;
const notFoundText = 'Oops! The page you’re looking for doesn’t exist';

test.describe('a notice’s own page', () => {
  test('a notice title on the notice board leads to its page, and back', async ({ page }) => {
    await page.goto('/school-notices');
    await page.getByTestId('notice').first().getByRole('link', { name: 'Admissions open for session 2027–28' }).click();
    await expect(page).toHaveURL(/\/notices\/\d+$/);
    await expect(page.locator('h1')).toHaveText('Admissions open for session 2027–28');
    await expect(page).toHaveTitle('Admissions open for session 2027–28 | Sunrise Mission School');
    const notice = page.getByTestId('notice-page');
    await expect(notice.locator('time')).toHaveText(britishDate);
    await expect(notice.getByText('Admissions', { exact: true })).toBeVisible();
    await expect(notice.getByText('Important', { exact: true })).toBeVisible();
    await expect(notice).toContainText('Admission forms for Reception to Year 8');
    // Line breaks staff type into the details are kept.
    await expect(page.getByTestId('notice-details')).toHaveCSS('white-space', 'pre-line');
    await expect(page.getByTestId('page-header').getByRole('link', { name: 'Notices' })).toHaveAttribute('href', '/school-notices');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to all notices' }).click();
    await expect(page).toHaveURL(/\/school-notices$/);
  });

  test('its content is in the server HTML, with its own description and canonical address', async ({ request }) => {
    const [notice] = (await (await request.get('/api/notices?limit=1')).json()).data;
    const response = await request.get(`/notices/${notice.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(notice.title);
    expect(html).toContain(notice.details);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/notices/${notice.id}"`));
    expect(html).toMatch(/<meta name="description" content="Admission forms for Reception/);
  });

  test('an unknown or malformed id is a 404 inside the site frame', async ({ page }) => {
    for (const id of ['999999', 'abc', '0', '1.5']) {
      const response = await page.goto(`/notices/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByText(notFoundText)).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeVisible();
      await expect(page.locator('h1')).toHaveText('Page not found');
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('newsletter', () => {
  test('a digest of the last 30 days of notices, the next events and the newest photos', async ({ page, request }) => {
    const html = await (await request.get('/newsletter')).text();
    expect(html).toContain('Admissions open for session 2027–28');
    expect(html).toContain(eventTitles[0]);

    await page.goto('/newsletter');
    await expect(page.locator('h1')).toHaveText('Newsletter');
    const notices = page.getByTestId('newsletter-notices');
    const noticeLinks = notices.getByRole('listitem').getByRole('link');
    await expect(noticeLinks).toHaveCount(10);
    for (const href of await noticeLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/notices\/\d+$/);
    }
    // 33 and 40 days old: outside the digest, still on the notice board.
    await expect(notices).not.toContainText('Music Hall open for practice');
    await expect(notices.getByRole('link', { name: 'See all notices' })).toHaveAttribute('href', '/school-notices');

    const events = page.getByTestId('newsletter-events');
    await expect(events.getByRole('heading', { level: 3 })).toHaveText(eventTitles.slice(0, 3));
    for (const date of await events.locator('time').allTextContents()) expect(date).toMatch(eventDate);
    await expect(events.getByRole('link', { name: 'See all upcoming events' })).toHaveAttribute('href', '/upcoming-events');

    const photos = page.getByTestId('newsletter-photos');
    await expect(photos.locator('figcaption')).toHaveText(photoTitles.slice(0, 4));
    await expect(photos.getByRole('link', { name: 'Open the gallery' })).toHaveAttribute('href', '/gallery');

    await expect(page.getByRole('link', { name: 'Call the office' })).toHaveAttribute('href', 'tel:+919876543210');
    await expectNoSeriousA11yViolations(page);

    await noticeLinks.nth(1).click();
    await expect(page).toHaveURL(/\/notices\/\d+$/);
    await expect(page.locator('h1')).toHaveText('Half-yearly examination schedule');
  });

  test('an empty site gets a newsletter that says what is missing', async ({ page }) => {
    await page.goto(`${emptySiteURL}/newsletter`);
    const main = page.getByRole('main');
    await expect(main).toContainText('No notices in the last 30 days.');
    await expect(main).toContainText('No upcoming events at this time');
    await expect(main).toContainText('No photos have been added yet.');
    // No phone or e-mail saved yet: no empty call buttons, but the contact page is still offered.
    await expect(main.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'All the ways to reach us' })).toHaveAttribute('href', '/contact');
    await expectNoSeriousA11yViolations(page);
  });
});

// The JSON API answers the same in any viewport: @desktop runs it once.
test.describe('photos and events API @desktop', () => {
  test('GET /api/photos answers the gallery newest first; limit bounds it', async ({ request }) => {
    const response = await request.get('/api/photos');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.map((p: { title: string }) => p.title)).toEqual(photoTitles);
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'albumId',
      'createdAt',
      'description',
      'descriptionHi',
      'fullSizeSrc',
      'id',
      'image',
      'title',
      'titleHi',
    ]);
    expect(Object.keys(body.data[0].image).sort()).toEqual(['height', 'src', 'srcSet', 'width']);
    expect((await (await request.get('/api/photos?limit=2')).json()).data).toHaveLength(2);
    const bad = await request.get('/api/photos?limit=0');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.fields.limit).toMatch(/whole number/);
  });

  test('GET /api/photos/:id answers one photo, or 404', async ({ request }) => {
    const [first] = (await (await request.get('/api/photos?limit=1')).json()).data;
    const one = await request.get(`/api/photos/${first.id}`);
    expect((await one.json()).data).toEqual(first);
    for (const id of ['999999', 'abc']) {
      const missing = await request.get(`/api/photos/${id}`);
      expect(missing.status(), id).toBe(404);
      expect((await missing.json()).error.message).toBe('There is no photo with that id.');
    }
  });

  test('GET /api/events answers the upcoming events soonest first, and each by id', async ({ request }) => {
    const body = await (await request.get('/api/events')).json();
    expect(body.data.map((e: { title: string }) => e.title)).toEqual(eventTitles);
    const dates = body.data.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort());
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const one = await request.get(`/api/events/${body.data[1].id}`);
    expect((await one.json()).data).toEqual(body.data[1]);
    const missing = await request.get('/api/events/999999');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error.message).toBe('There is no event with that id.');
  });

  test('writes without a staff session are refused with 401 and change nothing', async ({ request }) => {
    const [photo] = (await (await request.get('/api/photos?limit=1')).json()).data;
    const [event] = (await (await request.get('/api/events')).json()).data;
    const attempts = [
      request.post('/api/photos', { multipart: { title: 'x' } }),
      request.patch(`/api/photos/${photo.id}`, { data: { title: 'x' } }),
      request.delete(`/api/photos/${photo.id}`),
      request.post('/api/events', { multipart: { title: 'x' } }),
      request.patch(`/api/events/${event.id}`, { data: { title: 'x' } }),
      request.delete(`/api/events/${event.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status(), response.url()).toBe(401);
      expect((await response.json()).error.message).toMatch(/sign in/i);
    }
    expect((await (await request.get('/api/photos')).json()).data).toHaveLength(photoTitles.length);
    expect((await (await request.get('/api/events')).json()).data).toHaveLength(4);
  });

  test('the OpenAPI document describes the photos and events endpoints', async ({ request }) => {
    const document = await (await request.get('/api/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/photos', '/api/photos/{id}', '/api/events', '/api/events/{id}']));
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['GalleryPhoto', 'Event', 'ImageSource']));
  });
});
