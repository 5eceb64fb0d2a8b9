import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { emptySiteURL, expectNoSeriousA11yViolations, watchConsole } from './support/site';

// The demo seed (app/db/seed/demo-content.ts): three albums 9, 34 and 70 days old (three, two and three
// photos). The demo's events: e2e/upcoming-events.spec.ts.
const albumTitles = ['Annual Sports Day', 'Annual Day and Diwali exhibition', 'School life'];
const albumTitlesHi = ['वार्षिक खेलकूद दिवस', 'वार्षिकोत्सव और दीपावली प्रदर्शनी', 'विद्यालय जीवन'];
const albumCounts = ['3 photos', '2 photos', '3 photos'];
const sportsDayPhotos = ['Sports Day', 'Tug of war', 'Prize giving'];
const sportsDayPhotosHi = ['खेलकूद दिवस', 'रस्साकशी', 'पुरस्कार वितरण'];
const longDate = /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

interface ApiAlbum {
  id: number;
  title: string;
  heldOn: string;
  photoCount: number;
  cover: { src: string; srcSet: string } | null;
}

/** The demo albums as GET /api/albums answers them (their ids are the database's, never assumed). */
async function demoAlbums(request: APIRequestContext): Promise<ApiAlbum[]> {
  const response = await request.get('/api/albums');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiAlbum[] }).data;
}

async function albumNamed(request: APIRequestContext, title: string): Promise<ApiAlbum> {
  const album = (await demoAlbums(request)).find((candidate) => candidate.title === title);
  expect(album, title).toBeDefined();
  return album!;
}

/** Waits until React has hydrated the album's photos, so a click opens the lightbox instead of the file. */
async function openAlbum(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('gallery-grid')).toHaveAttribute('data-enhanced', 'true');
}

/**
 * A finger's swipe across the lightbox: touch pointer events, as Chromium sends for a finger (a mouse's
 * drag is not a swipe). dx < 0 is a swipe to the left, to the next photo.
 */
async function swipe(page: Page, dx: number) {
  await page.getByTestId('lightbox').evaluate((dialog, distance) => {
    const x = window.innerWidth / 2;
    const y = window.innerHeight / 2;
    const init = { bubbles: true, pointerType: 'touch', pointerId: 7, isPrimary: true, clientY: y };
    dialog.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x }));
    dialog.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + distance }));
  }, dx);
}

