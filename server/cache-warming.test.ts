import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheWarmer, ownLoopback, type WarmingPass } from './cache-warming';
import { closeSites, page, startSite } from './render-cache-test-site';

/**
 * Drawing pages before visitors ask (decision 0078), over the render cache's test site: real HTTP, the
 * real cache, a renderer that counts its renders. The whole site's warming, one worker and two, is in
 * e2e/workers.spec.ts.
 */

afterEach(closeSites);

/** A warmer that asks the test site as a visitor without cookies would, with a short quiet time. */
function warmerFor(siteUrl: () => string, passes: WarmingPass[] = []) {
  return new CacheWarmer({
    ask: async (url) => {
      const answer = await fetch(`${siteUrl()}${url}`);
      await answer.arrayBuffer();
      if (answer.status >= 500) throw new Error(`${url}: ${answer.status}`);
    },
    quietMs: 5,
    maxPages: 3,
    onPass: (pass) => passes.push(pass),
  });
}

describe('warming the render cache', () => {
  it('draws the pages it is given, so the first visitor of each is answered from memory', async () => {
    const site = await startSite();
    site.pages.set('/', page('Home'));
    site.pages.set('/contact', page('Contact'));
    const passes: WarmingPass[] = [];
    const warmer = warmerFor(() => site.url, passes);
    warmer.warmSoon(['/', '/contact']);
    await warmer.settled();
    expect(site.renders).toEqual(['/', '/contact']);
    expect(passes).toMatchObject([{ pages: 2, failed: 0 }]);
    for (const path of ['/', '/contact']) expect((await fetch(`${site.url}${path}`)).headers.get('x-cache'), path).toBe('hit');
    expect(site.renders).toHaveLength(2);
  });

  it('after a change, draws again what visitors were reading, the most recently read first, with the new content', async () => {
    let siteUrl = '';
    const warmer = warmerFor(() => siteUrl);
    const site = await startSite({ onNewVersion: (dropped) => warmer.warmSoon(dropped) });
    siteUrl = site.url;
    for (const path of ['/a', '/b', '/c']) site.pages.set(path, page(`${path} before`));
    for (const path of ['/a', '/b', '/a']) await fetch(`${site.url}${path}`);
    expect(site.renders).toEqual(['/a', '/b']);

    site.state.version = 2;
    for (const path of ['/a', '/b']) site.pages.set(path, page(`${path} after`));
    // A visitor's request is what tells this server the content changed.
    await fetch(`${site.url}/c`);
    await warmer.settled();
    expect(site.renders).toEqual(['/a', '/b', '/c', '/a', '/b']);
    for (const path of ['/a', '/b']) {
      const kept = await fetch(`${site.url}${path}`);
      expect(kept.headers.get('x-cache'), path).toBe('hit');
      expect(await kept.text(), path).toContain(`${path} after`);
    }
  });

  it('is not told of the first version a server reads, only of a change', async () => {
    const told: string[][] = [];
    const site = await startSite({ onNewVersion: (dropped) => told.push(dropped) });
    site.pages.set('/', page('Home'));
    await fetch(`${site.url}/`);
    await fetch(`${site.url}/`);
    expect(told).toEqual([]);
    site.state.version = 2;
    await fetch(`${site.url}/other`);
    expect(told).toEqual([['/']]);
  });

  it('makes one pass of a burst of changes, keeps at most its limit of pages, and counts what failed', async () => {
    const site = await startSite();
    site.pages.set('/broken', { status: 500, body: 'Something went wrong' });
    for (const path of ['/1', '/2', '/3', '/4']) site.pages.set(path, page(path));
    const passes: WarmingPass[] = [];
    const warmer = warmerFor(() => site.url, passes);
    warmer.warmSoon(['/1', '/2']);
    warmer.warmSoon(['/3', '/2']);
    // The most recently named first; the oldest beyond the limit (three) is let go.
    warmer.warmSoon(['/broken']);
    await warmer.settled();
    expect(passes).toMatchObject([{ pages: 3, failed: 1 }]);
    expect(site.renders).toEqual(['/broken', '/3', '/2']);
  });

  it('takes pages added during a pass into the same pass, and starts none once stopped', async () => {
    const site = await startSite();
    for (const path of ['/1', '/2']) site.pages.set(path, page(path));
    const passes: WarmingPass[] = [];
    const warmer: CacheWarmer = new CacheWarmer({
      ask: async (url) => {
        if (url === '/1') warmer.warmSoon(['/2']);
        await (await fetch(`${site.url}${url}`)).arrayBuffer();
      },
      quietMs: 5,
      maxPages: 10,
      onPass: (pass) => passes.push(pass),
    });
    warmer.warmSoon(['/1']);
    await warmer.settled();
    expect(passes).toMatchObject([{ pages: 2 }]);

    await warmer.stop();
    warmer.warmSoon(['/1', '/2']);
    await warmer.settled();
    expect(passes).toHaveLength(1);
    expect(site.renders).toEqual(['/1', '/2']);
  });
});

describe('the loopback a process asks itself on', () => {
  it('gives up on a page that does not finish, so the pass goes on', async () => {
    const loopback = await ownLoopback((req, res) => {
      if (req.url === '/ok') res.end('fine');
      else res.write('half a page');
    }, { timeoutMs: 100 });
    try {
      await expect(loopback.ask('/hangs')).rejects.toThrow('took longer than 100 ms');
      await expect(loopback.ask('/ok')).resolves.toBeUndefined();
    } finally {
      await loopback.close();
    }
  });

  it('asks for the address as a visitor without cookies would, on 127.0.0.1 only, fails on a server error, and lets nothing else in', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const paths: string[] = [];
    const loopback = await ownLoopback((req, res) => {
      seen.push(req.headers);
      paths.push(req.url ?? '');
      res.statusCode = req.url === '/fails' ? 503 : req.url === '/missing' ? 404 : 200;
      res.end('x'.repeat(100_000));
    });
    try {
      await loopback.ask('/hi/fees?x=1');
      await loopback.ask('/missing');
      await expect(loopback.ask('/fails')).rejects.toThrow('503');
      expect(paths).toEqual(['/hi/fees?x=1', '/missing', '/fails']);
      for (const headers of seen) {
        expect(headers.cookie).toBeUndefined();
        expect(headers.authorization).toBeUndefined();
        expect(headers.host).toMatch(/^127\.0\.0\.1:\d+$/);
      }
      // Nothing else passes: no write, no session, no credentials.
      const port = /:(\d+)$/.exec(seen[0]!.host!)![1];
      const refused = [
        await fetch(`http://127.0.0.1:${port}/api/notices`, { method: 'POST', body: '{}' }),
        await fetch(`http://127.0.0.1:${port}/dashboard`, { headers: { cookie: 'school_session=abc' } }),
        await fetch(`http://127.0.0.1:${port}/api/notices`, { headers: { authorization: 'Bearer abc' } }),
      ];
      expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403]);
      expect(paths).toHaveLength(3);
    } finally {
      await loopback.close();
    }
  });
});
