import { defaultLocale, localeOfRequest, type Locale } from '~/i18n/locales';
import type { RuleMessage } from '~/i18n/rules';
import { sayFields, sayRule } from '~/i18n/rules.server';
import { log, describeError } from './log.server';
import { Refusal, type RefusalKind } from './refusal';

/**
 * The JSON API's answers (DESIGN.md §4): `{ data }` on success and
 * `{ error: { message, fields? } }` with the right status on failure.
 */

/** A refusal in words: what the API answers and a form shows (a module's `Refusal` becomes one in `asApiError`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** The rules the words say, when they came from the catalogue: `asApiError` says them again in the page's language. */
    readonly said?: { readonly rule: RuleMessage; readonly fields?: Readonly<Record<string, RuleMessage>> },
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * An ApiError from a rule, for code that knows no page (the body readers): said in English when
 * thrown, and again in the page's language where it becomes an answer (`asApiError`).
 */
export function ruleApiError(status: number, message: RuleMessage, fields?: Readonly<Record<string, RuleMessage>>): ApiError {
  return new ApiError(status, sayRule(message, defaultLocale), fields && sayFields(fields, defaultLocale), { rule: message, fields });
}

/** Each kind of refusal's status (DESIGN.md §4). */
const refusalStatus: Record<RefusalKind, number> = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'wrong-type': 415,
};

/**
 * What was thrown, as the contract's error answer when it is one (a refusal or an ApiError); otherwise
 * undefined. A refusal's keys are said here, in `locale` (the JSON API's and today's pages' English
 * unless the caller names the page's language).
 */
export function asApiError(error: unknown, locale: Locale = defaultLocale): ApiError | undefined {
  if (error instanceof ApiError) {
    if (!error.said || locale === defaultLocale) return error;
    const { rule, fields } = error.said;
    return new ApiError(error.status, sayRule(rule, locale), fields && sayFields(fields, locale), error.said);
  }
  if (error instanceof Refusal) {
    return new ApiError(refusalStatus[error.kind], sayRule(error.rule, locale), error.fields && sayFields(error.fields, locale));
  }
  return undefined;
}

export function jsonData(data: unknown, init: ResponseInit = {}): Response {
  return Response.json({ data }, init);
}

export function jsonError(status: number, message: string, fields?: Record<string, string>): Response {
  return Response.json({ error: fields ? { message, fields } : { message } }, { status });
}

/**
 * An error answer named by a rule, said in the request's language (English for the API's addresses):
 * for an answer outside `handleApi`, such as a route's 405. Inside it, throw a `Refusal`.
 */
export function jsonRefusal(request: Request, status: number, message: RuleMessage): Response {
  return jsonError(status, sayRule(message, localeOfRequest(request)));
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
  // The API's addresses are English ones (localeOfRequest gives 'en' for /api/…).
  const locale = localeOfRequest(request);
  try {
    return await handler();
  } catch (error) {
    const refused = asApiError(error, locale);
    if (refused) {
      const response = jsonError(refused.status, refused.message, refused.fields);
      // Tell a client that was slowed down when to try again (the rate limits' windows are a minute).
      if (refused.status === 429) response.headers.set('Retry-After', '60');
      return response;
    }
    if (error instanceof Response) return error;
    log.error('api request failed', { method: request.method, path: new URL(request.url).pathname, ...describeError(error) });
    if (isDatabaseError(error)) {
      return jsonError(503, sayRule('common.serviceUnavailable', locale));
    }
    return jsonError(500, sayRule('common.somethingWentWrong', locale));
  }
}
