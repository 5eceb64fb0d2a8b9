import type { RequestHandler } from 'express';
import { log } from '~/lib/log.server';
import { maxMultipartBodyBytes } from '~/lib/multipart.server';
import { BodyTooLargeError } from '~/lib/request-fields.server';
import { maxResumeBytes } from '~/modules/applications/application-limits';
import { maxImageBytes } from '~/modules/images/image-limits';
import { maxPdfBytes } from '~/modules/pdf-files/pdf-limits';
import { refuse } from './refuse';

/**
 * Request bodies are refused at the door, for every route, when their declared length is more than
 * the site could accept: JSON and url-encoded forms at most BODY_LIMIT_KB, a multipart upload at most
 * what the largest upload form can hold. The answer (413, `Connection: close`) goes out before a byte
 * of the body is read; Node then closes the connection, so the rest is never read either.
 *
 * A body of unknown length (chunked) cannot be judged here: app/lib/request-fields.server.ts and
 * app/lib/multipart.server.ts count it as it arrives. It is marked `Connection: close` so that when
 * they refuse it part-way, Node closes the connection after the answer instead of reading the rest
 * to keep the connection open. Browsers always declare their bodies' length, so this costs them nothing.
 */

/**
 * The largest multipart request any form takes: its largest file (each file form's limit lives in its
 * module; add a new one here) with every text field full.
 */
export const largestMultipartBodyBytes = maxMultipartBodyBytes({ maxFileBytes: Math.max(maxImageBytes, maxResumeBytes, maxPdfBytes) });

const uploadTooLarge = 'The file is too large to upload. Please choose a smaller one.';

export function bodyLimit(maxBodyBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      if (req.headers['transfer-encoding'] !== undefined) res.setHeader('Connection', 'close');
      return next();
    }
    const multipart = /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
    const limitBytes = multipart ? largestMultipartBodyBytes : maxBodyBytes;
    if (Number(declared) <= limitBytes) return next();

    log.warn('request body too large', { method: req.method, path: req.path, declaredBytes: Number(declared), limitBytes });
    const message = multipart ? uploadTooLarge : new BodyTooLargeError(maxBodyBytes).message;
    res.set('Connection', 'close');
    refuse(req, res, 413, message);
  };
}
