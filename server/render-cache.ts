import type http from 'node:http';
import { keptAnswer, mayKeep, send, sendAsRendered, type KeptAnswer, type RenderPage } from './kept-answer';

/**
 * The render cache (DESIGN.md §7): anonymous GETs of public pages, their `.data`, the public JSON
 * and the sitemap are rendered once and then served from memory, compressed in advance, at close to
 * the speed of static files.
 *
 * What keeps it correct:
 * - Only a request with none of the site's own cookies (staff session, flash message) is a candidate,
 *   and the render it triggers gets no cookies at all, so a kept page cannot depend on who asked.
 * - An answer is kept only when it is a 200 that sets no cookie and does not say private/no-store
 *   (every staff answer says no-store: the staff gates set it).
 * - Each kept answer carries the content version it was rendered under and its period: the school's
 *   day and the next alert boundary still ahead. It is served only while both are current. The version
 *   lives in the shared database and every staff change raises it before its answer leaves, so every
 *   app server stops serving older pages at once; the day makes date-bound content (upcoming events)
 *   turn over at midnight, and the boundary makes an alert appear at its start and go at its end,
 *   without a write. The boundaries are read once per version, so a kept answer costs no extra read.
 * - Kept pages allow their inline scripts by hash (the render has no nonce to leak to others).
 * - Memory is bounded by bytes and entries (least recently used goes first).
 */

export interface RenderCacheOptions {
  maxBytes: number;
  maxEntries: number;
  /**
   * The current content version, from a read that began after the caller asked (server/fresh-read.ts).
   * A synchronous answer (SQLite, a file on this machine) lets a kept page go out in the same turn of
   * the event loop, which keeps a wave of them from delaying everything else.
   */
  readVersion: () => number | Promise<number>;
  /** The school's calendar day now, "YYYY-MM-DD". */
  today: () => string;
  /**
   * The instants (ms) after now at which public pages change by themselves (alerts' starts and ends),
   * read again whenever the content version changes; synchronous on SQLite, like `readVersion`.
   */
  readBoundaries?: () => number[] | Promise<number[]>;
  /** The clock the boundaries are compared with (tests move it). */
  now?: () => number;
  /** Whether a request's cookies make it someone's own (a staff session, a flash message). */
  isPersonal: (cookieHeader: string) => boolean;
  /** Paths never kept whatever they answer (the dashboard). */
  neverKept: (path: string) => boolean;
  /** The Content-Security-Policy of a kept page, given its inline scripts' hash sources. */
  policyFor: (html: string) => string;
  /**
   * Told when a new content version drops what was kept under an older one, with those addresses,
   * the most recently served first: what visitors were reading, to draw again before they ask
   * (server/cache-warming.ts).
   */
  onNewVersion?: (dropped: string[]) => void;
}

/** What a kept answer must match to be served: the content version, and the period (day and next alert boundary). */
export interface CachePeriod {
  version: number;
  period: string;
}

export interface RenderCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  kept: number;
  evicted: number;
}

export class RenderCache {
  readonly enabled: boolean;
  private readonly answers = new Map<string, KeptAnswer>();
  /** Renders under way, by version, period and address: a crowd asking for one page waits for one render. */
  private readonly rendering = new Map<string, Promise<KeptAnswer | undefined>>();
  private bytes = 0;
  private lastVersion: number | undefined;
  /** The boundaries read under a version, and how many of them have passed. */
  private boundaries: { version: number; instants: number[]; passed: number } | undefined;
  private boundariesRead: { version: number; read: Promise<void> } | undefined;
  private readonly counts = { hits: 0, misses: 0, kept: 0, evicted: 0 };

  constructor(private readonly options: RenderCacheOptions) {
    this.enabled = options.maxBytes > 0 && options.maxEntries > 0;
  }

  stats(): RenderCacheStats {
    return { entries: this.answers.size, bytes: this.bytes, ...this.counts };
  }

  /** Whether the cache may answer this request, or keep what the site answers to it. */
  isCandidate(method: string | undefined, url: string, cookieHeader: string | undefined): boolean {
    if (!this.enabled || (method !== 'GET' && method !== 'HEAD')) return false;
    if (cookieHeader && this.options.isPersonal(cookieHeader)) return false;
    return !this.options.neverKept(pathOf(url));
  }

  /**
   * Answers from memory when it can: false at once when nothing is kept for this address, so the
   * request goes on to the site without waiting for the database.
   */
  serve(req: http.IncomingMessage, res: http.ServerResponse): boolean | Promise<boolean> {
    const url = req.url ?? '/';
    if (!this.isCandidate(req.method, url, req.headers.cookie) || !this.answers.has(url)) return false;
    const serveAt = ({ version, period }: CachePeriod): boolean => {
      const answer = this.answers.get(url);
      if (!answer || answer.version !== version || answer.period !== period) return false;
      // Least recently used goes first: a served answer moves to the back.
      this.answers.delete(url);
      this.answers.set(url, answer);
      this.counts.hits += 1;
      send(answer, req, res, 'hit');
      return true;
    };
    let current: ReturnType<RenderCache['current']>;
    try {
      current = this.current();
    } catch {
      // The database did not answer: the site will say so itself (503).
      return false;
    }
    if (!(current instanceof Promise)) return serveAt(current);
    return current.then(serveAt, () => false);
  }

