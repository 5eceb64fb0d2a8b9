import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../app/i18n/en';
import { facilityDetailsText } from '../app/i18n/en/facility-details';
import { expectNoReload, markWindow } from './support/forms';
import { reactHasThePage, sitemapPaths, watchConsole } from './support/site';

/**
 * Static islands (app/components/ui/StaticIsland.tsx, decision 0019): content with no behaviour of
 * its own keeps the server's HTML when a page is loaded, without downloading the code that drew it;
 * reached by a navigation in the app, it is drawn from that code. Both ways must show the same page,
 * and links inside kept HTML must still navigate in the app.
 */

/** The modules static islands load, read from the code: every `staticIsland(() => import('…'))` in app/. */
function islandModules(): string[] {
  const app = fileURLToPath(new URL('../app', import.meta.url));
  const names = new Set<string>();
  for (const file of fs.readdirSync(app, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx') || file.includes('.test.')) continue;
    const source = fs.readFileSync(path.join(app, file), 'utf8');
    for (const [, module] of source.matchAll(/staticIsland\(\s*\(\)\s*=>\s*import\(['"]([^'"]+)['"]\)/g)) names.add(path.basename(module!));
  }
  return [...names];
}

const islandNames = islandModules();
/** The browser must not fetch an island's module on a page loaded from the server. */
const islandChunk = new RegExp(`/assets/(${islandNames.join('|')})-[\\w-]+\\.js$`);

function recordIslandChunks(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const match = islandChunk.exec(new URL(request.url()).pathname);
    if (match) fetched.push(match[1]);
  });
  return fetched;
}


