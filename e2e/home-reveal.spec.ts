import { expect, test, type Page } from '@playwright/test';
import { hydrated, scrollAndObserve, intersectionRound } from './support/home';

test.describe('home page: reveal', () => {
  test('without JavaScript everything is visible and nothing is marked for hiding', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const cards = page.getByTestId('value-card');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      await expect(card).toHaveCSS('opacity', '1');
      await expect(card).not.toHaveAttribute('data-reveal-state');
    }
    await context.close();
  });

  test('the value cards wait below the fold, then fade in 150 ms apart once 10 % is visible @both', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const cards = page.getByTestId('value-card');
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('data-reveal-state', 'hidden');
      await expect(card).toHaveCSS('opacity', '0');
    }
    expect(await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDelay))).toEqual([
      '0s',
      '0.15s',
      '0.3s',
      '0.45s',
    ]);
    // Bring the top 5 % of the first card into view: below the 10 % threshold, it stays hidden.
    const first = cards.first();
    const peeking = await scrollAndObserve(page, '[data-testid="value-card"]', { peek: 0.05 });
    expect(peeking.ratio).toBeGreaterThan(0);
    expect(peeking.ratio).toBeLessThan(0.1);
    expect(peeking.state).toBe('hidden');
    await expect(first).toHaveAttribute('data-reveal-state', 'hidden');
    await cards.last().scrollIntoViewIfNeeded();
    for (const card of await cards.all()) await expect(card).toHaveAttribute('data-reveal-state', 'shown');
    await expect(cards.last()).toHaveCSS('opacity', '1');
    // Once shown, scrolling away does not hide them again.
    const away = await scrollAndObserve(page, '[data-testid="value-card"]', { top: 0 });
    expect(away).toEqual({ ratio: 0, state: 'shown' });
    await expect(first).toHaveAttribute('data-reveal-state', 'shown');
  });

  test('nothing already on screen is ever hidden, even when the page becomes interactive mid-way down', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { hiddenInView: string[] };
      w.hiddenInView = [];
      new MutationObserver((records) => {
        for (const record of records) {
          const el = record.target as HTMLElement;
          if (el.dataset?.revealState !== 'hidden') continue;
          const rect = el.getBoundingClientRect();
          if (rect.top < window.innerHeight && rect.bottom > 0) w.hiddenInView.push(el.textContent?.slice(0, 40) ?? '');
        }
      }).observe(document, { attributes: true, attributeFilter: ['data-reveal-state'], subtree: true });
    });
    // Hold the page's JavaScript back until the visitor has already scrolled to the About section.
    let release: () => void = () => {};
    const scrolled = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/entry.client-*.js', async (route) => {
      await scrolled;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => document.querySelector('#about [data-reveal]')!.scrollIntoView({ behavior: 'instant', block: 'start' }));
    release();
    await hydrated(page);
    // The reveal's observers were made when the page became interactive; once they have had their
    // first answers, anything they would hide is hidden.
    await intersectionRound(page, '#about [data-reveal]');
    expect(await page.evaluate(() => (window as unknown as { hiddenInView: string[] }).hiddenInView)).toEqual([]);
    await expect(page.locator('#about [data-reveal]').first()).toBeInViewport();
    await expect(page.locator('#about [data-reveal]').first()).not.toHaveAttribute('data-reveal-state', 'hidden');
  });

  test('visitors who prefer reduced motion see everything at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    // The reveal marks the cards when the page becomes interactive, and its observers answer in their
    // first round; both are over once an observer made now has had its first answer.
    await intersectionRound(page, '[data-testid="value-card"]');
    await expect(page.locator('[data-reveal-state]')).toHaveCount(0);
    await expect(page.getByTestId('value-card').first()).toHaveCSS('opacity', '1');
  });
});

test.describe('home page: testimonials', () => {
  async function pauseClock(page: Page) {
    // pauseAt only goes forward: on a busy machine more than a second may pass between reading the
    // page's time and pausing, so that attempt is refused; read the time again and retry.
    await expect(async () => {
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 1000);
    }).toPass();
  }

  test('one at a time, moving on every 6 s, and not while the pointer is over it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByTestId('testimonial-carousel');
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await pauseClock(page);
    const slides = carousel.getByTestId('testimonial');
    const dots = carousel.getByTestId('testimonial-dot');
    await expect(slides).toHaveCount(4);
    await carousel.scrollIntoViewIfNeeded();
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(1)).not.toBeInViewport();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

    await page.clock.runFor(6000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current');
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(0)).not.toBeInViewport();

    await slides.nth(1).hover();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(12000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    await page.mouse.move(1, 1);
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(6000);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
  });

  test('the dots choose a testimonial directly', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByTestId('testimonial-carousel');
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    const dot = carousel.getByRole('button', { name: 'Show testimonial 4' });
    await dot.click();
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByTestId('testimonial').nth(3)).toBeInViewport({ ratio: 0.9 });
    // Focus inside stops the rotation too.
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
  });

  test('no rotation for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const carousel = page.getByTestId('testimonial-carousel');
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await pauseClock(page);
    await page.clock.runFor(13000);
    await expect(carousel.getByTestId('testimonial-dot').first()).toHaveAttribute('aria-current', 'true');
  });

  test('without JavaScript every testimonial can be read, one under the other @both', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const slides = page.getByTestId('testimonial');
    await expect(slides).toHaveCount(4);
    await expect(page.getByTestId('testimonial-dot').first()).toBeHidden();
    for (const slide of await slides.all()) {
      await slide.scrollIntoViewIfNeeded();
      await expect(slide).toBeInViewport({ ratio: 0.9 });
    }
    // On a phone the floating Contact Now cannot know where the hero is, so it stays out of the way.
    if ((page.viewportSize()?.width ?? 0) < 500) await expect(page.getByTestId('contact-now')).toBeHidden();
    await context.close();
  });
});
