import { expect, test, type Page } from '@playwright/test';
import { reactHasThePage, sitemapPaths, watchConsole } from './support/site';

/**
 * A public page carries only the stylesheet's rules its HTML uses (docs/decisions/0084-the-rules-a-page-uses.md),
 * and the whole file follows after the first paint. Nothing may look different for it. Pages are
 * loaded without JavaScript, as a visitor without it sees them for good, and the whole file is then
 * added by hand; the browser's own selector matching judges, not the server's reading of class names.
 */

/** Adds the whole stylesheet beside the page's part, and waits until the browser has read it. */
async function addWholeStylesheet(page: Page): Promise<void> {
  const href = await page.locator('style[data-part]').getAttribute('data-stylesheet');
  expect(href, `${page.url()}: its own rules, marked as a part of the whole file`).toMatch(/^\/assets\/app-[\w-]+\.css$/);
  await page.evaluate((file) => {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: file }));
  }, href!);
  // No event listener runs without JavaScript: the sheet is there once the browser has parsed it.
  await expect.poll(() => page.evaluate(() => (document.querySelector('link[rel="stylesheet"]') as HTMLLinkElement).sheet !== null)).toBe(true);
}

/**
 * The whole file's rules that are not in the page's part and yet select an element of the page, hover,
 * focus and the like counted as if they held (the part must have those too), pseudo-elements as their element.
 */
function rulesMissingFromThePart(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Visit = (rule: CSSStyleRule, context: string) => void;
    const walk = (rules: CSSRuleList, context: string, visit: Visit) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) visit(rule, context);
        else if ('cssRules' in rule) {
          const grouping = rule as CSSGroupingRule & { conditionText?: string; name?: string };
          walk(grouping.cssRules, `${context}|${grouping.conditionText ?? grouping.name ?? ''}`, visit);
        }
      }
    };
    const part = (document.querySelector('style[data-part]') as HTMLStyleElement).sheet!;
    const whole = (document.querySelector('link[rel="stylesheet"]') as HTMLLinkElement).sheet!;
    const inPart = new Set<string>();
    walk(part.cssRules, '', (rule, context) => inPart.add(`${context} ${rule.cssText}`));
    const elements = /(?<!\\)::?(?:before|after|placeholder|file-selector-button|marker|selection|backdrop|details-content|-webkit-[\w-]+)(?![\w-])/g;
    const states = /(?<!\\):(?:hover|focus-visible|focus-within|focus|active|visited|target|checked|disabled|enabled|user-invalid|invalid|valid|required|optional|placeholder-shown|open|popover-open|autofill|indeterminate|default|read-only|read-write|fullscreen|modal)(?![\w-])/g;
    const missing: string[] = [];
    walk(whole.cssRules, '', (rule, context) => {
      if (inPart.has(`${context} ${rule.cssText}`)) return;
      const selector = rule.selectorText.replace(elements, '').replace(states, ':is(*)');
      try {
        if (document.querySelector(selector || '*')) missing.push(`${context} ${rule.selectorText}`);
      } catch {
        missing.push(`${context} ${rule.selectorText} (not judged: ${selector})`);
      }
    });
    return missing;
  });
}

/**
 * Every property of every element's computed style (and of its ::before and ::after), kept in the page
 * (`compareWithKept` false) or compared with those kept. Taken once every animation has run its
 * course (reduced motion makes them 0.01 ms long, but one has not started before the next frame).
 */
async function computedStyles(page: Page, compareWithKept: boolean): Promise<string[]> {
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState !== 'finished').length)).toBe(0);
  return page.evaluate((compare) => {
    const out: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && style.content === 'none') continue;
        let line = `${element.tagName}${element.id ? `#${element.id}` : ''}${pseudo ?? ''}`;
        for (let i = 0; i < style.length; i += 1) line += `;${style[i]}:${style.getPropertyValue(style[i]!)}`;
        out.push(line);
      }
    }
    const holder = window as unknown as { keptStyles?: string[] };
    if (!compare) {
      holder.keptStyles = out;
      return [];
    }
    const kept = holder.keptStyles ?? [];
    const differences: string[] = [];
    for (let i = 0; i < Math.max(kept.length, out.length) && differences.length < 3; i += 1) {
      if (kept[i] === out[i]) continue;
      const a = (kept[i] ?? '').split(';');
      const b = (out[i] ?? '').split(';');
      const at = a.findIndex((value, j) => value !== b[j]);
      differences.push(`${a[0]}: ${a[at]} with the page's rules, ${b[at]} with the whole file`);
    }
    return differences;
  }, compareWithKept);
}

test.describe('the rules a page uses (decision 0084)', () => {
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

  test('no rule of the whole stylesheet that selects an element of a page is missing from its part: every page of the sitemap, both languages, and the 404 page @desktop', async ({ page }) => {
    test.slow();
    const paths = [...(await sitemapPaths(page.request)), '/no-such-page', '/hi/no-such-page', '/login'];
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      await page.goto(path);
      await addWholeStylesheet(page);
      expect(await rulesMissingFromThePart(page), path).toEqual([]);
    }
  });

  for (const path of ['/', '/hi/fees', '/contact']) {
    test(`${path} looks the same with its own rules as with the whole stylesheet, at a phone's width and a desktop's @desktop`, async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(path);
        await computedStyles(page, false);
        await addWholeStylesheet(page);
        expect(await computedStyles(page, true), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe('the whole stylesheet after the first paint (decision 0084)', () => {
  test('comes once after the first paint, and a navigation adds none', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/gallery');
    await reactHasThePage(page);
    const href = await page.locator('style[data-part]').getAttribute('data-stylesheet');
    const whole = page.locator(`link[rel="stylesheet"][href="${href}"]`);
    await expect(whole).toHaveCount(1);
    await expect.poll(() => whole.evaluate((link: HTMLLinkElement) => (link.sheet?.cssRules.length ?? 0) > 0)).toBe(true);

    await page.getByTestId('site-footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    await expect(page.locator('style[data-stylesheet]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
