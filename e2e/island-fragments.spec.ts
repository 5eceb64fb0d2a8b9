import { expect, test, type APIRequestContext } from '@playwright/test';
import { islandsDrawnURL, islandsReusedURL, sitemapPaths } from './support/site';

/**
 * Static islands' HTML reused between renders (docs/decisions/0072-island-fragments.md) must be the
 * HTML the island would have had if drawn in place, on every page, in both languages. Two servers
 * share one data folder and keep no pages: the first reuses islands (and marks each one it reused),
 * the second draws every island every time. Every page of the sitemap, the 404 page and the sign-in
 * page are asked of both, after the first has seen every page once, and compared byte for byte but for
 * what differs between any two answers by design: the origin, the nonce, the enquiry form's key.
 */

/**
 * What differs between two renders of one page by design, taken out: the origin, nonces, the form's
 * one-time key, and React Router's data after its bootstrap, which streams in one or several pieces
 * as the loaders happen to finish (no island is drawn there).
 */
function comparable(html: string, origin: string): string {
  let text = html
    .slice(0, html.search(/<script[^>]*\stype="module"/))
    .replaceAll(origin, 'ORIGIN')
    .replaceAll(encodeURIComponent(origin), 'ORIGIN')
    .replace(/ nonce="[^"]*"/g, '')
    .replaceAll(' data-island-kept=""', '');
  // A form's one-time key (app/lib/submission-key.server.ts): in its input and in the page's data.
  for (const [, key] of html.matchAll(/name="submissionKey"[^>]*?value="([^"]+)"/g)) text = text.replaceAll(key!, 'KEY');
  return text;
}

async function pagesOf(request: APIRequestContext): Promise<string[]> {
  const paths = await sitemapPaths(request, islandsReusedURL);
  return [...paths, '/no-such-page', '/hi/no-such-page', '/login', '/calendar?view=month', '/hi/fees'];
}

const keptIn = (html: string) => html.split('data-island-kept=""').length - 1;

test('every page drawn with reused islands is the page drawn whole, in both languages @desktop', async ({ request }) => {
  test.setTimeout(240_000);
  const pages = await pagesOf(request);
  expect(pages.length).toBeGreaterThan(50);
  expect(pages.some((page) => page.startsWith('/hi'))).toBe(true);

  // Once round, so the islands of every page are on the shelf (each is drawn apart after its first page).
  for (const page of pages) await request.get(`${islandsReusedURL}${page}`);

  const differing: string[] = [];
  let reused = 0;
  for (const page of pages) {
    const [withShelf, drawn] = await Promise.all([request.get(`${islandsReusedURL}${page}`), request.get(`${islandsDrawnURL}${page}`)]);
    expect(withShelf.status(), page).toBe(drawn.status());
    const [reusedHtml, drawnHtml] = [await withShelf.text(), await drawn.text()];
    expect(keptIn(drawnHtml), `${page}: the second server draws every island`).toBe(0);
    // Every page has the frame's islands (the contacts, both menus, the footer) reused.
    expect(keptIn(reusedHtml), `${page}: islands reused`).toBeGreaterThanOrEqual(4);
    reused += keptIn(reusedHtml);
    const [one, other] = [comparable(reusedHtml, islandsReusedURL), comparable(drawnHtml, islandsDrawnURL)];
    if (one !== other) {
      let at = 0;
      while (one[at] === other[at]) at += 1;
      differing.push(`${page} (reused: …${one.slice(at - 80, at + 120)}… drawn: …${other.slice(at - 80, at + 120)}…)`);
    }
  }
  expect(differing, `pages whose reused islands differ from the islands drawn in place: ${differing.join(', ')}`).toEqual([]);
  expect(reused).toBeGreaterThan(pages.length * 4);
});

test('the home page reuses each of its sections, and two languages keep two sets @desktop', async ({ request }) => {
  const pageAt = async (page: string) => (await request.get(`${islandsReusedURL}${page}`)).text();
  // An island is drawn apart after the page that first showed it; on a server that has just started,
  // the other test of this file may ask for the same page at the same moment, and a drawing that meets
  // code not loaded yet is let go and tried by the next page. So ask again until the shelf has them.
  // The top bar's contacts, two menus, the reach links, about, academics, facilities, campus life,
  // news, the admission pieces, join, the structured data, each testimonial and the footer.
  await expect.poll(async () => keptIn(await pageAt('/')), { message: 'sections of / reused' }).toBeGreaterThanOrEqual(15);
  await expect.poll(async () => keptIn(await pageAt('/hi')), { message: 'sections of /hi reused' }).toBeGreaterThanOrEqual(15);
  const [english, hindi] = await Promise.all(['/', '/hi'].map(pageAt));
  expect(keptIn(hindi!)).toBe(keptIn(english!));
  expect(hindi).toContain('lang="hi-IN"');
  // The Hindi page's menus are the Hindi menus, not the English ones kept first.
  const menuOf = (html: string) => html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
  expect(menuOf(hindi!)).toContain('हमारे बारे में');
  expect(menuOf(english!)).not.toContain('हमारे बारे में');
});
