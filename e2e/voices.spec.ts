import { expect, test, type Locator, type Page } from '@playwright/test';
import { emptySiteURL, expectNoSeriousA11yViolations, watchConsole } from './support/site';

/** SPEC.md §9: the testimonials page moves on every 5000 ms. */
const autoplayMs = 5000;
const parents = ['Mr. Vikash Gupta', 'Mrs. Sunita Devi', 'Dr. Manoj Thakur', 'Mrs. Farah Khan'];
const britishDate = /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

/**
 * Fakes the page's timers and stops its clock, so autoplay moves only when a test runs the clock.
 * (An installed clock otherwise keeps flowing in real time.)
 */
async function stopClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T04:30:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** Opens the page and waits until the browser has taken over the carousel (its controls exist). */
async function openCarousel(page: Page): Promise<Locator> {
  await page.goto('/testimonial');
  const carousel = page.getByTestId('testimonial-carousel');
  await expect(carousel).toHaveAttribute('data-enhanced', 'true');
  return carousel;
}

function dots(carousel: Locator): Locator {
  return carousel.getByRole('button', { name: /^Go to slide \d+$/ });
}

/** The pagination dot marked current, as its slide number ("Go to slide 2" → 2). */
async function expectCurrent(carousel: Locator, slide: number): Promise<void> {
  await expect(carousel.locator('[aria-current="true"]')).toHaveAccessibleName(`Go to slide ${slide}`);
  // …and the track really rests there: that slide's left edge is at the track's left edge.
  await expect
    .poll(async () =>
      carousel.getByTestId('testimonial-track').evaluate((track, index) => {
        const slide = track.children[index] as HTMLElement;
        return Math.abs(slide.getBoundingClientRect().left - track.getBoundingClientRect().left);
      }, slide - 1),
    )
    .toBeLessThan(2);
}

