import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy';
import type { RenderedPage } from './kept-answer';
import { RenderCache, type CachePeriod, type RenderCacheOptions } from './render-cache';

/**
 * The render cache's tests' site: the cache over real HTTP, with a page renderer that counts its renders and
 * answers what the test tells it. The whole site, its database and its staff gates are covered in
 * e2e/render-cache.spec.ts.
 */
export interface Site {
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

/** Closes every site started since the last call: each test file calls it after each test. */
export function closeSites(): void {
  for (const server of servers.splice(0)) server.close();
}

export async function startSite(options: Partial<RenderCacheOptions> = {}): Promise<Site> {
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

export const sha256 = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

export const page = (title: string, script = 'window.x = 1') => ({
  body: `<!DOCTYPE html><html><head><title>${title}</title></head><body><p>${title}</p>${'<p>filler</p>'.repeat(200)}<script>${script}</script><script type="module" src="/assets/entry.js"></script></body></html>`,
});
