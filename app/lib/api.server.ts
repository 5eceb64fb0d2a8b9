import type { z } from 'zod';
import { log, describeError } from './log.server';

/**
 * The JSON API's answers (DESIGN.md §4): `{ data }` on success and
 * `{ error: { message, fields? } }` with the right status on failure.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function jsonData(data: unknown, init: ResponseInit = {}): Response {
  return Response.json({ data }, init);
}

export function jsonError(status: number, message: string, fields?: Record<string, string>): Response {
  return Response.json({ error: fields ? { message, fields } : { message } }, { status });
}

/** What a field that no schema knows is told (a typo such as "titel", or a field that cannot be written). */
export function unknownFieldMessage(name: string): string {
  return `There is no field called “${name}”`;
}

/**
 * The first message for each field, keyed by the field's name ("social.x" inside an object), or by
 * what `nameOf` makes of it (a form whose field names differ from the schema's). An unknown field
 * (zod's `unrecognized_keys`, from the strict schemas of every write) is named on its own, one
 * message per field, so that a misspelt field is refused and never silently ignored.
 */
export function fieldErrors(error: z.ZodError, nameOf: (path: string) => string = (path) => path): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key].join('.');
        fields[nameOf(path)] ??= unknownFieldMessage(path);
      }
      continue;
    }
    const key = issue.path.join('.');
    fields[key ? nameOf(key) : 'form'] ??= issue.message;
  }
  return fields;
}

export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, nameOf?: (path: string) => string): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, 'Some details need correcting.', fieldErrors(result.error, nameOf));
  return result.data;
}

/** SQLite and PostgreSQL failures, and a database that cannot be reached. */
export function isDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('SQLITE_') || /^[0-9A-Z]{5}$/.test(code))) return true;
  return typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01'].includes(code);
}

/** Runs an API handler and turns what it throws into the contract's error answers. */
export async function handleApi(request: Request, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof ApiError) {
      const response = jsonError(error.status, error.message, error.fields);
      // Tell a client that was slowed down when to try again (the rate limits' windows are a minute).
      if (error.status === 429) response.headers.set('Retry-After', '60');
      return response;
    }
    if (error instanceof Response) return error;
    log.error('api request failed', { method: request.method, path: new URL(request.url).pathname, ...describeError(error) });
    if (isDatabaseError(error)) {
      return jsonError(503, 'The service is briefly unavailable. Please try again in a minute.');
    }
    return jsonError(500, 'Something went wrong on our side. Please try again.');
  }
}

/** Route ids are whole positive numbers; anything else cannot name a row. */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}