/** What the home page's static sections and the frame show, however they were drawn. */
async function expectHomeContent(page: Page) {
  await expect(page.locator('#about').getByTestId('value-card')).toHaveCount(4);
  await expect(page.getByTestId('years-badge')).toBeAttached();
  await expect(page.locator('#academics')).toBeAttached();
  await expect(page.getByTestId('facility-card')).toHaveCount(6);
  await expect(page.locator('#news').getByTestId('notice').first()).toBeAttached();
  await expect(page.getByTestId('admission-documents').locator('li')).toHaveCount(8);
  await expect(page.getByTestId('admission-claims').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('enquiry-place').getByRole('link', { name: /98765 43210/ })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(page.locator('#join').getByRole('link', { name: 'Download Prospectus' })).toHaveAttribute('href', '/prospectus');
  await expect(page.getByTestId('top-bar').getByRole('link', { name: /98765 43210/ })).toBeAttached();
  await expect(page.getByTestId('site-footer').getByRole('link').first()).toBeAttached();
}

test.describe('static islands', () => {
  test('a page loaded from the server shows every static section without downloading its code', async ({ page }) => {
    const errors = watchConsole(page);
    const fetched = recordIslandChunks(page);
    await page.goto('/');
    await expectHomeContent(page);
    // The live parts beside them work: the enquiry form is hydrated (its submit is a fetcher's).
    await expect(page.getByTestId('enquiry-form')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    // Scrolling reveals the About cards (kept HTML still fades in).
    const lastCard = page.locator('#about').getByTestId('value-card').last();
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard).toHaveCSS('opacity', '1');
    expect(errors).toEqual([]);
  });

  test('reached by a navigation in the app, the home page draws the same sections from their code', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/policies');
    const fetched = recordIslandChunks(page);
    await markWindow(page);
    await page.getByTestId('site-header').getByRole('link', { name: /, Home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectHomeContent(page);
    await expectNoReload(page);
    expect(fetched).toEqual(expect.arrayContaining(['AboutSection', 'FacilitiesSection', 'NewsSection', 'AdmissionsStatic', 'JoinSection']));
    // The frame stayed as it was: its islands never needed their code.
    expect(fetched).not.toContain('SiteFooter');
    expect(fetched).not.toContain('MenuLinks');
    expect(errors).toEqual([]);
  });

  test('a document carries no words of its static islands in its data; a navigation in the app does', async ({ request }) => {
    const islandWord = en.homeIslands.about.title;
    const html = await (await request.get('/')).text();
    const data = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((match) => JSON.parse(match[1]) as string).join('');
    expect(data).toContain(en.home.heroLead);
    expect(data).not.toContain(islandWord);
    expect(html).toContain(islandWord);
    const navigation = await request.get('/_root.data');
    expect(navigation.status()).toBe(200);
    expect(await navigation.text()).toContain(islandWord);
  });

  test('links in kept HTML navigate in the app: sections, the footer and the menus @both', async ({ page, isMobile }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await markWindow(page);

    // A section's link (Join Our School) leads to the prospectus, drawn from its code.
    await page.locator('#join').getByRole('link', { name: 'Download Prospectus' }).click();
    await expect(page).toHaveURL(/\/prospectus$/);
    await expect(page.getByTestId('prospectus-contact')).toBeVisible();
    await expectNoReload(page);

    // A footer link.
    await page.getByTestId('site-footer').getByRole('link', { name: 'Gallery' }).first().click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.locator('h1')).toHaveText('Gallery');
    await expectNoReload(page);

    // The new page scrolls (smoothly) to the top, moving the menu; hover it once it is still.
    await page.waitForFunction(() => window.scrollY === 0);
    // The menu: on a phone through the disclosure, which closes once a link is chosen.
    if (isMobile) {
      await page.getByTestId('menu-toggle').click();
      await page.getByTestId('mobile-menu').getByText('News & Events', { exact: true }).click();
      await page.getByTestId('mobile-menu').getByRole('link', { name: 'Upcoming Events' }).click();
      await expect(page.getByTestId('mobile-menu')).toBeHidden();
    } else {
      const menu = page.getByRole('navigation', { name: 'Main menu', exact: true });
      await menu.getByRole('link', { name: 'News & Events' }).hover();
      await menu.getByRole('link', { name: 'Upcoming Events' }).click();
    }
    await expect(page).toHaveURL(/\/upcoming-events$/);
    await expectNoReload(page);
    expect(errors).toEqual([]);
  });

  test('a prospectus loaded from the server keeps its text without its code; printing stays live', async ({ page }) => {
    const fetched = recordIslandChunks(page);
    await page.goto('/prospectus');
    await expect(page.getByTestId('prospectus-contact')).toBeVisible();
    await expect(page.getByTestId('print-button')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
  });

  test('the disclosure loaded from the server keeps its sections without their code or their data; a navigation in the app draws them', async ({ page, request }) => {
    const sectionWord = en.disclosure.sections.infrastructure;
    const html = await (await request.get('/mandatory-public-disclosure')).text();
    const data = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((match) => JSON.parse(match[1]) as string).join('');
    // The heading comes with the data; the sections, their words and the school's answer only as HTML.
    expect(data).toContain(en.disclosure.lead);
    expect(data).not.toContain(sectionWord);
    expect(data).not.toContain('Mrs. Anjali Sinha');
    expect(html).toContain(sectionWord);
    const navigation = await (await request.get('/mandatory-public-disclosure.data')).text();
    expect(navigation).toContain(sectionWord);
    expect(navigation).toContain('Mrs. Anjali Sinha');

    const errors = watchConsole(page);
    const fetched = recordIslandChunks(page);
    await page.goto('/mandatory-public-disclosure');
    await expect(page.getByTestId('teaching-staff')).toContainText('Mrs. Anjali Sinha');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    // From Our Story, whose line about the board links here, in the app.
    await page.goto('/our-story');
    await markWindow(page);
    await page.locator('main').getByTestId('school-affiliation').getByTestId('disclosure-link').click();
    await expect(page).toHaveURL(/\/mandatory-public-disclosure$/);
    await expect(page.getByRole('heading', { level: 2, name: sectionWord })).toBeVisible();
    await expect(page.getByTestId('teaching-staff')).toContainText('Mrs. Anjali Sinha');
    await expectNoReload(page);
    expect(fetched).toContain('DisclosureBody');
    expect(errors).toEqual([]);
  });

  test('Our Story and a facility keep their sections without code or words in a document; links in them lead through the app, which draws them', async ({ page, request }) => {
    const timelineWord = en.ourStory.timeline[2023].title;
    const feature = facilityDetailsText.library.features[0];
    const documentData = (html: string) => [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((match) => JSON.parse(match[1]) as string).join('');
    for (const [path, word] of [['/our-story', timelineWord], ['/facility/library', feature]] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(word);
      expect(documentData(html), path).not.toContain(word);
      expect(await (await request.get(`${path}.data`)).text(), path).toContain(word);
    }

    const errors = watchConsole(page);
    const fetched = recordIslandChunks(page);
    await page.goto('/our-story');
    await expect(page.getByTestId('timeline-entry')).toHaveCount(6);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await markWindow(page);

    // The campus grid's link, in kept HTML, to a facility drawn from its code.
    await page.getByTestId('campus-grid').getByRole('link', { name: 'Modern Library' }).click();
    await expect(page).toHaveURL(/\/facility\/library$/);
    await expect(page.getByTestId('facility-features').getByRole('listitem').first()).toHaveText(feature);
    await expect(page.getByTestId('facility-contact').locator('a[href="tel:+919876543210"]')).toBeVisible();
    expect(fetched).toContain('FacilityBody');
    // Back to Our Story, drawn from its code this time.
    await page.goBack();
    await expect(page).toHaveURL(/\/our-story$/);
    await expect(page.getByTestId('timeline-entry').nth(3)).toContainText(timelineWord);
    await expect(page.getByTestId('school-affiliation').first()).toBeAttached();
    expect(fetched).toContain('OurStorySections');
    await expectNoReload(page);
    expect(errors).toEqual([]);
  });
});

test.describe('an island that shows what the address chooses', () => {
  test('a facility loaded from the server leads to another one, drawn anew, not the first one kept', async ({ page }) => {
    await page.goto('/facility/library');
    await reactHasThePage(page);
    await markWindow(page);
    await page.getByRole('navigation', { name: 'Other facilities' }).getByRole('link', { name: 'Music Hall' }).click();
    await expect(page.locator('h1')).toHaveText('Music Hall');
    await expect(page.getByTestId('facility-features').getByRole('listitem').first()).toHaveText(facilityDetailsText['music-hall'].features[0]);
    await expect(page.getByTestId('facility-facts')).toContainText(facilityDetailsText['music-hall'].hours);
    await expectNoReload(page);
  });
});

/** The main content as a reader sees it: its text, and where its links and pictures point. */
async function mainContent(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const links = [...main.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    const images = [...main.querySelectorAll('img')].map((img) => `${img.getAttribute('src')} ${img.getAttribute('alt')}`);
    return [(main as HTMLElement).innerText, ...links, ...images].join('\n');
  });
}

declare global {
  interface Window {
    // React Router's own router in the browser (its production build sets it too): a navigation in the app to any address.
    __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
  }
}

test('every static island’s module is a chunk of the build, named after it @desktop', () => {
  const assets = fs.readdirSync(fileURLToPath(new URL('../build/client/assets', import.meta.url)));
  expect(islandNames.length).toBeGreaterThan(10);
  for (const name of islandNames) expect(assets.some((asset) => islandChunk.test(`/assets/${asset}`) && asset.startsWith(`${name}-`)), name).toBe(true);
});

test('every page of the sitemap loaded from the server asks for no island’s code, and shows the same content reached by a navigation in the app @desktop', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(50);
  const loaded = new Map<string, string>();
  // A page loaded from the server keeps its islands' HTML: it asks for none of their modules (a
  // module is asked for before hydration ends, as React waits for it).
  const fetched = recordIslandChunks(page);
  for (const path of paths) {
    await page.goto(path);
    await reactHasThePage(page);
    loaded.set(path, await mainContent(page));
  }
  expect(fetched, 'island modules fetched by pages loaded from the server').toEqual([]);
  // Then each language's pages one after the other, in one document of that language (the other
  // language is another document), each reached by a navigation in the app.
  for (const hindi of [false, true]) {
    await page.goto(hindi ? '/hi/no-such-page' : '/no-such-page');
    await reactHasThePage(page);
    await markWindow(page);
    for (const path of paths.filter((candidate) => candidate.startsWith('/hi') === hindi)) {
      await page.evaluate((to) => window.__reactRouterDataRouter.navigate(to), path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      // The address changes first; the page follows once its islands' code has loaded.
      await expect.poll(() => mainContent(page), { message: `${path} reached in the app`, timeout: 10_000 }).toBe(loaded.get(path));
    }
    await expectNoReload(page);
  }
  expect(errors).toEqual([]);
});
