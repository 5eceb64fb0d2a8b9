import { expect, test, type Page } from '@playwright/test';
import { en } from '../app/i18n/en';
import { hi } from '../app/i18n/hi';
import { isLocalizedPath, localeNames, localePath } from '../app/i18n/locales';
import { bypassBrowserChecks } from './support/forms';
import { inboxItem, visitorPage } from './support/inbox';
import { staffSiteURL, uniqueName } from './support/staff';
import { reactHasThePage, serverDocument, sitemapPaths, staffAccount } from './support/site';
import { demoSettings } from '../app/db/seed/demo-content';

/**
 * Issue 15: every public page in Hindi under /hi. Pages come from the sitemap (every public page, in
 * both languages), so a new page is covered without anyone adding it here.
 */

/** The English addresses the sitemap lists (each with its Hindi alternate). */
async function englishPaths(page: Page, origin: string): Promise<string[]> {
  const paths = await sitemapPaths(page.request, origin);
  return paths.filter((path) => path !== '/hi' && !path.startsWith('/hi/'));
}

/** Every English text of the catalogue with two words or more: a Hindi page must show none of them. */
function englishPhrases(value: unknown): string[] {
  if (typeof value === 'string') return /\S+\s+\S+/.test(value) && !/\{\w+\}/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(englishPhrases);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(englishPhrases);
  return [];
}

interface PageFacts {
  lang: string;
  title: string;
  description: string;
  canonical: string | null;
  alternates: Record<string, string>;
  openGraphLocale: string | null;
  links: string[];
  /** The page's text outside elements marked as English (`lang="en…"`) and outside scripts. */
  text: string;
}

async function factsOf(page: Page, url: string): Promise<PageFacts & { status: number; html: string }> {
  const { status, html } = await serverDocument(page.request, url);
  const facts = await page.evaluate((html) => {
    const document = new DOMParser().parseFromString(html, 'text/html');
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script, style, template, [lang^="en"]').forEach((element) => element.remove());
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      openGraphLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content') ?? null,
      alternates: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
      ),
      links: [...document.querySelectorAll('a[href]:not([hreflang])')].map((a) => a.getAttribute('href') ?? ''),
      text: body.textContent?.replace(/\s+/g, ' ') ?? '',
    };
  }, html);
  return { status, html, ...facts };
}

