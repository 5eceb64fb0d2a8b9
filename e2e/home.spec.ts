import { expect, test, type Page } from '@playwright/test';
import { emptySiteURL, expectNoSeriousA11yViolations, watchConsole } from './support/site';
import { hydrated, scrollThrough, transitionsSettled } from './support/home';

test.describe('home page: structure', () => {
  test('the server HTML holds every section in SPEC order, the poster and no video', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const ids = ['hero', 'about', 'academics', 'facilities', 'campus-life', 'news', 'admissions', 'join', 'testimonials'];
    const positions = ids.map((id) => html.indexOf(`id="${id}"`));
    for (const [i, position] of positions.entries()) expect(position, ids[i]).toBeGreaterThan(0);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const phrase of [
      'Rooted in faith, focused on the future',
      'Our Mission',
      'Value-Based Education',
      'Modern Library',
      'Student Commons',
      'Classes, Reception to Year 8',
      'Admission Requirements',
      'Join Our School',
      'What Parents Say',
      'Primary Mathematics Teacher',
    ]) {
      expect(html).toContain(phrase);
    }
    // Only the poster is in the HTML: the video is added by the browser after checking the visitor's wishes.
    const poster = html.match(/<img[^>]*data-testid="hero-poster"[^>]*>/)?.[0] ?? '';
    expect(poster.toLowerCase()).toContain('fetchpriority="high"');
    expect(poster).toContain('width="1280"');
    expect(poster).toContain('height="720"');
    expect(html.includes('data-testid="hero-video"'), 'a hero video in the HTML').toBe(false);
    expect(html.includes('/media/hero.webm'), 'the hero clip in the HTML').toBe(false);
  });

  test('sections come in order with their anchors, and the links lead to real pages', async ({ page }) => {
    await page.goto('/');
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    const wanted = ['about', 'academics', 'facilities', 'news', 'admissions'];
    expect(ids.filter((id) => wanted.includes(id))).toEqual(wanted);

    const academics = page.locator('#academics');
    for (const href of ['/primary-education', '/secondary-education', '/school-curriculum', '/school-faculty', '/school-topper']) {
      await expect(academics.locator(`a[href="${href}"]`)).toHaveCount(1);
    }

    const facilities = page.locator('#facilities');
    const cards = facilities.getByTestId('facility-card');
    await expect(cards).toHaveCount(6);
    const expected: [string, string][] = [
      ['Modern Library', '/facility/library'],
      ['Science Laboratories', '/facility/science-labs'],
      ['Sports Complex', '/facility/sports-complex'],
      ['Creative Arts Center', '/facility/arts-center'],
      ['Music Hall', '/facility/music-hall'],
      ['Student Commons', '/facility/common-areas'],
    ];
    for (const [i, [title, href]] of expected.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: title, exact: true })).toHaveAttribute('href', href);
    }
    await expect(facilities.getByRole('link', { name: 'Schedule a Facilities Tour' })).toHaveAttribute('href', '/contact?type=facilities#message');

    const join = page.locator('#join');
    await expect(join.getByRole('link', { name: 'Start Application Now' })).toHaveAttribute('href', '/enquiry');
    await expect(join.getByRole('link', { name: 'Schedule Campus Visit' })).toHaveAttribute('href', '/admissions#tours');
    await expect(join.getByRole('link', { name: 'Download Prospectus' })).toHaveAttribute('href', '/prospectus');

    // No empty or dead-end links anywhere on the page.
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      expect(href.trim()).not.toBe('');
      expect(href).not.toBe('#');
    }
  });

  test('Vibrant Campus Life: the statistics a school of 200 can claim (decision 0066), and local clips that load only on play', async ({ page, request }) => {
    await page.goto('/');
    const statistics = page.getByTestId('campus-statistics');
    for (const [value, label] of [
      ['200', 'Students'],
      ['16', 'Teachers'],
      ['9', 'Classes, Reception to Year 8'],
      ['25', 'Children at most in a class'],
    ]) {
      await expect(statistics.locator('div', { hasText: label })).toContainText(value);
    }
    // No player until one is asked for: each clip is its poster in a link to its file.
    const clips = page.getByTestId('campus-videos');
    await expect(clips.locator('video')).toHaveCount(0);
    const links = clips.getByTestId('campus-clip');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/media\/.+\.mp4$/);
      await expect(link.locator('img')).toHaveAttribute('src', /^\/media\/.+\.webp$/);
      await expect(link.locator('img')).toHaveAttribute('loading', 'lazy');
      const file = await request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('video/mp4');
    }
    await expect(links.first()).toHaveAccessibleName('Play the video: Morning assembly');
    await expect(page.getByTestId('campus-videos')).toContainText('0:08');

    // Pressed once the page is React's, the clip opens in the browser's own player (the static
    // island's router does not take it).
    await hydrated(page);
    await links.first().click();
    await expect(page).toHaveURL(/\/media\/assembly\.mp4$/);
  });

  test('About: the years-of-excellence badge counts from the founding year', async ({ page }) => {
    await page.goto('/');
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date()));
    await expect(page.getByTestId('years-badge')).toHaveText(`${year - 2020} years of excellence`);
    await expect(page.locator('#about').getByRole('heading', { name: 'Our Mission' })).toBeAttached();
  });

  test('Admission Requirements: documents, claims, hours from the settings and real ways to enquire', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#admissions');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Admission Requirements');
    await expect(section.getByTestId('admission-documents').locator('li')).toHaveCount(8);
    await expect(section.getByTestId('admission-documents')).toContainText('Transfer certificate');
    await expect(section.getByTestId('admission-claims').locator('li')).toHaveCount(3);
    await expect(section.getByTestId('admission-claims')).toContainText('Rolling admissions');
    const hours = section.getByTestId('school-hours');
    await expect(hours).toContainText('Monday to Friday');
    await expect(hours).toContainText('Sunday');
    const enquiry = section.getByTestId('enquiry-place');
    await expect(enquiry.getByTestId('enquiry-form')).toBeVisible();
    await expect(enquiry.getByRole('textbox', { name: /Child’s name/ })).toBeVisible();
    await expect(enquiry.locator('a[href^="tel:"]')).toHaveCount(3);
    await expect(enquiry.getByRole('link', { name: 'WhatsApp the office' })).toHaveAttribute('href', 'https://wa.me/919876543210');
  });
});