  /** The current version and period; a new version drops everything kept under older ones. */
  current(): CachePeriod | Promise<CachePeriod> {
    const version = this.options.readVersion();
    return typeof version === 'number' ? this.at(version) : version.then((read) => this.at(read));
  }

  private at(version: number): CachePeriod | Promise<CachePeriod> {
    if (version !== this.lastVersion) {
      this.lastVersion = version;
      const dropped: string[] = [];
      for (const [url, answer] of this.answers) {
        if (answer.version === version) continue;
        this.remove(url, answer);
        dropped.push(url);
      }
      // The map runs from least to most recently served.
      if (dropped.length > 0) this.options.onNewVersion?.(dropped.reverse());
    }
    const reading = this.boundariesFor(version);
    return reading ? reading.then(() => this.periodOf(version)) : this.periodOf(version);
  }

  /**
   * Reads the boundaries when they were read under another version: at once on SQLite (nothing to
   * wait for), or once for everyone asking under this version on PostgreSQL. A failed read is tried
   * again by the next request, and its caller answers without the cache meanwhile.
   */
  private boundariesFor(version: number): Promise<void> | undefined {
    const { readBoundaries } = this.options;
    if (!readBoundaries || this.boundaries?.version === version) return undefined;
    if (this.boundariesRead?.version === version) return this.boundariesRead.read;
    const instants = readBoundaries();
    if (Array.isArray(instants)) {
      this.boundaries = { version, instants, passed: 0 };
      return undefined;
    }
    const read = instants.then(
      (list) => {
        if (!this.boundaries || this.boundaries.version < version) this.boundaries = { version, instants: list, passed: 0 };
      },
      (error: unknown) => {
        if (this.boundariesRead?.read === read) this.boundariesRead = undefined;
        throw error;
      },
    );
    this.boundariesRead = { version, read };
    return read;
  }

  /** The day, and the next boundary still ahead (none once every one has passed). */
  private periodOf(version: number): CachePeriod {
    const day = this.options.today();
    const boundaries = this.boundaries;
    if (!boundaries) return { version, period: day };
    const now = (this.options.now ?? Date.now)();
    const { instants } = boundaries;
    while (boundaries.passed < instants.length && instants[boundaries.passed]! <= now) boundaries.passed += 1;
    // A clock set back (by hand, or by a test) finds the boundaries it has not yet passed again.
    while (boundaries.passed > 0 && instants[boundaries.passed - 1]! > now) boundaries.passed -= 1;
    return { version, period: `${day}|${instants[boundaries.passed] ?? 'none'}` };
  }

  /**
   * Answers a candidate GET that was not served from memory: the page is rendered once per address,
   * version and period however many ask at the same moment, then kept when it may be. An answer that may
   * not be kept (a 404, a redirect, one that sets a cookie) goes only to the request that caused it.
   * When the version cannot be read, `withoutCache` answers instead.
   */
  async renderAndServe(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    { url, renderPage, withoutCache }: { url: string; renderPage: RenderPage; withoutCache: () => void },
  ): Promise<void> {
    let current: CachePeriod;
    try {
      current = await this.current();
    } catch {
      // The database did not answer: the site renders the page as it would without a cache (a 503).
      return withoutCache();
    }
    const key = `${current.version}|${current.period}|${url}`;
    const shared = this.rendering.get(key);
    if (shared) {
      // It only ever resolves: to the kept answer, or to nothing when the page may not be shared.
      const answer = await shared;
      if (answer) return send(answer, req, res, 'miss');
    }
    let settle: (answer: KeptAnswer | undefined) => void = () => undefined;
    if (!shared) this.rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let answer: KeptAnswer | undefined;
    try {
      this.counts.misses += 1;
      const page = await renderPage(current);
      if (!page) {
        res.destroy();
        return;
      }
      if (mayKeep(page.response)) {
        answer = await keptAnswer(page, current, this.options.policyFor);
        this.keep(url, answer);
        send(answer, req, res, 'miss');
      } else {
        sendAsRendered(page, res, this.options.policyFor);
      }
    } finally {
      settle(answer);
      if (!shared) this.rendering.delete(key);
    }
  }

  private keep(url: string, answer: KeptAnswer): void {
    // Rendered under a version that has since been replaced: already stale.
    if (this.lastVersion !== undefined && answer.version < this.lastVersion) return;
    if (answer.bytes > this.options.maxBytes / 4) return;
    const old = this.answers.get(url);
    if (old) this.remove(url, old);
    this.answers.set(url, answer);
    this.bytes += answer.bytes;
    this.counts.kept += 1;
    for (const [oldest, candidate] of this.answers) {
      if (this.bytes <= this.options.maxBytes && this.answers.size <= this.options.maxEntries) break;
      this.remove(oldest, candidate);
      this.counts.evicted += 1;
    }
  }

  private remove(url: string, answer: KeptAnswer): void {
    if (this.answers.get(url) !== answer) return;
    this.answers.delete(url);
    this.bytes -= answer.bytes;
  }
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