test.describe('gallery', () => {
  test('lists the albums with photos, newest first: cover, day, count and a link to each', async ({ page, request }) => {
    const albums = await demoAlbums(request);
    expect(albums.map((album) => album.title)).toEqual(albumTitles);
    await page.goto('/gallery');
    await expect(page.locator('h1')).toHaveText('Gallery');
    await expect(page).toHaveTitle('Gallery | Sunrise Mission School');
    const cards = page.getByTestId('album-card');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(albumTitles);
    await expect(cards.getByTestId('album-count')).toHaveText(albumCounts);
    for (const [index, album] of albums.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: album.title })).toHaveAttribute('href', `/gallery/${album.id}`);
      await expect(card.locator('time')).toHaveAttribute('datetime', album.heldOn);
      await expect(card.locator('time')).toHaveText(longDate);
      await expect(card.locator('img')).toHaveAttribute('src', album.cover!.src);
    }
    // The first cover may be the largest paint; the others wait until they are scrolled to.
    await expect(cards.first().locator('img')).toHaveAttribute('loading', 'eager');
    await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    await expectNoSeriousA11yViolations(page);

    // The whole card leads to the album: a click on its cover too.
    await cards.nth(1).click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(new RegExp(`/gallery/${albums[1]!.id}$`));
    await expect(page.locator('h1')).toHaveText(albumTitles[1]!);
  });

  test('an album’s page: its day, description, share link and photos in their order, and passes axe', async ({ page, request }) => {
    const album = await albumNamed(request, 'Annual Sports Day');
    const response = await page.goto(`/gallery/${album.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Annual Sports Day');
    await expect(page).toHaveTitle('Annual Sports Day | Sunrise Mission School');
    // The trail leads back to the gallery.
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
    const header = page.getByTestId('album-page');
    await expect(header.locator('time')).toHaveAttribute('datetime', album.heldOn);
    await expect(header.getByTestId('album-count')).toHaveText('3 photos');
    await expect(page.getByTestId('album-description')).toHaveText('Races, tug of war and the prize giving on the school ground.');
    const photos = page.getByTestId('gallery-photo');
    await expect(photos.getByRole('heading', { level: 2 })).toHaveText(sportsDayPhotos);
    await expect(photos.first()).toContainText('Relay races on the school ground.');
    await expect(photos.locator('img')).toHaveCount(3);
    await expect(photos.nth(1).locator('img')).toHaveAttribute('alt', 'Tug of war');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to the gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test('without JavaScript the albums and their photos work, each photo linking to its full-size file', async ({ browser, baseURL, request }) => {
    const album = await albumNamed(request, 'School life');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/gallery');
    await expect(page.getByTestId('album-card')).toHaveCount(3);
    await page.getByTestId('album-card').nth(2).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/gallery/${album.id}$`));
    await expect(page.locator('h1')).toHaveText('School life');
    const links = page.getByTestId('gallery-photo').getByRole('link');
    await expect(links).toHaveCount(3);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/uploads\/images\/[0-9a-f]+-\d+\.webp$/);
      const full = await request.get(href!);
      expect(full.status()).toBe(200);
      expect(full.headers()['content-type']).toBe('image/webp');
    }
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/uploads\/images\/[0-9a-f]+-\d+\.webp$/);
    await context.close();
  });

  test('the lightbox works by keyboard: Enter opens, arrows move, Escape closes, focus returns @desktop', async ({ page, request }) => {
    const errors = watchConsole(page);
    const album = await albumNamed(request, 'Annual Sports Day');
    await openAlbum(page, `/gallery/${album.id}`);
    const lightbox = page.getByTestId('lightbox');
    await expect(lightbox).toBeHidden();

    const thumbnails = page.getByTestId('gallery-photo').getByRole('link');
    await thumbnails.first().focus();
    await page.keyboard.press('Enter');
    await expect(lightbox).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/gallery/${album.id}$`));
    await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeVisible();
    await expect(page.getByTestId('lightbox-title')).toHaveText('Sports Day');
    await expect(page.getByTestId('lightbox-position')).toHaveText('Photo 1 of 3');
    // Focus is inside the dialog, so the page behind cannot be reached by Tab.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('lightbox-title')).toHaveText('Tug of war');
    await expect(page.getByTestId('lightbox-position')).toHaveText('Photo 2 of 3');
    await expect(page.getByTestId('lightbox-image')).toHaveAttribute('alt', 'Tug of war');
    await expect(lightbox).toContainText('Year 7 against Year 8 in the final.');

    // The ends wrap round.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('lightbox-title')).toHaveText('Prize giving');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('lightbox-title')).toHaveText('Tug of war');

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    // Focus comes back to the thumbnail of the photo last shown.
    await expect(thumbnails.nth(1)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('the lightbox follows a finger: a swipe left is the next photo, right the one before @phone', async ({ page, request }) => {
    const album = await albumNamed(request, 'Annual Sports Day');
    await openAlbum(page, `/gallery/${album.id}`);
    const thumbnails = page.getByTestId('gallery-photo').getByRole('link');
    await thumbnails.first().tap();
    const title = page.getByTestId('lightbox-title');
    await expect(title).toHaveText('Sports Day');
    await swipe(page, -120);
    await expect(title).toHaveText('Tug of war');
    await expect(page.getByTestId('lightbox-position')).toHaveText('Photo 2 of 3');
    await swipe(page, 120);
    await swipe(page, 120);
    await expect(title).toHaveText('Prize giving');
    // A short move is a tap, not a swipe.
    await swipe(page, -20);
    await expect(title).toHaveText('Prize giving');
    await page.getByRole('dialog', { name: 'Photo viewer' }).getByRole('button', { name: 'Close' }).tap();
    await expect(page.getByTestId('lightbox')).toBeHidden();
    await expect(thumbnails.nth(2)).toBeFocused();
  });

  test('the lightbox buttons: next, previous and close', async ({ page, request }) => {
    const album = await albumNamed(request, 'School life');
    await openAlbum(page, `/gallery/${album.id}`);
    const thumbnails = page.getByTestId('gallery-photo').getByRole('link');
    await thumbnails.nth(2).click();
    const dialog = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(page.getByTestId('lightbox-title')).toHaveText('Science lab');
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(page.getByTestId('lightbox-title')).toHaveText('Morning assembly');
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(page.getByTestId('lightbox-title')).toHaveText('Our campus');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(thumbnails.nth(1)).toBeFocused();
  });

  test('in Hindi: the albums, the album’s page and its lightbox show the Hindi titles', async ({ page, request }) => {
    const album = await albumNamed(request, 'Annual Sports Day');
    await page.goto('/hi/gallery');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const cards = page.getByTestId('album-card');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(albumTitlesHi);
    await expect(cards.getByTestId('album-count')).toHaveText(['3 फ़ोटो', '2 फ़ोटो', '3 फ़ोटो']);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/hi/gallery/${album.id}`);

    await openAlbum(page, `/hi/gallery/${album.id}`);
    await expect(page.locator('h1')).toHaveText(albumTitlesHi[0]!);
    await expect(page.getByTestId('album-description')).toHaveText('विद्यालय के मैदान पर दौड़, रस्साकशी और पुरस्कार वितरण।');
    const photos = page.getByTestId('gallery-photo');
    await expect(photos.getByRole('heading', { level: 2 })).toHaveText(sportsDayPhotosHi);
    await expect(photos.nth(1).locator('img')).toHaveAttribute('alt', 'रस्साकशी');
    await photos.nth(1).getByRole('link').click();
    await expect(page.getByTestId('lightbox-title')).toHaveText('रस्साकशी');
    await expect(page.getByTestId('lightbox')).toContainText('फ़ाइनल में कक्षा 7 और कक्षा 8 आमने-सामने।');
    await expect(page.getByTestId('lightbox-position')).toHaveText('3 में से फ़ोटो 2');
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown or malformed album is the 404 page', async ({ page, request }) => {
    for (const id of ['999999', 'abc', '0', '1.5']) {
      const response = await page.goto(`/gallery/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole('main')).toContainText('Oops! The page you’re looking for doesn’t exist');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    expect((await request.get('/hi/gallery/999999')).status()).toBe(404);
  });

  test('an empty gallery says so', async ({ page }) => {
    await page.goto(`${emptySiteURL}/gallery`);
    await expect(page.getByRole('main')).toContainText('No photos found.');
    await expect(page.getByTestId('album-card')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
