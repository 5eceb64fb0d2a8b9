import { describe, expect, it } from 'vitest';
import { parseConfig } from '~/config.server';
import { noticeInputSchema } from '~/modules/notices/notice-schema';
import { ApiError } from './api.server';
import { BodyTooLargeError, readFormBody, readRequestFields } from './request-fields.server';

const url = 'http://school.test/api/enquiries';
const limit = parseConfig({}).bodyLimitBytes;
const options = { uploadsDir: '/nonexistent', maxBodyBytes: limit };

/**
 * A body of `totalBytes` sent in 16 KB chunks with no declared length (chunked, as a script can send
 * it), produced only when the reader asks: `watch.pulled` is how much the server read.
 */
function streamedBody(type: string, totalBytes: number, headers: Record<string, string> = {}) {
  const watch = { pulled: 0, cancelled: false };
  const opening = type.includes('json') ? '{"parentName":"Asha","padding":"' : 'parentName=Asha&padding=';
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (watch.pulled >= totalBytes) return controller.close();
        const chunk = watch.pulled === 0 ? Buffer.from(opening) : new Uint8Array(16 * 1024).fill(0x61);
        watch.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        watch.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(url, { method: 'POST', headers: { 'content-type': type, ...headers }, body, duplex: 'half' } as RequestInit);
  return { request, watch };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('readRequestFields within BODY_LIMIT_KB', () => {
  it('refuses a declared length over the limit with 413 before reading a byte', async () => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const { request, watch } = streamedBody(type, 100 * 1024 * 1024, { 'content-length': String(100 * 1024 * 1024) });
      const error = await refusal(readRequestFields(request, options));
      expect(error).toBeInstanceOf(BodyTooLargeError);
      expect(error.status).toBe(413);
      expect(error.message).toBe('This form is too long to send (it can hold at most 64 KB of text). Please shorten it and try again.');
      expect(watch.pulled).toBe(0);
    }
  });

  it('cuts a body of unknown length off at the limit while it streams, without reading the rest', async () => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const { request, watch } = streamedBody(type, 1024 * 1024);
      const error = await refusal(readRequestFields(request, options));
      expect(error.status).toBe(413);
      // The limit and at most one chunk past it: never the whole megabyte.
      expect(watch.pulled).toBeLessThanOrEqual(limit + 16 * 1024 + 64);
    }
  });

  it('reads a body just under the limit whole', async () => {
    const padding = 'a'.repeat(limit - 100);
    const json = await readRequestFields(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ parentName: 'Asha', padding }) }),
      options,
    );
    expect(json.fields).toEqual({ parentName: 'Asha', padding });
    const form = await readRequestFields(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ parentName: 'Asha', padding }) }),
      options,
    );
    expect(form.fields).toEqual({ parentName: 'Asha', padding });
  });

  it('fits the longest valid notice, written in Hindi and sent as a form, in the default limit', async () => {
    // Each Devanagari character is 3 bytes of UTF-8 and 9 once url-encoded: the worst case of any form today.
    const notice = { title: 'सूचना'.repeat(30), details: 'विद्यालय'.repeat(625), date: '2026-01-15', category: 'academic', priority: 'high' };
    expect(noticeInputSchema.safeParse(notice).success).toBe(true);
    const body = new URLSearchParams({ ...notice, intent: 'save' }).toString();
    expect(body.length).toBeLessThan(limit);
    const form = await readFormBody(new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }), limit);
    expect(form.get('details')).toBe(notice.details);
  });

  it('keeps the existing answers: 400 for broken JSON, 415 for a body that is neither JSON nor a form', async () => {
    const broken = await refusal(
      readRequestFields(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"parentName":' }), options),
    );
    expect([broken.status, broken.message]).toEqual([400, 'The request body is not valid JSON.']);
    const text = await refusal(readRequestFields(new Request(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }), options));
    expect(text.status).toBe(415);
  });
});
