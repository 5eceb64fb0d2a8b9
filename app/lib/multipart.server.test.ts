import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, handleApi } from './api.server';
import {
  MalformedUploadError,
  parseMultipartUpload,
  UploadTooLargeError,
  uploadTempDir,
  type MultipartOptions,
} from './multipart.server';

const url = 'http://localhost/dashboard/uploadimage';

function formRequest(form: FormData): Request {
  return new Request(url, { method: 'POST', body: form });
}

const boundary = '----test-boundary-7d3f';

/** A multipart body sent in chunks as a slow phone would, with hooks to watch how much was read. */
function streamedUpload(
  fileBytes: number,
  {
    chunkBytes = 64 * 1024,
    failAfterBytes,
    endAfterBytes,
    holdAfterBytes,
    headers = {},
  }: {
    chunkBytes?: number;
    failAfterBytes?: number;
    endAfterBytes?: number;
    holdAfterBytes?: number;
    headers?: Record<string, string>;
  } = {},
) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nSports day\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const watch = { sentFileBytes: 0, cancelled: false, done: false };
  let headSent = false;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // highWaterMark 0: a chunk is produced only when the reader asks for it.
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (holdAfterBytes !== undefined && watch.sentFileBytes >= holdAfterBytes) await held;
        if (!headSent) {
          headSent = true;
          controller.enqueue(head);
          return;
        }
        if (failAfterBytes !== undefined && watch.sentFileBytes >= failAfterBytes) {
          controller.error(new Error('the phone lost its connection'));
          return;
        }
        if (endAfterBytes !== undefined && watch.sentFileBytes >= endAfterBytes) {
          controller.close();
          return;
        }
        if (watch.sentFileBytes >= fileBytes) {
          controller.enqueue(tail);
          controller.close();
          watch.done = true;
          return;
        }
        const size = Math.min(chunkBytes, fileBytes - watch.sentFileBytes);
        watch.sentFileBytes += size;
        controller.enqueue(new Uint8Array(size).fill(0x41));
      },
      cancel() {
        watch.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, watch, release };
}

