import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Catalogue } from '~/i18n/catalogue';
import { defaultLocale } from '~/i18n/locales';
import { rule, type RuleMessage } from '~/i18n/rules';
import { sayFields, sayRule } from '~/i18n/rules.server';
import { ApiError } from './api.server';
import { formatMegabytes } from './file-size';
import { discardRest } from './lingering-close.server';

/**
 * Reads a `multipart/form-data` request (a form with a file) without holding it in memory: text
 * fields are collected within limits, and each allowed file is streamed to a temporary file in
 * `<uploads>/tmp/` (the same file system as the final place) while its bytes are counted. The moment
 * a limit is passed, or the body turns out malformed, or the client goes away, writing stops, every
 * temporary file is removed (a failed upload leaves nothing) and the error is thrown so the answer
 * can go out; the rest of the body is then thrown away unread, or cut off if it is large.
 * See docs/decisions/0020-streamed-uploads.md.
 */

/**
 * A refused upload, with the status and a message a person understands (the catalogue's `rules.upload`,
 * said in English, and again in the page's language by `asApiError`: the reader knows no page).
 * Subclasses ApiError so `handleApi` answers it.
 */

/** What the refusal of a file too large calls it ("The photo is larger than 10 MB"). */
export type UploadedThing = keyof Catalogue['rules']['upload']['things'];

export class UploadError extends ApiError {
  constructor(status: 400 | 413, message: RuleMessage, fields?: Readonly<Record<string, RuleMessage>>) {
    super(status, sayRule(message, defaultLocale), fields && sayFields(fields, defaultLocale), { rule: message, fields });
    this.name = 'UploadError';
  }
}

/** 413: a file, a text field, the number of fields or the whole body is over its limit. */
export class UploadTooLargeError extends UploadError {
  constructor(message: RuleMessage, fields?: Readonly<Record<string, RuleMessage>>) {
    super(413, message, fields);
    this.name = 'UploadTooLargeError';
  }
}

/** 400: not a multipart form, a broken body, an unexpected file, or a client that stopped sending. */
export class MalformedUploadError extends UploadError {
  constructor(message: RuleMessage) {
    super(400, message);
    this.name = 'MalformedUploadError';
  }
}

export interface MultipartOptions {
  uploadsDir: string;
  /** The largest file accepted, in bytes, for each file field. */
  maxFileBytes: number;
  /** Names of the fields that may carry a file (at most one file each); a file in any other field is refused. */
  fileFields: readonly string[];
  /** How many text fields at most (default 50). */
  maxFields?: number;
  /** The longest text field, in bytes (default 64 KB). */
  maxFieldBytes?: number;
  /** The word for the file in messages: 'photo' gives 'The photo is larger than 10 MB…' (default 'file'); the caller's English. */
  fileKind?: UploadedThing;
  /**
   * After a refusal, the rest of a request up to this many bytes in all (default twice the most a
   * valid request can be) is read and thrown away, for at most a minute, so the browser receives the
   * 413 or 400 answer instead of a reset connection. A longer request is cut off at once. 0: always cut off.
   */
  discardLimitBytes?: number;
}

export interface UploadedFile {
  /** The temporary file; move or read it, then call `cleanup()`. */
  path: string;
  size: number;
  /** The name on the sender's device (never used as a path). */
  originalName: string;
  /** The Content-Type the browser claimed: a hint only, never trusted. */
  declaredType: string;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
  /** Removes the temporary files; safe to call more than once. */
  cleanup(): Promise<void>;
}

/**
 * The most text fields a multipart form may send: the largest form, the settings screen, sends 54
 * (its fields, their Hindi twins, and the board's and the RTE portal's, decision 0056), with room.
 */
const defaultMaxFields = 60;
const defaultMaxFieldBytes = 64 * 1024;
/** Room for boundaries and part headers on top of the fields and files. */
const envelopeBytes = 64 * 1024;

/**
 * The most a valid multipart request can be: its files at their limit, every text field at its
 * limit, and the envelope. More than this is refused unread (here, and at the door by
 * server/body-limit.ts).
 */
export function maxMultipartBodyBytes({
  maxFileBytes,
  fileCount = 1,
  maxFields = defaultMaxFields,
  maxFieldBytes = defaultMaxFieldBytes,
}: {
  maxFileBytes: number;
  fileCount?: number;
  maxFields?: number;
  maxFieldBytes?: number;
}): number {
  return fileCount * maxFileBytes + maxFields * maxFieldBytes + envelopeBytes;
}

export function uploadTempDir(uploadsDir: string): string {
  return path.join(uploadsDir, 'tmp');
}

