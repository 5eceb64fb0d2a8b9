import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/site';

// Issue 17: a notice, an event and a job post each carry a plain "Share on WhatsApp" link whose text is
// the item's title and the page's absolute address (the /hi/ one on a Hindi page), and each page names
// a picture (og:image) for the shared link's preview: an item's photo, or a generated card.

/** The text a WhatsApp share link would start the chat with. */
async function sharedText(link: Locator): Promise<string> {
  const href = (await link.getAttribute('href')) ?? '';
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  return url.searchParams.get('text') ?? '';
}

/** og:image and its companions are there, absolute, and the picture they name answers as an image. */
async function expectSharedPicture(page: Page, request: APIRequestContext, origin: string): Promise<string> {
  const image = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
  expect(image.startsWith(`${origin}/`), image).toBe(true);
  for (const property of ['og:image:width', 'og:image:height']) await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', /^\d+$/);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const answer = await request.get(image);
  expect(answer.status(), image).toBe(200);
  expect(answer.headers()['content-type'], image).toMatch(/^image\//);
  expect(answer.headers()['set-cookie'], image).toBeUndefined();
  return image;
}

test.describe('share on WhatsApp', () => {
  test('a notice’s page shares its title and address, and its card is the preview’s picture', async ({ page, request, baseURL }) => {
    const [notice] = (await (await request.get('/api/notices?limit=1')).json()).data as { id: number; title: string }[];
    await page.goto(`/notices/${notice!.id}`);
    const link = page.getByTestId('notice-page').getByRole('link', { name: new RegExp(`^Share on WhatsApp.*${notice!.title}`) });
    await expect(link).toBeVisible();
    expect(await sharedText(link)).toBe(`${notice!.title} ${baseURL}/notices/${notice!.id}`);
    const image = await expectSharedPicture(page, request, baseURL ?? '');
    expect(image).toBe(`${baseURL}/og/en/notices/${notice!.id}.png`);
    await expectNoSeriousA11yViolations(page);
  });

  test('on the Hindi page the address shared is the Hindi one, with the Hindi words', async ({ page, request, baseURL }) => {
    const [notice] = (await (await request.get('/api/notices?limit=1')).json()).data as { id: number; title: string; titleHi: string | null }[];
    await page.goto(`/hi/notices/${notice!.id}`);
    const link = page.getByTestId('notice-page').getByTestId('share-whatsapp');
    await expect(link).toContainText('WhatsApp पर भेजें');
    expect(await sharedText(link)).toBe(`${notice!.titleHi ?? notice!.title} ${baseURL}/hi/notices/${notice!.id}`);
    expect(await expectSharedPicture(page, request, baseURL ?? '')).toBe(`${baseURL}/og/hi/notices/${notice!.id}.png`);
  });

  test('every event shares its title and its card’s address on the events page; the preview is the next event’s photo', async ({ page, request, baseURL }) => {
    await page.goto('/upcoming-events');
    const events = page.locator('[data-testid="event-hero"], [data-testid="event-card"]');
    const count = await events.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const event = events.nth(index);
      const id = (await event.getAttribute('id')) ?? '';
      expect(id).toMatch(/^event-\d+$/);
      const title = (await event.locator('h2, h3').first().innerText()).trim();
      expect(await sharedText(event.getByTestId('share-whatsapp'))).toBe(`${title} ${baseURL}/upcoming-events#${id}`);
    }
    const image = await expectSharedPicture(page, request, baseURL ?? '');
    expect(image).toMatch(/\/uploads\/images\/[\w-]+-\d+\.webp$/);
    expect(Number(await page.locator('meta[property="og:image:width"]').getAttribute('content'))).toBeGreaterThanOrEqual(600);

    await page.goto('/hi/upcoming-events');
    const first = page.getByTestId('event-hero');
    const hindiTitle = (await first.locator('h2').innerText()).trim();
    expect(await sharedText(first.getByTestId('share-whatsapp'))).toBe(`${hindiTitle} ${baseURL}/hi/upcoming-events#${await first.getAttribute('id')}`);
  });

  test('each job post shares its title and its own address on /careers, whose preview is then that post’s card', async ({ page, request, baseURL }) => {
    await page.goto('/careers');
    const post = page.getByTestId('job').first();
    const id = ((await post.getAttribute('id')) ?? '').replace('job-', '');
    const title = (await post.locator('h2').innerText()).trim();
    const text = await sharedText(post.getByTestId('share-whatsapp'));
    const address = `${baseURL}/careers?job=${id}#job-${id}`;
    expect(text).toBe(`${title} ${address}`);
    // Without a post named, the preview is the school's card; the shared address names the post's card.
    expect(await expectSharedPicture(page, request, baseURL ?? '')).toBe(`${baseURL}/og/en/school.png`);
    await page.goto(address);
    expect(await expectSharedPicture(page, request, baseURL ?? '')).toBe(`${baseURL}/og/en/jobs/${id}.png`);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/hi/careers');
    const hindi = page.getByTestId('job').first();
    expect(await sharedText(hindi.getByTestId('share-whatsapp'))).toBe(
      `${(await hindi.locator('h2').innerText()).trim()} ${baseURL}/hi/careers?job=${id}#job-${id}`,
    );
    expect(await expectSharedPicture(page, request, baseURL ?? '')).toBe(`${baseURL}/og/hi/school.png`);
  });

  test('an album’s page shares its title and address, and its cover is the preview’s picture', async ({ page, request, baseURL }) => {
    const albums = (await (await request.get('/api/albums')).json()).data as { id: number; title: string; titleHi: string; cover: { srcSet: string } }[];
    const album = albums.find((candidate) => candidate.title === 'Annual Sports Day')!;
    await page.goto(`/gallery/${album.id}`);
    const link = page.getByTestId('album-page').getByRole('link', { name: /^Share on WhatsApp.*Annual Sports Day/ });
    await expect(link).toBeVisible();
    expect(await sharedText(link)).toBe(`Annual Sports Day ${baseURL}/gallery/${album.id}`);
    const image = await expectSharedPicture(page, request, baseURL ?? '');
    // One of the cover's own stored sizes (the smallest of at least 600 px), not a generated card.
    const coverFiles = album.cover.srcSet.split(', ').map((entry) => entry.split(' ')[0]);
    expect(coverFiles.map((file) => `${baseURL}${file}`)).toContain(image);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Annual Sports Day');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/gallery/${album.id}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^3 photos of “Annual Sports Day”, \d{1,2} \w+ \d{4}, from the school gallery\. Races, tug of war and the prize giving on the school ground\.$/,
    );
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/hi/gallery/${album.id}`);
    const hindi = page.getByTestId('album-page').getByTestId('share-whatsapp');
    expect(await sharedText(hindi)).toBe(`${album.titleHi} ${baseURL}/hi/gallery/${album.id}`);
    expect(await expectSharedPicture(page, request, baseURL ?? '')).toBe(image);
  });

  test('every other public page names the school’s card as its picture @desktop', async ({ page, request, baseURL }) => {
    for (const path of ['/', '/hi', '/contact', '/gallery', '/hi/gallery']) {
      await page.goto(path);
      const language = path.startsWith('/hi') ? 'hi' : 'en';
      expect(await expectSharedPicture(page, request, baseURL ?? ''), path).toBe(`${baseURL}/og/${language}/school.png`);
    }
  });

  test('the cards are GET and HEAD only, set no cookie, and are 404 for anything but a public item @desktop', async ({ request }) => {
    const card = await request.get('/og/en/school.png');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(card.headers()['x-content-type-options']).toBe('nosniff');
    expect((await card.body()).subarray(1, 4).toString()).toBe('PNG');
    const etag = card.headers()['etag'] ?? '';
    expect((await request.get('/og/en/school.png', { headers: { 'If-None-Match': etag } })).status()).toBe(304);
    expect((await request.head('/og/en/school.png')).status()).toBe(200);
    expect((await request.post('/og/en/school.png', { data: {} })).status()).toBe(405);
    for (const path of [
      '/og/en/notices/999999.png',
      '/og/de/school.png',
      '/og/en/photos/1.png',
      '/og/en/notices/1.svg',
      '/og/en/notices/x.png',
      '/og/en/school.png?title=<b>hi</b>',
    ]) {
      const status = (await request.get(path)).status();
      // A query string is never read: the school's card stays the school's card.
      expect(status, path).toBe(path.includes('?') ? 200 : 404);
    }
  });
});
