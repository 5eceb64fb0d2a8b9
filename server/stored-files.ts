import { pipeline } from 'node:stream/promises';
import type { RequestHandler, Response } from 'express';
import type { StoredFileRead } from '~/lib/file-store/file-store.server';
import { describeError, log } from '~/lib/log.server';
import { variantFileName } from '~/modules/images/images.server';
import type { AppServices } from '~/web/context';

/**
 * Sends a file from the file store (a folder or a bucket, DESIGN.md §10) as the answer: the
 * headers given, its length, and its bytes streamed (never whole in memory). A HEAD gets the headers
 * alone. A store that fails mid-way cuts the answer, which the client sees as incomplete.
 */
export async function sendStoredFile(res: Response, file: StoredFileRead, headers: Record<string, string>, method: string): Promise<void> {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (method === 'HEAD') {
    file.body.destroy();
    res.end();
    return;
  }
  try {
    await pipeline(file.body, res);
  } catch (error) {
    // A visitor who leaves mid-download is not a failure worth more than a line.
    if (!res.writableFinished) log.warn('stored file not sent whole', describeError(error));
  }
}

/**
 * A store that cannot be reached (a bucket down) is a passing outage, not a fault of the request:
 * 503 with Retry-After, as for the database, so a proxy or browser tries again.
 */
export function storeUnavailable(res: Response, error: unknown): void {
  log.warn('stored file unavailable', describeError(error));
  if (res.headersSent) return void res.destroy();
  res.status(503).setHeader('Retry-After', '30');
  res.type('text/plain').send('Not available just now: try again in a minute.');
}

/**
 * `GET /uploads/images/<key>-<width>.webp`: an image variant, from whichever store holds it. Through
 * the app rather than from the bucket's own address (decision 0069), so every store serves the same
 * address under the site's own policy, and a bucket never needs to be public. A variant never changes
 * under its random name: a year's `immutable` caching, and `304` for a browser that already has it.
 */
export function imageDownloads(services: Pick<AppServices, 'files'>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = /^\/([0-9a-f]{32})-(\d{1,4})\.webp$/.exec(req.path);
    const notFound = () => res.status(404).type('text/plain').send('Not found');
    if (!match) return notFound();
    const etag = `"${match[1]}-${match[2]}"`;
    const headers = { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag };
    if (req.headers['if-none-match'] === etag) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      return void res.status(304).end();
    }
    services.files
      .read(variantFileName(match[1]!, Number(match[2])))
      .then(async (file) => {
        if (file) await sendStoredFile(res, file, headers, req.method);
        else notFound();
      })
      .catch((error: unknown) => storeUnavailable(res, error));
  };
}
