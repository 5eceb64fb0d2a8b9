import { rule } from '~/i18n/rules';
import { defaultLocale } from '~/i18n/locales';
import { sayRule } from '~/i18n/rules.server';
import { ApiError, ruleApiError } from './api.server';
import { MalformedUploadError, parseMultipartUpload, type UploadedFile, type UploadedThing } from './multipart.server';

/**
 * Reads what a form or an API client sent, whichever way it came: a multipart form (with at most
 * one file, streamed to a temporary file within its limit), a plain form, or a JSON object. Used by
 * staff forms (a photo) and public forms (a resume) alike.
 *
 * Every body that is not a multipart upload is read here, by `readLimitedBody`, and nowhere else:
 * an ESLint rule (eslint.config.js) refuses `request.json()`, `.formData()`, `.text()` and the like
 * in the rest of the code, because they hold a body of any size in memory before anything can
 * refuse it.
 */

/**
 * The body readers know no page: their refusals are said in English when thrown and carry their rule,
 * so a form says them again in its page's language (`asApiError`); the JSON API's stay English.
 */

/** 413: a JSON or form body over BODY_LIMIT_KB. */
export class BodyTooLargeError extends ApiError {
  constructor(maxBytes: number) {
    // As a string: the size as it was always written ("1024", not "1,024").
    const refusal = rule('body.tooLarge', { kilobytes: String(Math.floor(maxBytes / 1024)) });
    super(413, sayRule(refusal, defaultLocale), undefined, { rule: refusal });
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The body's bytes, at most `maxBytes` of them. A declared Content-Length over the limit is refused
 * before a byte is read (server/body-limit.ts already refuses it at the door; this covers any other
 * host); a body of unknown length (chunked) or a shorter-than-declared one is counted as it arrives and
 * refused the moment it passes the limit, so no more than the limit is ever held.
 *
 * The rest of a refused body is left unread rather than cancelled: cancelling it makes the Express
 * adapter destroy the connection, and the client would see a reset instead of the 413. The host marks
 * every body of unknown length `Connection: close` (server/body-limit.ts), so Node closes the
 * connection once the answer is out and the rest is never read.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const chunk = await reader.read().catch(() => {
      throw ruleApiError(400, 'body.cutOff');
    });
    if (chunk.done) break;
    received += chunk.value.byteLength;
    if (received > maxBytes) {
      reader.releaseLock();
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

/** A JSON body within the limit, parsed; 400 when it is not JSON. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = new TextDecoder().decode(await readLimitedBody(request, maxBytes));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw ruleApiError(400, 'body.notJson');
  }
}

/** A url-encoded form within the limit (what `<form method="post">` and React Router's `<Form>` send). */
export async function readFormBody(request: Request, maxBytes: number): Promise<URLSearchParams> {
  if (!/^application\/x-www-form-urlencoded/i.test(request.headers.get('content-type') ?? '')) {
    throw ruleApiError(415, 'body.notForm');
  }
  return new URLSearchParams(new TextDecoder().decode(await readLimitedBody(request, maxBytes)));
}

export interface RequestFields {
  /** Text fields as sent: strings from a form, any JSON value from the API. */
  fields: Record<string, unknown>;
  /** The file, when the form takes one and one was chosen. */
  file?: UploadedFile;
  /** Removes the temporary file; safe to call more than once. */
  cleanup(): Promise<void>;
}

export interface RequestFieldsOptions {
  uploadsDir: string;
  /** The largest JSON or url-encoded body, in bytes (`config.bodyLimitBytes`); a multipart form has its own limits. */
  maxBodyBytes: number;
  /** The one file field this form may carry; without it a multipart body is refused. */
  file?: { field: string; maxBytes: number; kind: UploadedThing };
}

const nothingToClean = async () => undefined;

export async function readRequestFields(request: Request, options: RequestFieldsOptions): Promise<RequestFields> {
  const contentType = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    if (!options.file) {
      throw new MalformedUploadError('body.noFileTaken');
    }
    const upload = await parseMultipartUpload(request, {
      uploadsDir: options.uploadsDir,
      maxFileBytes: options.file.maxBytes,
      fileFields: [options.file.field],
      fileKind: options.file.kind,
    });
    return { fields: { ...upload.fields }, file: upload.files[options.file.field], cleanup: upload.cleanup };
  }
  if (/^application\/json/i.test(contentType)) {
    const body = await readJsonBody(request, options.maxBodyBytes);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw ruleApiError(400, 'body.notJsonObject');
    }
    return { fields: { ...(body as Record<string, unknown>) }, cleanup: nothingToClean };
  }
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    const form = await readFormBody(request, options.maxBodyBytes);
    return { fields: Object.fromEntries(form), cleanup: nothingToClean };
  }
  if (request.method === 'DELETE' || !contentType) return { fields: {}, cleanup: nothingToClean };
  throw ruleApiError(415, 'body.notJsonOrForm');
}
