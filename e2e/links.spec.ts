import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, serverDocument, sitemapPaths } from './support/site';

/**
 * The no-dead-ends check of issue 3: crawl every public page as a browser without JavaScript sees it
 * (the server's HTML, read with the browser's parser: `serverDocument`), starting from the sitemap and
 * the home page, following every same-site link.
 * Fails on an empty or "#" href, a link to a page that does not answer 200, an anchor to an id that
 * the target page does not have, and on a page without one h1, a unique title or a description.
 */
interface CrawledPage {
  path: string;
  status: number;
  title: string;
  description: string | null;
  canonical: string | null;
  h1Count: number;
  ids: Set<string>;
  links: { href: string; text: string }[];
}

const notCrawled = /^\/(api|uploads|assets|media)\/|\.(xml|txt|webp|jpe?g|png|svg|webm|mp4|pdf|ics)$/;

async function crawl(page: Page, origin: string): Promise<Map<string, CrawledPage>> {
  const queue = ['/', ...(await sitemapPaths(page.request, origin))];
  const pages = new Map<string, CrawledPage>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path) || notCrawled.test(path)) continue;
    const answer = await serverDocument(page.request, `${origin}${path}`);
    const finalPath = decodeURIComponent(new URL(answer.url).pathname);
    const found = await page.evaluate((html) => {
      const document = new DOMParser().parseFromString(html, 'text/html');
      return {
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        h1Count: document.querySelectorAll('h1').length,
        ids: [...document.querySelectorAll('[id]')].map((el) => el.id),
        links: [...document.querySelectorAll('a')].map((a) => ({ href: a.getAttribute('href') ?? '', text: (a.textContent ?? '').trim() })),
      };
    }, answer.html);
    const crawled = { path, status: answer.status, ...found, ids: new Set(found.ids) };
    pages.set(path, crawled);
    if (finalPath !== path) pages.set(finalPath, crawled);
    for (const link of found.links) {
      const url = new URL(link.href || '.', `${origin}${path}`);
      if (url.origin === origin) queue.push(decodeURIComponent(url.pathname));
    }
  }
  return pages;
}

