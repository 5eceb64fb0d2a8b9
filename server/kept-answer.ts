import crypto from 'node:crypto';
import type http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import type { CachePeriod } from './render-cache';

/**
 * An answer of the render cache (server/render-cache.ts): what may be kept, how a kept answer is made
 * from what the site rendered (its headers, its script policy, its ETag, its body compressed in
 * advance), and how it is sent again (304, or the smallest encoding the client takes).
 */

/** A page as the site rendered it, and the headers the host had set before the render. */
export interface RenderedPage {
  response: Response;
  body: Buffer;
  hostHeaders: Record<string, string>;
}
/**
 * Renders the page under `at`, the content version and period the cache read and will keep the answer
 * under; undefined when the client went away before it was done (nothing to send or keep).
 */
export type RenderPage = (at: CachePeriod) => Promise<RenderedPage | undefined>;

/** What the site answered, ready to send again. */
export interface KeptAnswer {
  version: number;
  /** The school's day and the next alert boundary it was rendered before (server/render-cache.ts). */
  period: string;
  status: number;
  /** Replayed as they are: the host's security headers, the route's own, Cache-Control, Vary, ETag. */
  headers: Record<string, string>;
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  bytes: number;
}

/** For a CDN or proxy in front: fresh for a minute, then served stale while it asks again (DESIGN.md §7). */
export const sharedCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Below this a body is sent as it is: compression would cost more than it saves. */
const compressFrom = 1024;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Headers that belong to one transfer, never to a kept answer. */
const transferHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'x-cache']);

/** A 200 that sets no cookie and says nothing against being kept. */
export function mayKeep(response: Response): boolean {
  if (response.status !== 200 || response.headers.has('set-cookie')) return false;
  const control = response.headers.get('cache-control') ?? '';
  return !/\b(private|no-store|no-cache)\b/i.test(control);
}

export async function keptAnswer(
  { response, body, hostHeaders }: RenderedPage,
  { version, period }: { version: number; period: string },
  policyFor: (html: string) => string,
): Promise<KeptAnswer> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(hostHeaders)) if (!transferHeaders.has(name)) headers[name] = value;
  for (const [name, value] of response.headers) if (!transferHeaders.has(name)) headers[name] = value;
  if ((headers['content-type'] ?? '').startsWith('text/html')) headers['content-security-policy'] = policyFor(body.toString('utf8'));
  else keepOnlyDataHeaders(headers);
  // A route's own public rule (the sitemap's hour) stands; everything else gets the site's.
  if (!headers['cache-control']) headers['cache-control'] = sharedCacheControl;
  headers.vary = 'Accept-Encoding';
  const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  const [gzipped, brotlied] =
    body.length >= compressFrom
      ? await Promise.all([
          gzip(body, { level: 9 }),
          brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        ])
      : [undefined, undefined];
  const bytes = body.length + (gzipped?.length ?? 0) + (brotlied?.length ?? 0) + 2048;
  return { version, period, status: response.status, headers, etag, identity: body, gzip: gzipped, br: brotlied, bytes };
}

/**
 * A kept answer that is data (JSON, single-fetch data, XML, text), never a document: the headers that
 * only mean something to a page a browser shows (framing, referrer, DNS prefetch, the page's script
 * policy) are dropped, and its policy allows nothing at all. They were seven times the size of a short
 * JSON list's other headers, and every client of the API parsed them on every answer.
 */
const dataHeaders = new Set(['content-type', 'cache-control', 'vary', 'x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security', 'x-remix-response', 'allow']);
export const dataPolicy = "default-src 'none'; frame-ancestors 'none'";

function keepOnlyDataHeaders(headers: Record<string, string>): void {
  for (const name of Object.keys(headers)) if (!dataHeaders.has(name)) delete headers[name];
  headers['content-security-policy'] = dataPolicy;
}

/** An answer that is not kept, sent once as the site rendered it (its inline scripts allowed by hash). */
export function sendAsRendered({ response, body }: RenderedPage, res: http.ServerResponse, policyFor: (html: string) => string): void {
  if (res.headersSent) return;
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    if (!transferHeaders.has(name)) res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) res.setHeader('content-security-policy', policyFor(body.toString('utf8')));
  res.setHeader('x-cache', 'miss');
  res.end(body);
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

/** Sends a kept answer: 304 when the client has it, else the smallest encoding the client takes. */
export function send(answer: KeptAnswer, req: http.IncomingMessage, res: http.ServerResponse, cache: 'hit' | 'miss'): void {
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) {
    res.writeHead(304, {
      etag: answer.etag,
      'cache-control': answer.headers['cache-control'],
      vary: answer.headers.vary,
      'x-cache': cache,
    });
    res.end();
    return;
  }
  const offered = ['br', 'gzip'].filter((encoding) => answer[encoding as 'br' | 'gzip']);
  const encoding = offered.length > 0 ? new Negotiator(req).encoding([...offered, 'identity']) : 'identity';
  const body = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : undefined;
  const headers: Record<string, string | number> = { ...answer.headers, etag: answer.etag, 'x-cache': cache };
  if (body) headers['content-encoding'] = encoding as string;
  const sent = body ?? answer.identity;
  headers['content-length'] = sent.length;
  res.writeHead(answer.status, headers);
  res.end(req.method === 'HEAD' ? undefined : sent);
}
