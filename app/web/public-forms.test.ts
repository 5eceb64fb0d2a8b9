import type { AppContext } from '~/web/context';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { ApiError } from '~/lib/api.server';
import { en } from '~/i18n/en';
import { handlePublicApi, handlePublicForm } from './public-forms.server';

function formRequest(fields: Record<string, string>): Request {
  return new Request('http://school.test/enquiry', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe.each(testDialects)('public forms on %s', (dialect) => {
  let environment: TestEnvironment;
  afterEach(() => environment.cleanup());

  async function contextFor(address: string): Promise<AppContext> {
    environment = await createTestEnvironment(dialect, { FORM_RATE_LIMIT: '20' });
    const database = await environment.open();
    return { config: environment.config, database, clientAddress: address } as AppContext;
  }

  it('hand the fields, without the honeypot, to the module and answer ok', async () => {
    const context = await contextFor('203.0.113.1');
    const received: unknown[] = [];
    const response = await handlePublicForm(formRequest({ name: 'Asha', website: '' }), context, { kind: 'contact' }, async (s) => {
      received.push(s.fields);
    });
    expect(response.data).toEqual({ ok: true });
    expect(received).toEqual([{ name: 'Asha' }]);
  });

  it('store nothing when the honeypot is filled, yet answer as if accepted', async () => {
    const context = await contextFor('203.0.113.2');
    let called = false;
    const handle = async () => {
      called = true;
    };
    const form = await handlePublicForm(formRequest({ name: 'Bot', website: 'http://spam.example' }), context, { kind: 'contact' }, handle);
    expect(form.data).toEqual({ ok: true });
    const api = await handlePublicApi(
      new Request('http://school.test/api/contact-messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Bot', website: 'x' }),
      }),
      context,
      { kind: 'contact' },
      handle,
      () => ({ received: true }),
    );
    expect(api.status).toBe(201);
    expect(await api.json()).toEqual({ data: { received: true } });
    expect(called).toBe(false);
  });

  it('give back each field’s problem and what was typed', async () => {
    const context = await contextFor('203.0.113.3');
    const response = await handlePublicForm(formRequest({ name: '', message: 'Kept', website: '' }), context, { kind: 'enquiry' }, async () => {
      throw new ApiError(400, 'Some details need correcting.', { name: 'Enter your name' });
    });
    expect(response.init?.status).toBe(400);
    expect(response.data).toEqual({
      ok: false,
      error: { message: 'Some details need correcting.', fields: { name: 'Enter your name' } },
      values: { name: '', message: 'Kept' },
    });
  });

  it('refuse a burst from one address with 429, and count each address apart', async () => {
    const context = await contextFor('203.0.113.4');
    const send = (ctx: AppContext) => handlePublicForm(formRequest({ name: 'Parent' }), ctx, { kind: 'enquiry' }, async () => undefined);
    for (let i = 0; i < 20; i += 1) expect((await send(context)).data).toEqual({ ok: true });
    const refused = await send(context);
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toMatchObject({ ok: false, error: { message: en.formRefusals.tooMany } });
    // Another parent behind another address is not affected.
    expect((await send({ ...context, clientAddress: '203.0.113.5' } as AppContext)).data).toEqual({ ok: true });
  });

  it('refuse a limited address before reading its body: nothing of it is read', async () => {
    const context = await contextFor('203.0.113.6');
    for (let i = 0; i < 20; i += 1) {
      await handlePublicForm(formRequest({ name: 'Parent' }), context, { kind: 'enquiry' }, async () => undefined);
    }
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('http://school.test/api/enquiries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const api = await handlePublicApi(request, context, { kind: 'enquiry' }, async () => undefined, () => ({}));
    expect(api.status).toBe(429);
    expect(api.headers.get('Retry-After')).toBe('60');
    expect(pulled).toBe(0);
  });

  it('answer a form whose body runs past the limit with 413 and a message the page can show', async () => {
    const context = await contextFor('203.0.113.7');
    let sent = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent >= 1024 * 1024) return controller.close();
          sent += 16 * 1024;
          controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('http://school.test/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
    } as RequestInit);
    let called = false;
    const response = await handlePublicForm(request, context, { kind: 'contact' }, async () => {
      called = true;
    });
    expect(response.init?.status).toBe(413);
    expect(response.data).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^This form is too long to send/) } });
    expect(called).toBe(false);
    expect(sent).toBeLessThan(1024 * 1024);
  });
});