test.describe('every public page @desktop', () => {
  test.describe.configure({ timeout: 180_000 });

  // One crawl for both checks: crawling the site takes most of the time.
  test('no dead ends, and each page has one h1, its own title and description, and a canonical address', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const pages = await crawl(page, origin);

    await test.step('every link and anchor leads to a real place', () => {
      const problems: string[] = [];
      for (const page of new Set(pages.values())) {
        if (page.status !== 200) problems.push(`${page.path} answered ${page.status}`);
        for (const link of page.links) {
          const where = `${page.path}: link “${link.text}” (${JSON.stringify(link.href)})`;
          if (!link.href || link.href === '#') {
            problems.push(`${where} has no target`);
            continue;
          }
          const url = new URL(link.href, `${origin}${page.path}`);
          if (url.protocol === 'tel:') {
            if (!/^tel:\+?\d{6,}$/.test(link.href)) problems.push(`${where} is not a phone number`);
            continue;
          }
          if (url.protocol === 'mailto:') {
            if (!/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}/i.test(link.href)) problems.push(`${where} is not an e-mail address`);
            continue;
          }
          if (url.origin !== origin) {
            if (url.protocol !== 'https:') problems.push(`${where} leaves the site without https`);
            continue;
          }
          const targetPath = decodeURIComponent(url.pathname);
          if (notCrawled.test(targetPath)) continue;
          const target = pages.get(targetPath);
          if (!target || target.status !== 200) problems.push(`${where} leads to a page that answered ${target?.status ?? 'nothing'}`);
          else if (url.hash && !target.ids.has(decodeURIComponent(url.hash.slice(1)))) {
            problems.push(`${where} points at ${url.hash}, which ${targetPath} does not have`);
          }
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
      // The crawl reached the whole site, not just the home page.
      expect(pages.size).toBeGreaterThan(40);
    });

    await test.step('one h1, its own title and description, a canonical address', () => {
      const problems: string[] = [];
      const titles = new Map<string, string>();
      for (const page of [...new Set(pages.values())].filter((p) => p.status === 200)) {
        if (page.h1Count !== 1) problems.push(`${page.path} has ${page.h1Count} h1 elements`);
        if (!page.description || page.description.length < 50) problems.push(`${page.path} has no real description`);
        if (!page.canonical?.startsWith(origin)) problems.push(`${page.path} has canonical ${page.canonical}`);
        const other = titles.get(page.title);
        if (other) problems.push(`${page.path} and ${other} share the title “${page.title}”`);
        titles.set(page.title, page.path);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
});

test.describe('search engines', () => {
  test('robots.txt points at the sitemap, which lists every public page at the public address @desktop', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const robotsText = await robots.text();
    expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robotsText).toContain('Disallow: /api/');

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of ['/', '/our-story', '/mission&amp;vision', '/facility/library', '/school-notices', '/careers']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    const { data: notices } = await (await request.get('/api/notices')).json();
    expect(xml).toContain(`<loc>${baseURL}/notices/${notices[0].id}</loc>`);
    // Every album with photos is a page, dated by its last change.
    const { data: albums } = (await (await request.get('/api/albums')).json()) as { data: { id: number; photoCount: number; updatedAt: string }[] };
    expect(albums.length).toBeGreaterThan(0);
    for (const album of albums.filter((a) => a.photoCount > 0)) {
      expect(xml).toContain(`<url><loc>${baseURL}/gallery/${album.id}</loc><lastmod>${album.updatedAt.slice(0, 10)}</lastmod>`);
      expect(xml).toContain(`<loc>${baseURL}/hi/gallery/${album.id}</loc>`);
    }
    // Every page in Hindi too, each entry naming both languages (issue 15).
    expect(xml).toContain(`<loc>${baseURL}/hi/our-story</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/hi</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${baseURL}/hi/our-story"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/our-story"/>`);
    const entries = xml.match(/<loc>/g)?.length ?? 0;
    expect(xml.match(/hreflang="x-default"/g)?.length).toBe(entries);
    expect(xml.match(new RegExp(`<loc>${baseURL}/hi[</]`, 'g'))?.length).toBe(entries / 2);
  });
});

/**
 * One page per kind of address, from the sitemap (every public page is in it, in both languages): a
 * numbered notice or profile stands for all of them. Two tests, one per language, so the two workers
 * share the sweep. On a phone, where parents read the site; the frame's and the home page's checks
 * run axe at 1280 px too (frame.spec.ts, home.spec.ts).
 */
async function pageKinds(request: APIRequestContext): Promise<string[]> {
  const kinds = new Map<string, string>();
  for (const path of (await sitemapPaths(request)).map(decodeURIComponent)) {
    const kind = path.replace(/\/\d+$/, '/:id');
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  // The sign-in page is linked from every page's top bar but kept out of the sitemap (no search
  // engine needs it).
  return [...kinds.values(), '/login', '/hi/login'];
}

for (const language of ['English', 'Hindi'] as const) {
  test(`axe finds no serious or critical violation on any public page in ${language}`, async ({ page, request }) => {
    // About a minute on a quiet 2-core machine; three times that on a day it drew pages slowly.
    test.setTimeout(600_000);
    const isHindi = (path: string) => path === '/hi' || path.startsWith('/hi/');
    const paths = (await pageKinds(request)).filter((path) => isHindi(path) === (language === 'Hindi'));
    expect(paths.length).toBeGreaterThan(25);
    // Checked in the settled state: text caught half-way through a fade-in would read as low contrast.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of paths) {
      await page.goto(path);
      await test.step(path, () => expectNoSeriousA11yViolations(page));
    }
  });
}
