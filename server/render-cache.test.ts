import http from 'node:http';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './content-security-policy';
import { closeSites, page, sha256, startSite } from './render-cache-test-site';

/**
 * The render cache over real HTTP (its site: render-cache-test-site.ts). Whether it follows the content
 * and the clock: render-cache-freshness.test.ts.
 */

afterEach(closeSites);

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