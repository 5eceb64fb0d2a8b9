import type { RequestHandler } from 'express';
import type { AppServices } from '~/web/context';
import { pdfFileToServe } from '~/modules/pdf-files/pdf-files.server';
import { FileStoreUnavailable } from '~/lib/file-store/file-store.server';
import { sendStoredFile, storeUnavailable } from './stored-files';

/**
 * `GET /uploads/documents/<key>.pdf`: a PDF the school published (DESIGN.md §9,
 * docs/decisions/0053-one-path-for-pdfs.md), only by the key of a row in `pdf_files`, so an orphan
 * or half-written file is never served. It is shown in the browser's own viewer (`inline`) under the
 * name it was uploaded with; `nosniff` and a sandboxing policy keep it from ever running as a page
 * of this site. A circular never changes under its random key and may be kept a year; a transfer
 * certificate's scan is kept by no one and indexed by no search engine.
 */
/** A name as RFC 5987 writes it in `filename*`: percent-encoded UTF-8, `'()*` included. */
function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function pdfDownloads(services: Pick<AppServices, 'database' | 'files'>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = /^\/([0-9a-f]{32})\.pdf$/.exec(req.path)?.[1];
    const notFound = () => res.status(404).type('text/plain').send('Not found');
    if (!key) return notFound();
    pdfFileToServe(services.database.db, services.files, key)
      .then(async (file) => {
        if (!file) return notFound();
        // Old browsers read `filename` (ASCII): the name without its other scripts, or "document.pdf".
        const asciiStem = file.downloadName.replace(/\.pdf$/, '').replace(/[^\x20-\x7e]+|["\\]/g, '').replace(/\s+/g, ' ').trim();
        const asciiName = `${asciiStem || 'document'}.pdf`;
        await sendStoredFile(
          res,
          file,
          {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `inline; filename="${asciiName}"; filename*=UTF-8''${rfc5987(file.downloadName)}`,
            'Content-Security-Policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; object-src 'self'",
            ...(file.visibility === 'private'
              ? { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
              : { 'Cache-Control': 'public, max-age=31536000, immutable' }),
          },
          req.method,
        );
      })
      // The database's failures go the usual way (503 too); the file store's are answered here.
      .catch((error: unknown) => (error instanceof FileStoreUnavailable ? storeUnavailable(res, error.cause) : next(error)));
  };
}
