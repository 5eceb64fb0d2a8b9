import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy';
import type { RenderedPage } from './kept-answer';
import { RenderCache, type CachePeriod, type RenderCacheOptions } from './render-cache';

/**
 * The render cache over real HTTP, with a page renderer that counts its renders and answers what the
 * test tells it. The whole site, its database and its staff gates are covered in e2e/render-cache.spec.ts.
 */

interface Site {
  url: string;
  cache: RenderCache;
  renders: string[];
  /** The version and period each render was told it is kept under. */
  renderedUnder: CachePeriod[];
  /** What the next render of a path answers. */
  pages: Map<string, { status?: number; headers?: Record<string, string>; body: string }>;
  state: { version: number; day: string };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function startSite(options: Partial<RenderCacheOptions> = {}): Promise<Site> {
  const state = { version: 1, day: '2026-11-23' };
  const renders: string[] = [];
  const renderedUnder: CachePeriod[] = [];
  const pages: Site['pages'] = new Map();
  const cache = new RenderCache({
    maxBytes: 1024 * 1024,
    maxEntries: 100,
    readVersion: async () => state.version,
    today: () => state.day,
    isPersonal: (cookies) => /(^|;\s*)(school_session|school_flash)=/.test(cookies),
    neverKept: (path) => path.startsWith('/dashboard'),
    policyFor: (html) => contentSecurityPolicy({ scripts: inlineScriptHashes(html) }),
    ...options,
  });
  const render = async (req: http.IncomingMessage): Promise<RenderedPage> => {
    const url = req.url ?? '/';
    renders.push(url);
    // A render takes a moment, as a real one does, so that requests at the same time overlap.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const page = pages.get(url.split('?')[0]!) ?? { status: 404, body: 'Not found' };
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', ...page.headers });
    return {
      response: new Response(page.body, { status: page.status ?? 200, headers }),
      body: Buffer.from(page.body),
      hostHeaders: { 'x-frame-options': 'SAMEORIGIN', 'content-security-policy': "script-src 'nonce-abc'" },
    };
  };
  const server = http.createServer((req, res) => {
    const served = cache.serve(req, res);
    const withoutCache = () => res.writeHead(200, { 'content-type': 'text/plain' }).end('rendered for one');
    const fallback = () => {
      if (req.method === 'GET' && cache.isCandidate(req.method, req.url ?? '/', req.headers.cookie)) {
        const renderPage = (at: CachePeriod) => {
          renderedUnder.push(at);
          return render(req);
        };
        void cache.renderAndServe(req, res, { url: req.url ?? '/', renderPage, withoutCache });
      } else {
        withoutCache();
      }
    };
    if (served === true) return;
    if (served === false) return fallback();
    void served.then((done) => (done ? undefined : fallback()));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cache, renders, renderedUnder, pages, state };
}

const sha256 = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

const page = (title: string, script = 'window.x = 1') => ({
  body: `<!DOCTYPE html><html><head><title>${title}</title></head><body><p>${title}</p>${'<p>filler</p>'.repeat(200)}<script>${script}</script><script type="module" src="/assets/entry.js"></script></body></html>`,
});

describe('the render cache', () => {
  it('renders a page once and then answers it from memory, with the host’s headers and a hash policy', async () => {
    const site = await startSite();
    site.pages.set('/', page('Home'));
    const first = await fetch(`${site.url}/`);
    expect(first.headers.get('x-cache')).toBe('miss');
    const second = await fetch(`${site.url}/`);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    expect(site.renders).toEqual(['/']);
    expect(second.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(second.headers.get('vary')).toBe('Accept-Encoding');
    // The inline script is allowed by its hash; no nonce is shared between visitors.
    const policy = second.headers.get('content-security-policy')!;
    expect(policy).not.toContain('nonce');
    expect(policy).toContain(`script-src 'self' ${sha256('window.x = 1')};`);
  });

  it('tells the render the version and period its answer is kept under (the islands it draws are of the same)', async () => {
    const site = await startSite();
    site.pages.set('/', page('Home'));
    await fetch(`${site.url}/`);
    site.state.version = 2;
    await fetch(`${site.url}/`);
    expect(site.renderedUnder.map(({ version }) => version)).toEqual([1, 2]);
    expect(site.renderedUnder[0]).toEqual({ version: 1, period: (await site.cache.current()).period });
  });

  it('keeps only the headers data needs on an answer that is not a page, with a policy that allows nothing', async () => {
    const site = await startSite();
    site.pages.set('/api/list', { body: JSON.stringify({ data: [1, 2, 3] }), headers: { 'Content-Type': 'application/json' } });
    await fetch(`${site.url}/api/list`);
    const kept = await fetch(`${site.url}/api/list`);
    expect(kept.headers.get('x-cache')).toBe('hit');
    expect(await kept.json()).toEqual({ data: [1, 2, 3] });
    expect(kept.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(kept.headers.get('x-frame-options')).toBeNull();
    expect(kept.headers.get('content-type')).toBe('application/json');
  });

  it('answers in the same turn when the version is read at once (SQLite), and still follows it', async () => {
    const state = { version: 1 };
    const site = await startSite({ readVersion: () => state.version });
    site.pages.set('/', page('Before'));
    await fetch(`${site.url}/`);
    const request = { method: 'GET', url: '/', headers: {} } as http.IncomingMessage;
    const sent: unknown[] = [];
    const response = { writeHead: (...args: unknown[]) => sent.push(args), end: () => sent.push('end') } as unknown as http.ServerResponse;
    expect(site.cache.serve(request, response)).toBe(true);
    expect(sent).toHaveLength(2);
    state.version = 2;
    expect(site.cache.serve(request, response)).toBe(false);
  });

  it('sends the smallest encoding the client takes, and the same page in each', async () => {
    const site = await startSite();
    site.pages.set('/', page('Home'));
    const identity = await (await fetch(`${site.url}/`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    for (const encoding of ['br', 'gzip']) {
      const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${site.url}/`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
      expect(raw.headers['content-encoding']).toBe(encoding);
      expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
      const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw.body) : zlib.gunzipSync(raw.body);
      expect(decoded.toString()).toBe(identity);
    }
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const site = await startSite();
    site.pages.set('/', page('Home'));
    const first = await fetch(`${site.url}/`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await fetch(`${site.url}/`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await fetch(`${site.url}/`, { headers: { 'If-None-Match': '"something-else"' } })).status).toBe(200);
    const head = await fetch(`${site.url}/`, { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBe('hit');
    expect(await head.text()).toBe('');
  });

  it('serves nothing kept under an older content version or another school day', async () => {
    const site = await startSite();
    site.pages.set('/', page('Before'));
    await fetch(`${site.url}/`);
    site.pages.set('/', page('After'));
    site.state.version = 2;
    const afterWrite = await fetch(`${site.url}/`);
    expect(afterWrite.headers.get('x-cache')).toBe('miss');
    expect(await afterWrite.text()).toContain('After');
    expect(site.cache.stats().entries).toBe(1);

    site.pages.set('/', page('Tomorrow'));
    site.state.day = '2026-11-24';
    const nextDay = await fetch(`${site.url}/`);
    expect(nextDay.headers.get('x-cache')).toBe('miss');
    expect(await nextDay.text()).toContain('Tomorrow');
  });

  it('serves nothing kept before an alert’s start or end once that instant has passed, without a write', async () => {
    const clock = { now: Date.parse('2026-11-23T06:00:00Z') };
    const start = clock.now + 3600_000;
    const end = start + 3600_000;
    let reads = 0;
    // The boundaries come from the database once per version, as on PostgreSQL (a promise).
    const site = await startSite({
      now: () => clock.now,
      readBoundaries: async () => {
        reads += 1;
        return [start, end].filter((at) => at > clock.now);
      },
    });
    site.pages.set('/', page('No alert'));
    await fetch(`${site.url}/`);
    expect((await fetch(`${site.url}/`)).headers.get('x-cache')).toBe('hit');

    clock.now = start;
    site.pages.set('/', page('Closed today'));
    const started = await fetch(`${site.url}/`);
    expect(started.headers.get('x-cache')).toBe('miss');
    expect(await started.text()).toContain('Closed today');
    expect((await fetch(`${site.url}/`)).headers.get('x-cache')).toBe('hit');

    clock.now = end + 1;
    site.pages.set('/', page('No alert again'));
    const ended = await fetch(`${site.url}/`);
    expect(ended.headers.get('x-cache')).toBe('miss');
    expect(await ended.text()).toContain('No alert again');
    expect((await fetch(`${site.url}/`)).headers.get('x-cache')).toBe('hit');
    // Passing a boundary asked the database nothing: the instants were read once, under version 1.
    expect(reads).toBe(1);

    // A clock set back before the start finds it ahead again: what is kept now turns over at the start.
    clock.now = start - 1;
    site.pages.set('/', page('Before the start'));
    await fetch(`${site.url}/`);
    clock.now = start;
    site.pages.set('/', page('Closed today, again'));
    expect(await (await fetch(`${site.url}/`)).text()).toContain('Closed today, again');
  });

  it('reads the boundaries again when the version changes (an alert added), at once when the read is synchronous', async () => {
    const clock = { now: Date.parse('2026-11-23T06:00:00Z') };
    const stored: number[] = [];
    const site = await startSite({ now: () => clock.now, readVersion: () => site.state.version, readBoundaries: () => stored.filter((at) => at > clock.now) });
    site.pages.set('/', page('Plain'));
    await fetch(`${site.url}/`);
    // Staff schedule an alert for in ten minutes: the write raises the version.
    stored.push(clock.now + 600_000, clock.now + 1_200_000);
    site.state.version = 2;
    await fetch(`${site.url}/`);
    expect((await fetch(`${site.url}/`)).headers.get('x-cache')).toBe('hit');
    clock.now += 600_000;
    site.pages.set('/', page('Alert on'));
    const shown = await fetch(`${site.url}/`);
    expect(shown.headers.get('x-cache')).toBe('miss');
    expect(await shown.text()).toContain('Alert on');
  });

  it('answers without the cache when the boundaries cannot be read, and tries again next time', async () => {
    let fail = true;
    const site = await startSite({
      readBoundaries: async () => {
        if (fail) throw new Error('database down');
        return [];
      },
    });
    site.pages.set('/', page('Home'));
    expect(await (await fetch(`${site.url}/`)).text()).toBe('rendered for one');
    fail = false;
    await fetch(`${site.url}/`);
    expect((await fetch(`${site.url}/`)).headers.get('x-cache')).toBe('hit');
  });

  it('does not keep a page rendered under a version that changed while it rendered', async () => {
    const site = await startSite();
    site.pages.set('/', page('Old'));
    const slow = fetch(`${site.url}/`);
    // The write lands while the render runs (20 ms); the next request reads the new version first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    site.state.version = 2;
    site.pages.set('/', page('New'));
    await fetch(`${site.url}/`);
    await slow;
    const next = await fetch(`${site.url}/`);
    expect(await next.text()).toContain('New');
  });

  it('never keeps an answer that sets a cookie, says private or no-store, or is not a 200', async () => {
    const site = await startSite();
    site.pages.set('/cookie', { ...page('Cookie'), headers: { 'Set-Cookie': 'a=1; Path=/' } });
    site.pages.set('/private', { ...page('Private'), headers: { 'Cache-Control': 'private, no-store' } });
    site.pages.set('/moved', { status: 301, body: '', headers: { Location: '/' } });
    for (const path of ['/cookie', '/private', '/moved', '/missing']) {
      const first = await fetch(`${site.url}${path}`, { redirect: 'manual' });
      const second = await fetch(`${site.url}${path}`, { redirect: 'manual' });
      expect(second.headers.get('x-cache'), path).toBe('miss');
      if (path === '/cookie') expect(first.headers.get('set-cookie')).toBe('a=1; Path=/');
    }
    expect(site.cache.stats().entries).toBe(0);
    expect(site.renders).toHaveLength(8);
  });

  it('leaves a request with a staff session or a flash message, and the dashboard, to the site', async () => {
    const site = await startSite();
    site.pages.set('/', page('Home'));
    site.pages.set('/dashboard', page('Dashboard'));
    await fetch(`${site.url}/`);
    for (const cookie of ['school_session=abc', 'theme=dark; school_flash=%7B%7D']) {
      const answer = await fetch(`${site.url}/`, { headers: { Cookie: cookie } });
      expect(await answer.text()).toBe('rendered for one');
      expect(answer.headers.get('x-cache')).toBeNull();
    }
    // A cookie that is not the site's own makes no difference.
    expect((await fetch(`${site.url}/`, { headers: { Cookie: 'theme=dark' } })).headers.get('x-cache')).toBe('hit');
    expect(await (await fetch(`${site.url}/dashboard`)).text()).toBe('rendered for one');
    expect(await (await fetch(`${site.url}/`, { method: 'POST' })).text()).toBe('rendered for one');
  });

  it('renders once for a crowd asking for the same page at the same moment', async () => {
    const site = await startSite();
    site.pages.set('/', page('Home'));
    const answers = await Promise.all(Array.from({ length: 30 }, () => fetch(`${site.url}/`).then((r) => r.text())));
    expect(new Set(answers).size).toBe(1);
    expect(site.renders).toEqual(['/']);
  });

  it('stays within its bytes and entries, dropping the least recently used first', async () => {
    const byEntries = await startSite({ maxEntries: 2 });
    for (const path of ['/a', '/b', '/c']) byEntries.pages.set(path, page(path));
    await fetch(`${byEntries.url}/a`);
    await fetch(`${byEntries.url}/b`);
    await fetch(`${byEntries.url}/a`); // /a is now the most recently used
    await fetch(`${byEntries.url}/c`);
    expect(byEntries.cache.stats()).toMatchObject({ entries: 2, evicted: 1 });
    expect((await fetch(`${byEntries.url}/a`)).headers.get('x-cache')).toBe('hit');
    expect((await fetch(`${byEntries.url}/b`)).headers.get('x-cache')).toBe('miss');

    const byBytes = await startSite({ maxBytes: 64 * 1024 });
    for (let index = 0; index < 20; index += 1) {
      byBytes.pages.set(`/${index}`, page(`Page ${index}`));
      await fetch(`${byBytes.url}/${index}`);
      expect(byBytes.cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(byBytes.cache.stats().entries).toBeGreaterThan(1);
    expect(byBytes.cache.stats().entries).toBeLessThan(20);
  });

  it('is off with no bytes to keep', async () => {
    const site = await startSite({ maxBytes: 0 });
    site.pages.set('/', page('Home'));
    expect(await (await fetch(`${site.url}/`)).text()).toBe('rendered for one');
    expect(site.cache.enabled).toBe(false);
  });

  it('leaves the request to the site when the version cannot be read (the site answers 503 itself)', async () => {
    const database = { up: true };
    const site = await startSite({
      readVersion: async () => {
        if (!database.up) throw new Error('database down');
        return 1;
      },
    });
    site.pages.set('/', page('Home'));
    await fetch(`${site.url}/`);
    expect((await fetch(`${site.url}/`)).headers.get('x-cache')).toBe('hit');
    database.up = false;
    // The fallback here stands for the site, which would answer 503.
    expect(await (await fetch(`${site.url}/`)).text()).toBe('rendered for one');
  });
});

describe('inline script hashes', () => {
  it('hash every inline script exactly as written, and skip scripts with src', () => {
    const html = '<script>a()</script><script type="module">import "/x.js";\n</script><script src="/y.js"></script><script nonce="n">a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('import "/x.js";\n')]);
  });
});
