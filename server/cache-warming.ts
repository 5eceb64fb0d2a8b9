import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicPagePaths } from '~/content/public-pages';
import { localePath, locales } from '~/i18n/locales';
import { describeError, log } from '~/lib/log.server';
import { unloggedRequests } from './request-guards';

/**
 * Drawing public pages before visitors ask for them (docs/decisions/0078-cache-warming.md). A page's
 * first render under load is what a visitor waits longest for: the render cache answers a kept page
 * in a few milliseconds while fifty connections load the site, but the first render of another page
 * in that wave took 100–260 ms (issue 13's probe). Two moments make every page a first render:
 * - a start (a deploy, a worker replaced): the fixed public pages in every language are drawn;
 * - a staff change (results published, an urgent notice): the pages kept under the old content
 *   version, most recently read first, are drawn again.
 *
 * One page at a time, each asked of this very process over a loopback port of its own, through the
 * same handler as a visitor's request (no cookies, so only what any visitor could be given is kept).
 * A pass waits until the content has been quiet for `quietMs`, so a clerk saving ten notices in a row
 * costs one pass, not ten; a change during a pass adds its pages to the same pass.
 */

export interface CacheWarmerOptions {
  /** Asks this process for one address as a visitor would; resolves once the answer has been read. */
  ask: (url: string) => Promise<void>;
  /** How long the content must stay unchanged before a pass starts. */
  quietMs: number;
  /** At most this many addresses wait at once; the most recently read come first. */
  maxPages: number;
  /** Told after each pass (the log line). */
  onPass?: (pass: WarmingPass) => void;
}

export interface WarmingPass {
  pages: number;
  failed: number;
  ms: number;
}

export class CacheWarmer {
  private readonly waiting: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: CacheWarmerOptions) {}

  /** Adds addresses to draw (first in the list, first drawn) and starts a pass once the content is quiet. */
  warmSoon(urls: readonly string[]): void {
    if (this.stopped) return;
    // Named again: it moves to the front.
    const kept = this.waiting.filter((url) => !urls.includes(url));
    this.waiting.splice(0, this.waiting.length, ...new Set(urls), ...kept);
    this.waiting.splice(this.options.maxPages);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running ??= this.pass().finally(() => (this.running = undefined));
    }, this.options.quietMs);
    this.timer.unref();
  }

  /** Resolves once nothing waits and no pass runs (the tests, and a stop). */
  async settled(): Promise<void> {
    while (this.running || this.timer) {
      // A pass is due after the quiet time: wait for it to begin, then for it to end.
      if (!this.running) await new Promise((resolve) => setTimeout(resolve, this.options.quietMs));
      else await this.running;
    }
  }

  /** No new pass; a pass under way ends after the page it is drawing. */
  stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting.length = 0;
    return this.running ?? Promise.resolve();
  }

  private async pass(): Promise<void> {
    const started = performance.now();
    let pages = 0;
    let failed = 0;
    for (let url = this.waiting.shift(); url !== undefined && !this.stopped; url = this.waiting.shift()) {
      pages += 1;
      await this.options.ask(url).catch(() => (failed += 1));
    }
    if (pages > 0) this.options.onPass?.({ pages, failed, ms: Math.round(performance.now() - started) });
  }
}

/**
 * A loopback port for this process alone, served by `handler` (the site's own): with several workers
 * the site's port belongs to all of them, and a request to it could reach another worker's memory.
 * `ask` gets an address from it, as a visitor without cookies would, and reads the answer to its end.
 * Only such a request passes (a GET with no cookie and no credentials): the port is not logged request
 * by request, so it must be no way in for anything that signs in or changes something.
 */
export async function ownLoopback(
  handler: http.RequestListener,
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): Promise<{ ask: (url: string) => Promise<void>; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.headers.cookie === undefined && req.headers.authorization === undefined) return handler(req, res);
    res.writeHead(403, { 'content-type': 'text/plain', connection: 'close' }).end('Only the site asks here.');
  });
  // Exclusive: a cluster worker's listen would otherwise share the handle with the other workers.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: 0, exclusive: true }, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ask = (url: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: url, agent, headers: { accept: 'text/html,application/json;q=0.9,*/*;q=0.8', 'user-agent': 'school-site cache warming' } }, (res) => {
        res.on('error', reject);
        res.on('end', () => (res.statusCode && res.statusCode < 500 ? resolve() : reject(new Error(`${url} answered ${res.statusCode}`))));
        res.resume();
      });
      request.on('error', reject);
      // A page that never finishes must not hold up the pass (and a stop) behind it.
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`${url} took longer than ${timeoutMs} ms`)));
    });
  const close = () =>
    new Promise<void>((resolve) => {
      agent.destroy();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { ask, close };
}

/** What a start draws before anyone asks: every fixed public page, in every language. */
const pagesToDrawAtStart = locales.flatMap((locale) => publicPagePaths.map((path) => localePath(locale, path)));

export interface Warming {
  atStart(): void;
  /** The pages a new content version dropped (the render cache's `onNewVersion`). */
  afterChange(dropped: string[]): void;
  stop(): Promise<void>;
}

/**
 * A process's warming (server/app.ts): a loopback port of its own served by `handle`, the site's
 * handler, and a warmer that asks it. Undefined when no loopback port opens: the site serves without.
 */
export async function startWarming(handle: http.RequestListener): Promise<Warming | undefined> {
  const loopback = await ownLoopback((req, res) => {
    unloggedRequests.add(req);
    handle(req, res);
  }).catch((error: unknown) => {
    log.warn('pages are not drawn ahead: no loopback port', describeError(error));
    return undefined;
  });
  if (!loopback) return undefined;
  const warmer = new CacheWarmer({
    ask: loopback.ask,
    quietMs: 2_000,
    maxPages: 200,
    onPass: (pass) => log.info('render cache warmed', { ...pass }),
  });
  return {
    atStart: () => warmer.warmSoon(pagesToDrawAtStart),
    afterChange: (dropped) => warmer.warmSoon(dropped),
    stop: () => warmer.stop().then(loopback.close),
  };
}
