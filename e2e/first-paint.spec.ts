import { expect, test, type Page } from '@playwright/test';
import { expectNoReload, markWindow } from './support/forms';
import { reactHasThePage, sitemapPaths, watchConsole } from './support/site';

/**
 * The first paint needs only the HTML (docs/decisions/0044-first-paint.md): the stylesheet is inline
 * in the head, not a file that shares a slow link with the scripts; the home page's poster is
 * preloaded at the size the screen needs and the largest paint stays the poster.
 */

/** A rule only the stylesheet has (no script mentions it). */
const cssOnly = '@keyframes ticker';

/** The modules a page's bootstrap asks for after the first paint (decision 0073): its preloads and its imports. */
const modulesOf = (html: string) => {
  const [, preloads = '', bootstrap = ''] = /<script[^>]*\stype="module"[^>]*\sdata-modules="([^"]*)"[^>]*>([\s\S]*?)<\/script>/.exec(html) ?? [];
  const imports = [...bootstrap.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]!);
  return [...new Set([...preloads.split(' ').filter(Boolean), ...imports])];
};

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

async function styled(page: Page) {
  // Tailwind's font-sans on <body> comes from the stylesheet, and so do its rules (a bare page has none).
  const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(fontFamily).toContain('system-ui');
  const rules = await page.evaluate(() => [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0));
  expect(rules).toBeGreaterThan(20);
}

