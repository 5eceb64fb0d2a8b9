import { expect, test, type Page } from '@playwright/test';
import { reactHasThePage, sitemapPaths, watchConsole } from './support/site';

/**
 * A public page carries only the stylesheet's rules its HTML uses and the custom properties they read
 * (docs/decisions/0084-the-rules-a-page-uses.md), and the whole file follows after the first paint.
 * Nothing may look different for it. Pages are loaded without JavaScript, as a visitor without it sees
 * them for good, and the whole file is then added by hand; the browser's own selector matching
 * judges, not the server's reading of class names.
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
 * focus and the like counted as if they held (the part must have those too), pseudo-elements as their
 * element. Of a rule's custom properties the part needs only those it or the page's markup reads
 * (`var()`); a rule in the part with the same selector must hold the rest, and an `@property` the part
 * reads must be in it.
 */
function rulesMissingFromThePart(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Visit = (rule: CSSRule, context: string) => void;
    const walk = (rules: CSSRuleList, context: string, visit: Visit) => {
      for (const rule of rules) {
        if ('cssRules' in rule && !(rule instanceof CSSStyleRule)) {
          const grouping = rule as CSSGroupingRule & { conditionText?: string; name?: string };
          walk(grouping.cssRules, `${context}|${grouping.conditionText ?? grouping.name ?? ''}`, visit);
        } else visit(rule, context);
      }
    };
    const partElement = document.querySelector('style[data-part]') as HTMLStyleElement;
    const part = partElement.sheet!;
    const whole = (document.querySelector('link[rel="stylesheet"]') as HTMLLinkElement).sheet!;
    const markup = [...document.querySelectorAll('[style]')].map((element) => element.getAttribute('style')).join(' ');
    const read = new Set([...`${partElement.textContent} ${markup}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
    const inPart = new Set<string>();
    const partRules = new Map<string, CSSStyleRule[]>();
    walk(part.cssRules, '', (rule, context) => {
      inPart.add(`${context} ${rule.cssText}`);
      if (rule instanceof CSSStyleRule) partRules.set(`${context} ${rule.selectorText}`, [...(partRules.get(`${context} ${rule.selectorText}`) ?? []), rule]);
    });
    const elements = /(?<!\\)::?(?:before|after|placeholder|file-selector-button|marker|selection|backdrop|details-content|-webkit-[\w-]+)(?![\w-])/g;
    const states = /(?<!\\):(?:hover|focus-visible|focus-within|focus|active|visited|target|checked|disabled|enabled|user-invalid|invalid|valid|required|optional|placeholder-shown|open|popover-open|autofill|indeterminate|default|read-only|read-write|fullscreen|modal)(?![\w-])/g;
    const missing: string[] = [];
    walk(whole.cssRules, '', (rule, context) => {
      if (inPart.has(`${context} ${rule.cssText}`)) return;
      if (rule instanceof CSSPropertyRule) {
        if (read.has(rule.name)) missing.push(`${context} @property ${rule.name}`);
        return;
      }
      if (!(rule instanceof CSSStyleRule)) return;
      // A pseudo-element alone in a list (`*, ::before`) stands for any element.
      const selector = rule.selectorText.replace(elements, '').replace(states, ':is(*)').replace(/(^|,)\s*(?=,|$)/g, '$1*');
      try {
        if (!document.querySelector(selector || '*')) return;
      } catch {
        missing.push(`${context} ${rule.selectorText} (not judged: ${selector})`);
        return;
      }
      const wanted = [...rule.style].filter((name) => !name.startsWith('--') || read.has(name));
      if (wanted.length === 0) return;
      const holds = (kept: CSSStyleRule) =>
        wanted.every((name) => kept.style.getPropertyValue(name) === rule.style.getPropertyValue(name) && kept.style.getPropertyPriority(name) === rule.style.getPropertyPriority(name));
      if (!(partRules.get(`${context} ${rule.selectorText}`) ?? []).some(holds)) missing.push(`${context} ${rule.selectorText}`);
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
        // Custom properties only matter through what reads them (the other properties): the part leaves
        // out those nothing on the page reads, and the registered ones have a value on every element.
        for (let i = 0; i < style.length; i += 1) if (!style[i]!.startsWith('--')) line += `;${style[i]}:${style.getPropertyValue(style[i]!)}`;
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