test.describe('every public page in both languages @desktop', () => {
  test('answers 200 in each, names the other with absolute hreflang links, and keeps a Hindi page in Hindi', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const origin = new URL(baseURL!).origin;
    const paths = await englishPaths(page, origin);
    expect(paths.length).toBeGreaterThan(30);
    const phrases = englishPhrases(en).filter((phrase) => !englishPhrases(hi).includes(phrase));
    const problems: string[] = [];
    const hindiTitles = new Map<string, string>();
    for (const path of [...paths, '/no-such-page']) {
      const hindiPath = localePath('hi', path);
      const english = await factsOf(page, `${origin}${path}`);
      const hindi = await factsOf(page, `${origin}${hindiPath}`);
      const expectedStatus = path === '/no-such-page' ? 404 : 200;
      if (english.status !== expectedStatus || hindi.status !== expectedStatus) problems.push(`${path}: ${english.status}, ${hindiPath}: ${hindi.status}`);
      if (english.lang !== 'en-IN') problems.push(`${path} has lang ${english.lang}`);
      if (hindi.lang !== 'hi-IN') problems.push(`${hindiPath} has lang ${hindi.lang}`);
      if (expectedStatus === 404) continue;
      for (const [where, facts] of [[path, english], [hindiPath, hindi]] as const) {
        const wanted = { 'en-IN': `${origin}${path}`, 'hi-IN': `${origin}${hindiPath}`, 'x-default': `${origin}${path}` };
        expect.soft(facts.alternates, `${where}'s hreflang links`).toEqual(wanted);
        if (facts.canonical !== `${origin}${where}`) problems.push(`${where} has canonical ${facts.canonical}`);
      }
      if (english.openGraphLocale !== 'en_IN' || hindi.openGraphLocale !== 'hi_IN') problems.push(`${path}: og:locale ${english.openGraphLocale}, ${hindi.openGraphLocale}`);
      if (hindi.title === english.title) problems.push(`${hindiPath} has the English title “${hindi.title}”`);
      if (hindi.description === english.description) problems.push(`${hindiPath} has the English description`);
      const sameTitle = hindiTitles.get(hindi.title);
      if (sameTitle) problems.push(`${hindiPath} and ${sameTitle} share the title “${hindi.title}”`);
      hindiTitles.set(hindi.title, hindiPath);
      // Links stay in Hindi; the dashboard, files and the API have one address for both.
      for (const href of hindi.links) {
        const url = new URL(href, `${origin}${hindiPath}`);
        if (url.origin !== origin || !isLocalizedPath(url.pathname)) continue;
        if (url.pathname !== '/hi' && !url.pathname.startsWith('/hi/')) problems.push(`${hindiPath} links to the English ${url.pathname}`);
      }
      for (const phrase of phrases) {
        if (hindi.text.includes(phrase)) problems.push(`${hindiPath} shows the English “${phrase}”`);
        // Nor does it download the English catalogue: no English sentence of it is in its HTML or data.
        else if (phrase.split(' ').length >= 4 && hindi.html.includes(phrase)) problems.push(`${hindiPath} carries the English “${phrase}”`);
      }
      // An English page downloads no Hindi: none in its HTML or its data, but the switches' own name.
      const hindiLetters = english.html.replaceAll(`<span lang="hi-IN">${localeNames.hi}</span>`, '').match(/[\u0900-\u097F]+/);
      if (hindiLetters) problems.push(`${path} carries Hindi: “${hindiLetters[0]}”`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test.describe('the language switch', () => {
  test('leads to the same page in the other language, its query and anchor kept', async ({ page }) => {
    await page.goto('/school-notices?page=1');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/hi\/school-notices\?page=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.notices.pageTitle);

    await page.goto('/hi/contact#message');
    // The anchor never reaches the server: the switch adds it once React has the page (LanguageSwitch).
    await reactHasThePage(page);
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/contact#message$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });

  test('is in the phone menu too, below the menu’s links @phone', async ({ page }) => {
    await page.goto('/our-story?from=menu');
    await expect(page.getByTestId('language-switch')).toBeVisible();
    await page.getByTestId('menu-toggle').click();
    const inMenu = page.getByTestId('mobile-menu').getByTestId('menu-language-switch');
    await expect(inMenu).toBeVisible();
    await inMenu.click();
    await expect(page).toHaveURL(/\/hi\/our-story\?from=menu$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  });

  test('moves between Hindi pages in the app, staying in Hindi', async ({ page }) => {
    await page.goto('/hi');
    await page.locator('footer').getByRole('link', { name: hi.menuLinks.contact, exact: true }).first().click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.contact.title);
  });
});

for (const javaScript of [true, false]) {
  test.describe(`the enquiry form in Hindi, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test('says what to correct in Hindi, then thanks in Hindi, and the enquiry reaches the inbox', async ({ browser }) => {
      const visitor = await visitorPage(browser, { javaScript });
      await visitor.goto(`${staffSiteURL}/hi/enquiry`);
      const form = visitor.getByTestId('enquiry-form');
      await bypassBrowserChecks(form);
      await form.locator('[name="phone"]').fill('12345');
      await form.getByRole('button', { name: hi.forms.enquiry.submit }).click();
      await expect(visitor).toHaveURL(/\/hi\/enquiry/);
      await expect(form.getByRole('alert')).toHaveText(hi.rules.common.needsCorrecting);
      await expect(form).toContainText(hi.rules.enquiry.parentNameMissing);
      await expect(form).toContainText(hi.rules.visitor.phoneInvalid);
      await expect(form).toContainText(hi.rules.visitor.consentMissing);

      const parent = uniqueName('हिन्दी अभिभावक');
      await form.locator('[name="parentName"]').fill(parent);
      await form.locator('[name="childName"]').fill('आरव');
      await form.locator('[name="phone"]').fill('9876543210');
      await form.locator('[name="email"]').fill('parent@example.com');
      await form.locator('[name="consent"]').check();
      await form.getByRole('button', { name: hi.forms.enquiry.submit }).click();
      await expect(visitor.getByTestId('form-sent')).toContainText(hi.forms.sent);
      await visitor.context().close();

      const staff = await browser.newPage();
      await expect(await inboxItem(staff, parent)).toBeVisible();
      await staff.close();
    });
  });
}

test.describe('what staff write, on the Hindi pages @desktop', () => {
  test('a notice with a Hindi title shows it on /hi/school-notices; one without shows its English title marked English', async ({ playwright, page }) => {
    const staff = await playwright.request.newContext({ baseURL: staffSiteURL });
    expect((await staff.post('/api/auth/login', { data: staffAccount })).status()).toBe(200);
    const english = uniqueName('Sports day moved');
    const hindi = uniqueName('खेल दिवस की तारीख़ बदली');
    const untranslated = uniqueName('Library closed on Friday');
    const ids: number[] = [];
    try {
      for (const fields of [
        { title: english, titleHi: hindi, details: 'Now on Saturday.', detailsHi: 'अब शनिवार को।' },
        { title: untranslated, details: 'For stock-taking.' },
      ]) {
        const answer = await staff.post('/api/notices', { data: { ...fields, date: '2026-03-05', category: 'sports', priority: 'high' } });
        expect(answer.status(), await answer.text()).toBe(201);
        ids.push((await answer.json()).data.id);
      }
      await page.goto(`${staffSiteURL}/hi/school-notices`);
      await expect(page.getByRole('heading', { name: hindi })).toBeVisible();
      await expect(page.getByText(english)).toHaveCount(0);
      await expect(page.getByText('अब शनिवार को।')).toBeVisible();
      const marked = page.locator('[lang="en-IN"]', { hasText: untranslated });
      await expect(marked).toBeVisible();
      // The English page shows the English, and carries no Hindi of either.
      await page.goto(`${staffSiteURL}/school-notices`);
      await expect(page.getByRole('heading', { name: english })).toBeVisible();
      expect(await page.content()).not.toContain(hindi);
    } finally {
      for (const id of ids) expect((await staff.delete(`/api/notices/${id}`)).status()).toBe(204);
      await staff.dispose();
    }
  });
});

test.describe('the frame on a Hindi page @desktop', () => {
  test('shows the school’s Hindi tagline, address and hours, and its HTML and data carry none of their English', async ({ page, baseURL }) => {
    for (const path of ['/hi', '/hi/contact', '/hi/prospectus']) {
      const response = await page.goto(`${baseURL}${path}`);
      const html = (await response?.text()) ?? '';
      await expect(page.locator('header').first()).toContainText(demoSettings.taglineHi!);
      await expect(page.locator('footer')).toContainText(demoSettings.taglineHi!);
      await expect(page.locator('footer')).toContainText(demoSettings.addressHi!);
      await expect(page.locator('footer')).toContainText(demoSettings.hours![0]!.daysHi!);
      for (const english of [demoSettings.tagline!, demoSettings.address!, demoSettings.hours![0]!.days]) expect(html, `${path}: ${english}`).not.toContain(english);
    }
    await page.goto(`${baseURL}/hi/contact`);
    await expect(page.locator('main')).toContainText(demoSettings.addressHi!);
    // The English page keeps its English.
    await page.goto(`${baseURL}/contact`);
    await expect(page.locator('footer')).toContainText(demoSettings.address!);
    await expect(page.locator('header').first()).toContainText(demoSettings.tagline!);
  });
});

test.describe('the Hindi pages’ fonts', () => {
  /** The faces Chromium drew a node's text with (DevTools' "Rendered fonts"). */
  async function facesOf(page: Page, selector: string): Promise<string[]> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    await cdp.detach();
    return fonts.map((font) => font.familyName);
  }

  test('name the Devanagari faces first, so Hindi text, its spaces and digits, is drawn in one face; English pages keep their list (decision 0080)', async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/hi/our-story`);
    const family = (selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).fontFamily);
    expect(await family('main p')).toMatch(/^"Noto Sans Devanagari", system-ui,/);
    expect(await family('main h2')).toMatch(/^"Noto Serif Devanagari", Georgia,/);
    // A paragraph of Hindi with a year in it (2020), and a heading: one face each, where the machine
    // has the Noto fonts (.ci/run installs them). With the English list first, the spaces and digits
    // came from Noto Sans and Noto Serif.
    await expect(page.locator('main p').first()).toContainText('2020');
    expect(await facesOf(page, 'main p')).toEqual(['Noto Sans Devanagari']);
    expect(await facesOf(page, 'main h2')).toEqual(['Noto Serif Devanagari']);

    await page.goto(`${baseURL}/our-story`);
    expect(await family('main p')).toMatch(/^system-ui,/);
    expect(await family('main h2')).toMatch(/^Georgia,/);
    expect(await facesOf(page, 'main p')).not.toContain('Noto Sans Devanagari');
  });
});
