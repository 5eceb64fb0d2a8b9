import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, asApiError, handleApi, jsonRefusal } from './api.server';
import { Refusal, type RefusalKind } from './refusal';
import { fieldErrors, parseId, parseOrThrow } from './validation';
import { rule } from '~/i18n/rules';
import { sayFields } from '~/i18n/rules.server';

const request = new Request('http://localhost/api/things');

describe('handleApi', () => {
  it('passes a successful answer through', async () => {
    const response = await handleApi(request, async () => Response.json({ data: [1] }));
    expect(await response.json()).toEqual({ data: [1] });
  });

  it('answers validation failures with 400 and one message per field', async () => {
    const schema = z.object({ name: z.string().min(1, 'Enter a name'), age: z.number({ message: 'Enter an age' }) });
    const response = await handleApi(request, async () => {
      parseOrThrow(schema, { name: '' });
      return Response.json({});
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: 'Some details need correcting.', fields: { name: 'Enter a name', age: 'Enter an age' } },
    });
  });

  it('answers a database failure with 503 and a plain message, never the error itself', async () => {
    const original = process.stderr.write;
    process.stderr.write = () => true;
    try {
      const sqliteBusy = Object.assign(new Error('database is locked at /srv/data/school.sqlite'), { code: 'SQLITE_BUSY' });
      const response = await handleApi(request, async () => {
        throw sqliteBusy;
      });
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body.error.message).toBe('The service is briefly unavailable. Please try again in a minute.');
      expect(JSON.stringify(body)).not.toContain('school.sqlite');

      const bug = await handleApi(request, async () => {
        throw new TypeError('x is undefined');
      });
      expect(bug.status).toBe(500);
      expect(JSON.stringify(await bug.json())).not.toContain('undefined');
    } finally {
      process.stderr.write = original;
    }
  });

  it('answers an ApiError with its own status', async () => {
    const response = await handleApi(request, async () => {
      throw new ApiError(404, 'There is no notice with that id.');
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: 'There is no notice with that id.' } });
  });

  it('says a route’s own refusal, a key, in the request’s language: thrown inside, or answered outside', async () => {
    const thrown = await handleApi(request, async () => {
      throw new Refusal('not-found', rule('api.missing.notice'));
    });
    expect(thrown.status).toBe(404);
    expect(await thrown.json()).toEqual({ error: { message: 'There is no notice with that id.' } });
    const answered = jsonRefusal(request, 405, rule('api.useMethod.addNotice'));
    expect(answered.status).toBe(405);
    expect(await answered.json()).toEqual({ error: { message: 'Use POST to add a notice.' } });
  });
});

describe('fieldErrors', () => {
  it('names each field a strict schema does not know, one message per field, inside objects too', () => {
    const schema = z.strictObject({ title: z.string().min(1, 'Enter a title'), social: z.strictObject({ x: z.string() }).optional() });
    const result = schema.safeParse({ title: '', titel: 'x', colour: 'red', social: { x: '', tiktok: 'y' } });
    expect(sayFields(fieldErrors(result.error!), 'en')).toEqual({
      title: 'Enter a title',
      titel: 'There is no field called “titel”',
      colour: 'There is no field called “colour”',
      'social.tiktok': 'There is no field called “social.tiktok”',
    });
  });

  it('names them as the form calls its fields, when the form’s names differ from the schema’s', () => {
    const schema = z.strictObject({ phones: z.array(z.string().min(10, 'Too short')) });
    const result = schema.safeParse({ phones: ['1'], fax: '2' });
    const formName = (path: string) => (path.startsWith('phones.') ? `phone${Number(path.split('.')[1]) + 1}` : path);
    expect(sayFields(fieldErrors(result.error!, formName), 'en')).toEqual({ phone1: 'Too short', fax: 'There is no field called “fax”' });
  });
});

describe('parseId', () => {
  it('accepts whole positive numbers only', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', '042', 'abc', '99999999999']) expect(parseId(bad), bad).toBeUndefined();
  });
});

describe('asApiError: a module\'s refusal as the contract answers it (DESIGN.md §4)', () => {
  it('gives each kind of refusal its status and says its rules and its fields’ in words', async () => {
    const statuses: Record<RefusalKind, number> = { invalid: 400, 'not-found': 404, conflict: 409, 'too-large': 413, 'wrong-type': 415 };
    for (const [kind, status] of Object.entries(statuses) as [RefusalKind, number][]) {
      const refusal = new Refusal(kind, rule('common.needsCorrecting'), { field: rule('notice.titleMissing'), titel: rule('common.unknownField', { name: 'titel' }) });
      const fields = { field: 'Enter a title', titel: 'There is no field called “titel”' };
      expect(asApiError(refusal)).toMatchObject({ status, message: 'Some details need correcting.', fields });
      const answer = await handleApi(new Request('http://localhost/api/x'), () => Promise.reject(refusal));
      expect(answer.status).toBe(status);
      expect(await answer.json()).toEqual({ error: { message: 'Some details need correcting.', fields } });
    }
  });

  it('passes an ApiError as it is and leaves anything else to the caller', () => {
    const apiError = new ApiError(429, 'Slow down');
    expect(asApiError(apiError)).toBe(apiError);
    expect(asApiError(new Error('a bug'))).toBeUndefined();
  });
});
