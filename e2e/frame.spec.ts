import { expect, test, type Page } from '@playwright/test';
import { emptySiteURL, expectNoSeriousA11yViolations, reactHasThePage, watchConsole } from './support/site';
import { hydrated } from './support/home';

/**
 * Scrolls to `y` at once and resolves once the page's scroll listeners have run (ours is added after theirs,
 * so it runs last) and two frames have been drawn since: React renders what they asked for before
 * the next frame.
 */
async function scrollAndLetThePageAnswer(page: Page, y: number) {
  await page.evaluate(async (y) => {
    const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
    // Instantly: a smooth scroll would tell the page every position on the way.
    window.scrollTo({ top: y, behavior: 'instant' });
    await scrolled;
    if (window.scrollY !== y) throw new Error(`scrolled to ${window.scrollY}, not ${y}`);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

const menuLabels = ['Home', 'About', 'Academics', 'Facilities', 'Admissions', 'News & Events', 'Contact'];

test.describe('the shared frame', () => {
  test('top bar: phones, e-mail, Login, and no Dashboard for a visitor @both', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    const topBar = page.getByTestId('top-bar');
    await expect(topBar.getByRole('link', { name: /98765 43210/ })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(topBar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(topBar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    // Rose on the home page, grey elsewhere.
    const homeColour = await topBar.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.goto('/school-notices');
    const otherColour = await page.getByTestId('top-bar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(homeColour).not.toBe(otherColour);
    expect(errors).toEqual([]);
  });

  test('header: transparent over the home hero, solid once scrolled past 20 px, violet elsewhere @both', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');

    // Each change of the header's state, with how far the page was scrolled when it happened.
    await header.evaluate((element) => {
      const changes: [string | undefined, number][] = [];
      (window as unknown as { headerChanges: typeof changes }).headerChanges = changes;
      new MutationObserver(() => changes.push([element.dataset.scrolled, window.scrollY])).observe(element, {
        attributes: true,
        attributeFilter: ['data-scrolled'],
      });
    });
    await scrollAndLetThePageAnswer(page, 15);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await scrollAndLetThePageAnswer(page, 200);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    // It turned solid at 200 px, not at 15 px (a render of the 15 px scroll that came late would show here).
    expect(await page.evaluate(() => (window as unknown as { headerChanges: unknown }).headerChanges)).toEqual([['true', 200]]);
    await expect(header).toHaveCSS('position', 'sticky');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

    await page.goto('/school-notices');
    const violet = await page.getByTestId('site-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(violet).toMatch(/^(rgba?|oklab|oklch|color)\(/);
    expect(violet).not.toBe('rgba(0, 0, 0, 0)');
  });

  test("the header shows the school's whole name, and each wide-screen menu item on one line, at every common width, in both languages", async ({ page }) => {
    // Where the row is narrow (a phone; beside the wide screens' menu) the name takes two lines; it is
    // never cut short (it was "Sunrise Mission S…"), and no letter's top or foot is clipped. At 1024 px
    // "News & Events" had folded onto three lines.
    for (const width of [360, 390, 768, 1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/contact', '/hi/contact']) {
        await page.goto(path);
        const header = page.getByTestId('site-header');
        const name = header.locator('.school-name');
        await expect(name).toHaveText(path.startsWith('/hi') ? 'सनराइज़ मिशन स्कूल' : 'Sunrise Mission School');
        const clipped = await name.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
        expect(clipped, `the name on ${path} at ${width} px`).toBe(false);
        if (width >= 1024) {
          const heights = await header.locator('nav > ul > li > a:visible').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
          expect(heights).toHaveLength(menuLabels.length);
          expect(heights, `the menu's items on ${path} at ${width} px`).toEqual(heights.map(() => heights[0]));
        }
      }
    }
  });

  test('second header on every page but home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('page-header')).toHaveCount(0);
    await page.goto('/school-notices');
    await expect(page.getByTestId('page-header').getByRole('heading', { level: 1 })).toHaveText('Notices');
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('footer: every link goes somewhere, each to its own page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(15);
    for (const href of hrefs) expect(href.trim(), 'an empty footer link').not.toBe('');
    for (const href of hrefs) expect(href).not.toBe('#');
    const quickLinks = await footer
      .getByRole('heading', { name: 'Quick links' })
      .locator('xpath=..')
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(quickLinks).size).toBe(quickLinks.length);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policies#privacy');
  });

  test('unknown paths answer 404 with the way home', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! The page you’re looking for doesn’t exist')).toBeVisible();
    const home = page.getByRole('main').getByRole('link', { name: 'Go Back Home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every navigation starts at the top of the new page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View All Notices & Events' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('link', { name: 'View All Notices & Events' }).click();
    await expect(page).toHaveURL(/\/school-notices$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const path of ['/', '/school-notices', '/no-such-page']) {
    test(`no serious accessibility problems on ${path} @both`, async ({ page }) => {
      // Checked in the settled state: text caught half-way through a fade-in would read as low contrast.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

// Tagged tests run only in the project of that size (see playwright.config.ts).
test.describe('menu on a large screen @desktop', () => {
  test('shows every item of the menu and opens sub-menus on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/school-notices');
    const menu = page.getByRole('navigation', { name: 'Main menu', exact: true });
    for (const label of menuLabels) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();

    const ourStory = menu.getByRole('link', { name: 'Our Story' });
    await expect(ourStory).toBeHidden();
    await menu.getByRole('link', { name: 'About', exact: true }).hover();
    await expect(ourStory).toBeVisible();

    await page.mouse.move(0, 600);
    await expect(ourStory).toBeHidden();
    await menu.getByRole('link', { name: 'Academics', exact: true }).focus();
    await expect(menu.getByRole('link', { name: 'Curriculum' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Primary Education' })).toBeFocused();
  });
});

test.describe('menu on a small screen @phone', () => {
  test('every top-level item shows at once at 390 × 844, sections open in place, and it ends with Enquire, Call and WhatsApp', async ({ page }) => {
    await page.goto('/');
    const list = page.getByTestId('mobile-menu');
    await expect(list).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(list).toBeVisible();
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    const items = list.getByTestId('mobile-menu-items').locator(':scope > li');
    await expect(items).toHaveCount(menuLabels.length);
    // Each item is drawn inside the window and inside the menu's own visible box: nothing to scroll to.
    const menuBox = (await list.boundingBox())!;
    for (const [index, label] of menuLabels.entries()) {
      const item = items.nth(index);
      await expect(item.locator(':scope > summary, :scope > details > summary, :scope > a')).toHaveText(label);
      await expect(item).toBeInViewport({ ratio: 1 });
      const box = (await item.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(menuBox.y + menuBox.height);
    }
    expect(await list.evaluate((el) => el.scrollTop)).toBe(0);

    // A section opens in place under its name, and its pages (Careers, Prospectus and Enquiry too) are links.
    const admissions = items.filter({ hasText: 'Admissions' });
    await expect(admissions.getByRole('link', { name: 'Prospectus' })).toBeHidden();
    await admissions.getByText('Admissions', { exact: true }).click();
    await expect(admissions.getByRole('link', { name: 'Prospectus' })).toBeVisible();
    await expect(admissions.getByRole('link', { name: 'Admission Enquiry' })).toHaveAttribute('href', '/enquiry');
    await expect(list.getByRole('link', { name: 'Careers', includeHidden: true })).toHaveAttribute('href', '/careers');

    const actions = list.getByTestId('menu-actions');
    await expect(actions.getByRole('link', { name: 'Enquire for admission' })).toHaveAttribute('href', '/enquiry');
    await expect(actions.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(actions.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919876543210');

    await admissions.getByRole('link', { name: 'Prospectus' }).click();
    await expect(page).toHaveURL(/\/prospectus$/);
    await expect(list).toBeHidden();
  });

  test('opened before the scripts arrive, it stays open when they do; a link chosen in it then closes it', async ({ page }) => {
    // The page's modules are held until the menu is open (a slow phone: they start after the first paint).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/our-story');
    const list = page.getByTestId('mobile-menu');
    await page.getByTestId('menu-toggle').click();
    await expect(list).toBeVisible();
    release();
    await reactHasThePage(page);
    await expect(list).toBeVisible();

    await list.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(list).toBeHidden();
  });

  test('Escape and a tap on the dimmed page close it and give focus back to the toggle; Tab stays inside', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByTestId('menu-toggle');
    const list = page.getByTestId('mobile-menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(list).toBeVisible();
    // Tab from the last thing in the menu comes back to the toggle, never into the page underneath.
    await list.getByTestId('menu-language-switch').focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(list.getByTestId('menu-language-switch')).toBeFocused();

    // The page under the menu is dimmed and does not scroll; a tap on it closes the menu.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.mouse.click(195, 740);
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
});

test('no page is wider than the window, at any common width @desktop', async ({ page }) => {
  for (const width of [360, 390, 768, 1024, 1040, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/school-notices', '/testimonial']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});

test('on a site with no details saved yet, the footer still shows a way to reach the school', async ({ page }) => {
  await page.goto(`${emptySiteURL}/`);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Reach us' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'All the ways to reach us' })).toHaveAttribute('href', '/contact');
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(0);
});