export async function parseMultipartUpload(request: Request, options: MultipartOptions): Promise<MultipartUpload> {
  const { uploadsDir, maxFileBytes, fileFields } = options;
  const maxFields = options.maxFields ?? defaultMaxFields;
  const maxFieldBytes = options.maxFieldBytes ?? defaultMaxFieldBytes;
  const maxBodyBytes = maxMultipartBodyBytes({ maxFileBytes, fileCount: fileFields.length, maxFields, maxFieldBytes });
  const discardLimitBytes = options.discardLimitBytes ?? 2 * maxBodyBytes;
  const fileTooLarge = (field: string | undefined) => {
    const message = rule('upload.fileTooLarge', { file: { rule: `upload.things.${options.fileKind ?? 'file'}` }, size: formatMegabytes(maxFileBytes) });
    return new UploadTooLargeError(message, field ? { [field]: message } : undefined);
  };
  // More bytes than the fields and files can fill: a file is over its limit.
  const bodyTooLarge = () => fileTooLarge(fileFields.length === 1 ? fileFields[0] : undefined);

  const contentType = request.headers.get('content-type') ?? '';
  const body = request.body;
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !body) {
    if (body) discardRest(body.getReader(), 0, discardLimitBytes);
    throw new MalformedUploadError('upload.notMultipart');
  }
  const declaredLength = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declaredLength > maxBodyBytes) {
    discardRest(body.getReader(), 0, declaredLength > discardLimitBytes ? 0 : discardLimitBytes);
    throw bodyTooLarge();
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fields: maxFields, fieldSize: maxFieldBytes, files: fileFields.length, parts: maxFields + fileFields.length },
    });
  } catch {
    discardRest(body.getReader(), 0, discardLimitBytes);
    throw new MalformedUploadError('upload.unreadable');
  }

  const tempDir = uploadTempDir(uploadsDir);
  await fsp.mkdir(tempDir, { recursive: true });

  // Null prototypes: a field named "__proto__" is just a field.
  const fields: Record<string, string> = Object.create(null);
  const files: Record<string, UploadedFile> = Object.create(null);
  const tempPaths = new Set<string>();
  const writes: Promise<unknown>[] = [];
  const cleanup = async () => {
    await Promise.all([...tempPaths].map((p) => fsp.rm(p, { force: true })));
  };

  // The first failure wins; everything after it is a consequence.
  let failure: Error | undefined;
  let rejectFailed!: (error: Error) => void;
  const failed = new Promise<never>((_, reject) => (rejectFailed = reject));
  failed.catch(() => undefined);
  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    rejectFailed(error);
  };

  parser.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) {
      fail(new UploadTooLargeError('upload.textTooLong'));
      return;
    }
    fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    // The part's own stream fails with our limit error, a disk error (with a code), or busboy's
    // "Unexpected end of file" when the body stops inside the file.
    stream.on('error', (error: NodeJS.ErrnoException) => {
      fail(error instanceof UploadError || error.code ? error : new MalformedUploadError('upload.cutOff'));
    });
    if (failure) {
      stream.resume();
      return;
    }
    if (!fileFields.includes(name) || name in files) {
      fail(new MalformedUploadError('upload.unexpectedFile'));
      stream.resume();
      return;
    }
    const entry: UploadedFile = {
      path: path.join(tempDir, `upload-${crypto.randomBytes(16).toString('hex')}`),
      size: 0,
      originalName: info.filename ?? '',
      declaredType: info.mimeType,
    };
    tempPaths.add(entry.path);
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        entry.size += chunk.length;
        if (entry.size > maxFileBytes) callback(fileTooLarge(name));
        else callback(null, chunk);
      },
    });
    const out = fs.createWriteStream(entry.path, { flags: 'wx', mode: 0o600 });
    files[name] = entry;
    // Settled only once the file is closed: removing it earlier could race a late open.
    const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
    writes.push(
      Promise.all([
        pipeline(stream, counter, out).catch((error: Error) => {
          fail(error);
        }),
        closed,
      ]),
    );
  });
  parser.on('fieldsLimit', () => fail(new UploadTooLargeError('upload.tooManyFields')));
  parser.on('partsLimit', () => fail(new UploadTooLargeError('upload.tooManyFields')));
  parser.on('filesLimit', () => fail(new MalformedUploadError('upload.tooManyFiles')));
  parser.on('error', () => fail(new MalformedUploadError('upload.unreadable')));
  const parsed = new Promise<void>((resolve) => parser.once('close', resolve));

  const reader = body.getReader();
  let received = 0;
  try {
    for (;;) {
      const chunk = await Promise.race([
        reader.read().catch(() => {
          throw new MalformedUploadError('upload.interrupted');
        }),
        failed,
      ]);
      if (chunk.done) break;
      received += chunk.value.byteLength;
      if (received > maxBodyBytes) {
        throw bodyTooLarge();
      }
      if (!parser.write(Buffer.from(chunk.value.buffer, chunk.value.byteOffset, chunk.value.byteLength))) {
        await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), failed]);
      }
    }
    parser.end();
    await Promise.race([parsed, failed]);
    await Promise.race([Promise.all(writes), failed]);
    if (failure) throw failure;
  } catch (error) {
    fail(error instanceof Error ? error : new Error(String(error)));
    parser.destroy();
    discardRest(reader, received, discardLimitBytes);
    await Promise.allSettled(writes);
    await cleanup();
    throw failure;
  }

  // An empty file input (no file chosen) arrives as a nameless, empty part: it is "no file".
  for (const [name, file] of Object.entries(files)) {
    if (file.size === 0 && file.originalName === '') {
      delete files[name];
      tempPaths.delete(file.path);
      await fsp.rm(file.path, { force: true });
    }
  }
  return { fields, files, cleanup };
}