/** How many slides are wholly inside the track's box. */
function slidesInView(carousel: Locator): Promise<number> {
  return carousel.getByTestId('testimonial-track').evaluate((track) => {
    const box = track.getBoundingClientRect();
    return [...track.children].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

test.describe('What Parents Say (/testimonial)', () => {
  test('the server HTML carries every testimonial; the page is accessible', async ({ page, request }) => {
    const response = await request.get('/testimonial');
    expect(response.status()).toBe(200);
    // The markup alone: the page's words also travel in its hydration data (issue 14), which is not what it shows.
    const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    for (const name of parents) expect(html).toContain(name);
    expect(html).toContain('Father of Riya, Year 4');
    expect(html).toContain('The teachers know every child by name.');
    expect(html.match(/Rated 5 out of 5/g)).toHaveLength(parents.length);
    // The controls need JavaScript, so the server does not send them.
    expect(html).not.toContain('Go to slide');

    const errors = watchConsole(page);
    const carousel = await openCarousel(page);
    await expect(page).toHaveTitle('What Parents Say | Sunrise Mission School');
    await expect(page.locator('h1')).toHaveText('What Parents Say');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const slides = carousel.getByTestId('testimonial-slide');
    await expect(slides).toHaveCount(parents.length);
    const first = slides.first();
    await expect(first.getByTestId('rating').locator('svg')).toHaveCount(5);
    await expect(first.getByTestId('rating')).toHaveText('Rated 5 out of 5');
    await expect(first.locator('img')).toHaveAttribute('srcset', /\.webp 320w/);
    await expect(carousel.getByRole('button', { name: 'Next testimonial' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('without JavaScript the cards are a row to swipe or scroll', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/testimonial');
    const track = page.getByTestId('testimonial-track');
    await expect(track.getByTestId('testimonial-slide')).toHaveCount(parents.length);
    await expect(page.getByRole('button', { name: /Go to slide/ })).toHaveCount(0);
    expect(await track.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x mandatory');
    const scrolled = await track.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await context.close();
  });

  test('1 slide per view under 768 px, 2 from 768, 3 from 1024, 30 px apart @desktop', async ({ page }) => {
    await stopClock(page);
    const carousel = await openCarousel(page);
    for (const [width, perView] of [
      [390, 1],
      [767, 1],
      [800, 2],
      [1023, 2],
      [1024, 3],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => slidesInView(carousel), { message: `at ${width} px` }).toBe(perView);
      // One dot per place the track can rest at.
      await expect(dots(carousel)).toHaveCount(parents.length - perView + 1);
      // The carousel stays inside the page's width.
      expect(await carousel.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(width);
    }
    await expect(carousel.getByTestId('testimonial-track')).toHaveCSS('column-gap', '30px');
  });

  test('autoplay moves on one slide after 5000 ms', async ({ page }) => {
    await stopClock(page);
    const carousel = await openCarousel(page);
    await expect(carousel).toHaveAttribute('data-playing', 'true');
    await expectCurrent(carousel, 1);
    await page.clock.runFor(autoplayMs - 100);
    await expectCurrent(carousel, 1);
    await page.clock.runFor(100);
    await expectCurrent(carousel, 2);
  });

  test('after the last slide autoplay returns to the first', async ({ page }) => {
    await stopClock(page);
    const carousel = await openCarousel(page);
    const positions = await dots(carousel).count();
    expect(positions).toBeGreaterThan(1);
    for (let slide = 2; slide <= positions; slide += 1) {
      await page.clock.runFor(autoplayMs);
      await expectCurrent(carousel, slide);
    }
    await page.clock.runFor(autoplayMs);
    await expectCurrent(carousel, 1);
  });

  test('the dots and the arrows go to a slide, and the arrows loop', async ({ page }) => {
    await stopClock(page);
    const carousel = await openCarousel(page);
    const positions = await dots(carousel).count();
    await carousel.getByRole('button', { name: `Go to slide ${positions}` }).click();
    await expectCurrent(carousel, positions);
    await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
    await expectCurrent(carousel, 1);
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expectCurrent(carousel, positions);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expectCurrent(carousel, 1);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expectCurrent(carousel, 2);
  });

  test('autoplay pauses under the pointer, on keyboard focus and with the pause button @desktop', async ({ page }) => {
    await stopClock(page);
    const carousel = await openCarousel(page);
    await carousel.getByTestId('testimonial-track').hover();
    await page.clock.runFor(autoplayMs * 2);
    await expectCurrent(carousel, 1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(autoplayMs);
    await expectCurrent(carousel, 2);

    // Keyboard: Tab from the back link lands on the track.
    await page.getByRole('link', { name: 'Back to Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(carousel.getByTestId('testimonial-track')).toBeFocused();
    await page.clock.runFor(autoplayMs * 2);
    await expectCurrent(carousel, 2);
    await page.getByRole('link', { name: 'Back to Home' }).focus();
    await expect(carousel).toHaveAttribute('data-playing', 'true');

    // The pause button stops it until pressed again.
    await carousel.getByRole('button', { name: 'Pause the slides' }).click();
    await page.mouse.move(5, 5);
    await page.getByRole('link', { name: 'Back to Home' }).focus();
    await page.clock.runFor(autoplayMs * 2);
    await expectCurrent(carousel, 2);
    await carousel.getByRole('button', { name: 'Play the slides' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(autoplayMs);
    await expectCurrent(carousel, 1);
  });

  test('no autoplay when the visitor prefers reduced motion; the dots still work', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopClock(page);
    const carousel = await openCarousel(page);
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    await expect(carousel.getByTestId('testimonial-pause')).toHaveCount(0);
    await page.clock.runFor(autoplayMs * 3);
    await expectCurrent(carousel, 1);
    await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
    await expectCurrent(carousel, 2);
  });

  test('an empty site says No testimonials found.', async ({ page }) => {
    await page.goto(`${emptySiteURL}/testimonial`);
    await expect(page.getByRole('main')).toContainText('No testimonials found.');
    await expect(page.getByTestId('testimonial-carousel')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Careers (/careers)', () => {
  test('lists the open posts newest first, each with its date, details and how to apply', async ({ page, request }) => {
    const html = await (await request.get('/careers')).text();
    expect(html).toContain('Primary Mathematics Teacher');
    expect(html).toContain('Handle admissions enquiries, fee receipts and records');

    const errors = watchConsole(page);
    await page.goto('/careers');
    await expect(page).toHaveTitle('Careers | Sunrise Mission School');
    await expect(page.locator('h1')).toHaveText('Careers');
    const jobs = page.getByTestId('job');
    await expect(jobs.getByRole('heading', { level: 2 })).toHaveText(['Primary Mathematics Teacher', 'Office Assistant']);
    for (const label of await jobs.locator('time').allTextContents()) expect(label).toMatch(britishDate);
    await expect(jobs.first().getByTestId('job-details')).toHaveCSS('white-space', 'pre-line');

    // Each open post of the API has its anchor, for the home page's job panel.
    const { data } = (await (await request.get('/api/jobs')).json()) as { data: { id: number; title: string }[] };
    expect(data.length).toBe(2);
    for (const job of data) await expect(page.locator(`#job-${job.id}`)).toContainText(job.title);

    const first = jobs.first();
    await expect(first.getByRole('link', { name: 'Apply by e-mail for Primary Mathematics Teacher' })).toHaveAttribute(
      'href',
      'mailto:office@sunrisemission.example?subject=Application%3A%20Primary%20Mathematics%20Teacher',
    );
    await expect(first.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+919876543210');
    // Apply Now leads to the resume form with this post chosen (e2e/applications.spec.ts sends it).
    await expect(first.getByTestId('apply-online')).toHaveAttribute('href', `/careers?job=${data[0].id}#apply`);
    await expect(page.getByTestId('application-form')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('an empty site says there are no open positions and how to send a CV', async ({ page }) => {
    await page.goto(`${emptySiteURL}/careers`);
    const empty = page.getByTestId('jobs-empty');
    await expect(empty).toContainText('No open positions right now.');
    // With no e-mail in the settings, the invitation points to the contact page.
    await expect(empty.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    await expect(page.getByTestId('job')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  for (const old of ['/carrier', '/career']) {
    test(`${old} is a permanent redirect to /careers that keeps the query`, async ({ page, request }) => {
      const response = await request.get(`${old}?ref=panel`, { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      expect(response.headers().location).toBe('/careers?ref=panel');
      const plain = await request.get(old, { maxRedirects: 0 });
      expect(plain.headers().location).toBe('/careers');

      await page.goto(old);
      await expect(page).toHaveURL(/\/careers$/);
      await expect(page.locator('h1')).toHaveText('Careers');
    });
  }
});