describe('parseMultipartUpload', () => {
  let uploads: string;
  let options: MultipartOptions;

  beforeEach(() => {
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'school-uploads-'));
    options = { uploadsDir: uploads, maxFileBytes: 1024 * 1024, fileFields: ['photo'], fileKind: 'photo' };
  });
  afterEach(() => {
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  const leftInTmp = () => (fs.existsSync(uploadTempDir(uploads)) ? fs.readdirSync(uploadTempDir(uploads)) : []);

  it('collects the text fields and streams the file to a temporary file of the right size', async () => {
    const photo = crypto.randomBytes(300_000);
    const form = new FormData();
    form.append('title', 'Annual day');
    form.append('description', 'Songs, a play and prizes — वार्षिक उत्सव');
    form.append('photo', new File([photo], 'मंच.jpg', { type: 'image/jpeg' }));

    const upload = await parseMultipartUpload(formRequest(form), options);
    expect({ ...upload.fields }).toEqual({ title: 'Annual day', description: 'Songs, a play and prizes — वार्षिक उत्सव' });
    const file = upload.files.photo;
    expect(file).toMatchObject({ size: photo.length, originalName: 'मंच.jpg', declaredType: 'image/jpeg' });
    expect(path.dirname(file.path)).toBe(uploadTempDir(uploads));
    expect(path.basename(file.path)).toMatch(/^upload-[0-9a-f]{32}$/);
    expect(fs.readFileSync(file.path).equals(photo)).toBe(true);

    await upload.cleanup();
    await upload.cleanup();
    expect(leftInTmp()).toEqual([]);
  });

  it('treats an empty file input as no file', async () => {
    const form = new FormData();
    form.append('title', 'No photo this time');
    form.append('photo', new File([], ''));
    const upload = await parseMultipartUpload(formRequest(form), options);
    expect(upload.files.photo).toBeUndefined();
    expect(upload.fields.title).toBe('No photo this time');
    expect(leftInTmp()).toEqual([]);
  });

  it('keeps a field named __proto__ as a plain field', async () => {
    const form = new FormData();
    form.append('__proto__', 'x');
    const upload = await parseMultipartUpload(formRequest(form), options);
    expect(Object.getPrototypeOf(upload.fields)).toBe(null);
    expect(upload.fields['__proto__']).toBe('x');
  });

  it('answers 413 for a file over the limit, with a message a person understands, and keeps nothing', async () => {
    const form = new FormData();
    form.append('title', 'Too big');
    form.append('photo', new File([crypto.randomBytes(1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    const error = await parseMultipartUpload(formRequest(form), options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadTooLargeError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      message: 'The photo is larger than 1 MB. Please choose a smaller one.',
      fields: { photo: 'The photo is larger than 1 MB. Please choose a smaller one.' },
    });
    expect(leftInTmp()).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const form = new FormData();
    form.append('photo', new File([crypto.randomBytes(1024 * 1024)], 'exact.jpg'));
    const upload = await parseMultipartUpload(formRequest(form), options);
    expect(upload.files.photo.size).toBe(1024 * 1024);
    await upload.cleanup();
  });

  it('stops writing the moment a file passes the limit, then reads the rest unstored so the answer reaches the browser', async () => {
    // The phone stalls after 1.5 MB: the answer must not wait for the rest.
    const { request, watch, release } = streamedUpload(3 * 1024 * 1024, { holdAfterBytes: 1.5 * 1024 * 1024 });
    const error = await parseMultipartUpload(request, options).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, message: 'The photo is larger than 1 MB. Please choose a smaller one.' });
    expect(leftInTmp()).toEqual([]);
    // The rest is read and thrown away, so the host can answer on a healthy connection.
    release();
    await vi.waitFor(() => expect(watch.done).toBe(true));
    expect(watch.cancelled).toBe(false);
    expect(leftInTmp()).toEqual([]);
  });

  it('cuts off a body far over the limit instead of reading it', async () => {
    // 50 MB on the way; the limit is 1 MB, and at most about 8.5 MB is read in all.
    const { request, watch } = streamedUpload(50 * 1024 * 1024);
    await expect(parseMultipartUpload(request, options)).rejects.toMatchObject({ status: 413 });
    await vi.waitFor(() => expect(watch.cancelled).toBe(true));
    expect(watch.sentFileBytes).toBeLessThan(10 * 1024 * 1024);
    expect(leftInTmp()).toEqual([]);
  });

  it('cuts off at the limit itself with discardLimitBytes 0', async () => {
    const { request, watch } = streamedUpload(50 * 1024 * 1024);
    await expect(parseMultipartUpload(request, { ...options, discardLimitBytes: 0 })).rejects.toMatchObject({ status: 413 });
    expect(watch.cancelled).toBe(true);
    expect(watch.sentFileBytes).toBeLessThan(2 * 1024 * 1024);
    expect(leftInTmp()).toEqual([]);
  });

  it('refuses a body whose declared length is over every limit without reading it', async () => {
    const { request, watch } = streamedUpload(200 * 1024 * 1024, { headers: { 'content-length': String(200 * 1024 * 1024 + 300) } });
    await expect(parseMultipartUpload(request, options)).rejects.toMatchObject({
      status: 413,
      fields: { photo: 'The photo is larger than 1 MB. Please choose a smaller one.' },
    });
    await vi.waitFor(() => expect(watch.cancelled).toBe(true));
    expect(watch.sentFileBytes).toBe(0);
    expect(leftInTmp()).toEqual([]);
  });

  it('leaves nothing behind when the client goes away half-way through the file', async () => {
    const { request } = streamedUpload(800 * 1024, { failAfterBytes: 400 * 1024 });
    const error = await parseMultipartUpload(request, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedUploadError);
    expect(error).toMatchObject({ status: 400, message: 'The upload was interrupted before it finished. Please try again.' });
    expect(leftInTmp()).toEqual([]);
  });

  it('answers 400 for a body that ends inside the file, and keeps nothing', async () => {
    const { request } = streamedUpload(800 * 1024, { endAfterBytes: 400 * 1024 });
    const error = await parseMultipartUpload(request, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedUploadError);
    expect(error).toMatchObject({ status: 400 });
    expect(leftInTmp()).toEqual([]);
  });

  it('answers 400 for a request that is not a multipart form, or has no boundary', async () => {
    const json = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title":"x"}' });
    await expect(parseMultipartUpload(json, options)).rejects.toMatchObject({ status: 400 });
    const urlEncoded = new Request(url, { method: 'POST', body: new URLSearchParams({ title: 'x' }) });
    await expect(parseMultipartUpload(urlEncoded, options)).rejects.toBeInstanceOf(MalformedUploadError);
    const noBoundary = new Request(url, { method: 'POST', headers: { 'content-type': 'multipart/form-data; charset=utf-8' }, body: 'x' });
    await expect(parseMultipartUpload(noBoundary, options)).rejects.toMatchObject({ status: 400 });
    await expect(parseMultipartUpload(new Request(url), options)).rejects.toMatchObject({ status: 400 });
    expect(leftInTmp()).toEqual([]);
  });

  it('refuses a file in a field that takes none, and a second file in the same field', async () => {
    const other = new FormData();
    other.append('photo', new File(['a'], 'a.jpg'));
    other.append('resume', new File(['b'], 'cv.pdf'));
    await expect(parseMultipartUpload(formRequest(other), options)).rejects.toMatchObject({ status: 400 });

    const twice = new FormData();
    twice.append('photo', new File(['a'], 'a.jpg'));
    twice.append('photo', new File(['b'], 'b.jpg'));
    await expect(parseMultipartUpload(formRequest(twice), options)).rejects.toMatchObject({ status: 400 });
    expect(leftInTmp()).toEqual([]);
  });

  it('bounds the number and the length of text fields', async () => {
    const many = new FormData();
    for (let i = 0; i < 6; i += 1) many.append(`f${i}`, 'x');
    await expect(parseMultipartUpload(formRequest(many), { ...options, maxFields: 5 })).rejects.toMatchObject({
      status: 413,
      message: 'The form sent too many fields.',
    });

    const long = new FormData();
    long.append('description', 'x'.repeat(101));
    long.append('photo', new File([crypto.randomBytes(1000)], 'a.jpg'));
    await expect(parseMultipartUpload(formRequest(long), { ...options, maxFieldBytes: 100 })).rejects.toMatchObject({
      status: 413,
      message: 'Some of the text is too long. Please shorten it and try again.',
    });
    expect(leftInTmp()).toEqual([]);
  });

  it('is answered by handleApi with its status and message', async () => {
    const request = new Request(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    const response = await handleApi(request, async () => {
      await parseMultipartUpload(request, options);
      return Response.json({});
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: 'The form was not sent as a file upload. Please use the form on the page.' } });
  });
});