test.describe('first paint', () => {
  for (const path of ['/', '/gallery', '/no-such-page']) {
    test(`${path}: the stylesheet is inline in the head and nothing is render-blocking`, async ({ request }) => {
      const response = await request.get(path);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
      const style = /<style[^>]*data-stylesheet="([^"]+)"[^>]*>([\s\S]*?)<\/style>/.exec(head);
      expect(style, 'an inline stylesheet in the head').not.toBeNull();
      const [, href, css] = style!;
      expect(css).toContain(cssOnly);
      // It is the built file, whole (still served, for a layout mounted again in the browser).
      expect(href).toMatch(/^\/assets\/app-[\w-]+\.css$/);
      const file = await request.get(href);
      expect(file.status()).toBe(200);
      expect(css).toBe((await file.text()).replace(/<\/(style)/gi, '<\\/$1'));
      // Once: not again in the hydration data or an inline script.
      expect(html.split(cssOnly).length - 1).toBe(1);
      // No synchronous script in the head either.
      expect(head).not.toMatch(/<script(?![^>]*\stype="(?:module|application\/ld\+json)")(?![^>]*\sasync)[^>]*\ssrc=/);
    });
  }

  for (const path of ['/', '/hi/contact', '/no-such-page']) {
    test(`${path}: the icons are PNGs, which cost the page no SVG document`, async ({ request }) => {
      const head = (await (await request.get(path)).text()).split('</head>')[0]!;
      const icons = [...head.matchAll(/<link[^>]*\srel="(?:icon|apple-touch-icon)"[^>]*>/g)].map((m) => m[0]);
      expect(icons).toHaveLength(2);
      for (const tag of icons) {
        // Chromium fetches and decodes the icon in the page's process: an SVG icon is a whole SVG document
        // on the main thread during the load (docs/decisions/0081-png-icons.md).
        expect(tag).not.toMatch(/\.svg"|image\/svg/);
        const icon = await request.get(attribute(tag, 'href')!);
        expect(icon.status()).toBe(200);
        expect(icon.headers()['content-type']).toBe('image/png');
        const png = await icon.body();
        // The PNG's own size (its IHDR chunk): what the tag says for the tab's icon, 180 px for a home screen.
        const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
        expect(`${width}x${height}`).toBe(attribute(tag, 'sizes') ?? '180x180');
      }
    });
  }

  test('the CSS is not in the JavaScript the home page loads', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = modulesOf(html);
    expect(scripts.length).toBeGreaterThan(5);
    for (const src of scripts) expect(await (await request.get(src)).text(), src).not.toContain(cssOnly);
  });

  test('the hero poster is preloaded with exactly the srcset and sizes of its <img>, before the scripts', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const img = /<img[^>]*data-testid="hero-poster"[^>]*>/.exec(html)?.[0] ?? '';
    const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(attribute(preload, 'imagesrcset')).toBe(attribute(img, 'srcset'));
    expect(attribute(preload, 'imagesizes')).toBe(attribute(img, 'sizes'));
    expect(attribute(preload, 'imagesrcset')).toContain('768w');
    expect(attribute(preload, 'fetchpriority')).toBe('high');
    expect(attribute(img, 'fetchpriority')).toBe('high');
    expect(attribute(img, 'loading')).not.toBe('lazy');
    // The scripts are asked for after the first paint, not beside the poster (decision 0073).
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('modulepreload');
  });

  test('no page asks for a module before its first paint: every page of the sitemap starts them from its bootstrap (decision 0073)', async ({ request }) => {
    const pages = await sitemapPaths(request);
    expect(pages.length).toBeGreaterThan(50);
    for (const path of [...pages, '/no-such-page', '/login']) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toContain('modulepreload');
      const bootstrap = /<script[^>]*\stype="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(bootstrap, path).toContain('type:"paint"');
      expect(bootstrap, path).not.toMatch(/^\s*import[\s*{"]/m);
      expect(modulesOf(html).length, path).toBeGreaterThan(3);
    }
  });

  for (const path of ['/', '/contact', '/hi/gallery', '/facility/library']) {
    test(`${path}: the modules are fetched after the first paint, at low priority, and the page hydrates (decision 0073)`, async ({ page }) => {
      const errors = watchConsole(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const priorities = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', (event) => {
        if (!priorities.has(event.request.url)) priorities.set(event.request.url, event.request.initialPriority);
      });
      await page.goto(path);
      await reactHasThePage(page);
      const { firstPaint, modules } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
        modules: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      }));
      expect(firstPaint).toBeGreaterThan(0);
      expect(modules.length).toBeGreaterThan(5);
      for (const module of modules) {
        expect(module.start, module.url).toBeGreaterThanOrEqual(firstPaint);
        expect(priorities.get(module.url), module.url).toBe('Low');
      }
      expect(errors).toEqual([]);
    });
  }

  for (const path of ['/facility', '/facility/library']) {
    test(`${path}: the first picture, the largest paint on a phone, loads at once and first; the rest lazily`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const main = html.slice(html.indexOf('<main'));
      const images = [...main.matchAll(/<img[^>]*>/g)].map((m) => m[0]);
      expect(images.length).toBeGreaterThan(1);
      expect(attribute(images[0], 'loading')).toBe('eager');
      expect(attribute(images[0], 'fetchpriority')).toBe('high');
      for (const img of images.slice(1)) expect(attribute(img, 'fetchpriority')).toBeNull();
    });
  }

  test('the hero does not move while it streams in: what arrives later goes below @both', async ({ page }) => {
    await page.goto('/');
    const heading = page.locator('#hero-title');
    const before = await heading.boundingBox();
    // As painted before the call and social links and the job panel had arrived: out of the layout,
    // but left in the document (taking them out could race the hydration, which then drew the hero anew).
    await page.evaluate(() => {
      for (const id of ['hero-reach', 'job-panel']) document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!.style.display = 'none';
    });
    expect(await heading.boundingBox()).toEqual(before);
  });

  test('the browser takes the poster from the preload @both', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    const poster = page.getByTestId('hero-poster');
    await expect(poster).toHaveJSProperty('complete', true);
    const src = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
    const entries = await page.evaluate(
      (url) => performance.getEntriesByType('resource').filter((entry) => entry.name === url).map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      src,
    );
    expect(entries).toEqual(['link']);
    expect(errors).toEqual([]);
  });

  test('the clip, where a wide screen plays it, never outgrows the poster @desktop', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    const poster = page.getByTestId('hero-poster');
    // A later paint becomes the largest contentful paint only if it is larger: the clip is 1 px shorter.
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveCount(1);
    const [posterBox, videoBox] = [await poster.boundingBox(), await video.boundingBox()];
    expect(videoBox!.width).toBe(posterBox!.width);
    expect(videoBox!.height).toBeLessThan(posterBox!.height);
    expect(errors).toEqual([]);
  });

  test('styles stay through navigations in the app, and the page hydrates without a mismatch', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(page.locator('#hero')).toHaveAttribute('data-hydrated', 'true');
    await styled(page);
    await markWindow(page);

    await page.getByTestId('hero-actions').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/enquiry$/);
    await styled(page);
    await page.getByRole('link', { name: /Sunrise Mission School, Home/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('hero-poster')).toBeVisible();
    await styled(page);
    // Navigated in the app, never a page load.
    await expectNoReload(page);
    // One stylesheet: the inline one, never a second copy added by a navigation.
    expect(await page.locator('style[data-stylesheet], link[rel="stylesheet"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