test.describe('home page: hero', () => {
  /**
   * With the page's clock installed: runs it past the first slogan change (6000 ms) and waits for the
   * second slogan, a render of the hero that comes after everything the hero did on becoming
   * interactive and in its first six seconds. Whatever the hero decided about its video is on the page then.
   */
  async function heroSettled(page: Page) {
    await expect(page.getByTestId('hero-slogan')).toHaveText('Shape Your Future');
    await page.clock.runFor(6000);
    await expect(page.getByTestId('hero-slogan')).toHaveText('Learn with Heart & Mind');
  }

  /** Every request for the hero's clip the page makes from now on. */
  function heroClipRequests(page: Page): string[] {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/\/media\/hero\.(webm|mp4)/.test(request.url())) requests.push(request.url());
    });
    return requests;
  }

  /** Opens the home page and checks that, settled, it shows the poster and asked for no clip. */
  async function expectPosterOnly(page: Page, clipRequests: string[]) {
    await page.goto('/');
    await hydrated(page);
    await heroSettled(page);
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    await expect(page.getByTestId('hero-poster')).toBeVisible();
    expect(clipRequests).toEqual([]);
  }

  test('the poster is the sized, high-priority image; the loop is added on a wide screen for visitors who want motion @desktop', async ({ page }) => {
    await page.goto('/');
    const poster = page.getByTestId('hero-poster');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).toHaveAttribute('width', '1280');
    await expect(poster).toHaveAttribute('height', '720');
    await expect(poster).not.toHaveAttribute('loading', 'lazy');
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveCount(1);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline, v.autoplay])).toEqual([true, true, true, true]);
    await expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
    await expect(video.locator('source')).toHaveCount(2);
    // The slogans still rotate over the video (which one is showing depends on how long the page took).
    await expect(page.getByTestId('hero-slogan')).toHaveText(/^(Shape Your Future|Learn with Heart & Mind|Lead, Serve & Inspire)$/);
  });

  test('a phone shows the poster and fetches no clip (decision 0074) @phone', async ({ page }) => {
    const mediaRequests = heroClipRequests(page);
    await page.clock.install();
    await expectPosterOnly(page, mediaRequests);
    // Turned sideways on a small tablet, the screen is wide enough: the loop comes.
    await page.setViewportSize({ width: 1024, height: 600 });
    await expect(page.getByTestId('hero-video')).toHaveCount(1);
  });

  test('no video at all when the visitor prefers reduced motion', async ({ page }) => {
    const mediaRequests = heroClipRequests(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await expectPosterOnly(page, mediaRequests);
  });

  test('no video at all when the browser asks to save data', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '3g' }),
      });
    });
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await heroSettled(page);
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
  });
});

test.describe('home page: search engines', () => {
  test('School JSON-LD from the settings, not blocked by the CSP', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(json['@context']).toBe('https://schema.org');
    expect(json['@type']).toBe('School');
    expect(json.name).toBe('Sunrise Mission School');
    expect(json.telephone).toBe('+91 98765 43210');
    expect(json.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    // The demo links to no network (decision 0066): a bare home page would name no school.
    expect(json.sameAs).toBeUndefined();
    expect(json.foundingDate).toBe('2020');
    await hydrated(page);
    expect(errors).toEqual([]);
  });
});

test.describe('home page: an empty site', () => {
  test('no job panel, no side links, no phone numbers, and the testimonials say so', async ({ page }) => {
    test.slow(); // axe over the whole, long page
    await page.goto(`${emptySiteURL}/`);
    await hydrated(page);
    await expect(page.getByTestId('job-panel')).toHaveCount(0);
    await expect(page.getByTestId('side-social')).toHaveCount(0);
    await expect(page.getByTestId('testimonials-empty')).toHaveText('No testimonials found.');
    await expect(page.getByTestId('testimonial-carousel')).toHaveCount(0);
    await expect(page.locator('#admissions a[href^="tel:"]')).toHaveCount(0);
    await expect(page.getByTestId('school-hours')).toHaveCount(0);
    await expect(page.locator('#admissions').getByTestId('enquiry-form')).toBeVisible();
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(json.name).toBe('Our School');
    expect(json.telephone).toBeUndefined();
    await scrollThrough(page);
    await transitionsSettled(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('home page: quality', () => {
  test('no serious accessibility violation, and no console errors @both', async ({ page }) => {
    test.slow(); // axe over the whole, long page
    const errors = watchConsole(page);
    await page.goto('/');
    await hydrated(page);
    await scrollThrough(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await transitionsSettled(page);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('nothing is wider than a 390 px phone @phone', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await scrollThrough(page);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
