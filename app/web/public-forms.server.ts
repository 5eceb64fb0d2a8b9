import { data } from 'react-router';
import type { UploadedThing } from '~/lib/multipart.server';
import type { AppContext } from './context';
import { localeOfRequest } from '~/i18n/locales';
import { catalogueFor } from '~/i18n/words.server';
import { hitRateLimit } from '~/modules/rate-limits/rate-limits.server';
import { ApiError, asApiError, handleApi } from '~/lib/api.server';
import { log } from '~/lib/log.server';
import type { UploadedFile } from '~/lib/multipart.server';
import { readRequestFields } from '~/lib/request-fields.server';
import { typedValues } from './staff-forms.server';

/**
 * The one way visitors' forms come in (admission enquiry, contact message, job application), for
 * the pages and the JSON API alike: a per-address rate limit (before the body is read), the body (a
 * plain form, JSON, or multipart with one file, within its limits), the honeypot, then the module's
 * own validation and write.
 * DESIGN.md §6: limits stay generous (parents share addresses behind carrier NAT); the honeypot does
 * most of the work against bots.
 */

/** A field no person sees or fills (hidden from view and from screen readers); bots fill every field. */
export const honeypotField = 'website';

export type PublicFormKind = 'enquiry' | 'contact' | 'application';

export interface PublicSubmission {
  fields: Record<string, unknown>;
  file?: UploadedFile;
}

export interface PublicFormOptions {
  kind: PublicFormKind;
  /** The form's one file field (the resume). */
  file?: { field: string; maxBytes: number; kind: UploadedThing };
}

/** What a public form's action answers: a success, or what needs correcting with what was typed. */
export type PublicFormResult =
  | { ok: true }
  | { ok: false; error: { message: string; fields: Record<string, string> }; values: Record<string, string> };

/** The refusal is in the request's language: a visitor reads it on the form they sent. */
async function checkRateLimit(request: Request, context: AppContext, kind: PublicFormKind): Promise<void> {
  const state = await hitRateLimit(context.database.db, `form:${kind}:${context.clientAddress}`, {
    limit: context.config.formRateLimit,
    windowMs: 60_000,
  });
  if (state.limited) {
    log.warn('public form rate limited', { kind, address: context.clientAddress });
    throw new ApiError(429, catalogueFor(localeOfRequest(request)).formRefusals.tooMany);
  }
}

function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[honeypotField];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== '';
}

/** A refusal after the body was read, carrying what was typed so the form can show it again. */
class RefusedSubmission extends ApiError {
  constructor(
    cause: ApiError,
    readonly values: Record<string, string>,
  ) {
    super(cause.status, cause.message, cause.fields);
  }
}

async function run<T>(
  request: Request,
  context: AppContext,
  options: PublicFormOptions,
  handle: (submission: PublicSubmission) => Promise<T>,
): Promise<{ outcome: 'stored'; result: T } | { outcome: 'ignored' }> {
  // Before the body: an address over its limit is refused without reading (or storing) what it sends.
  await checkRateLimit(request, context, options.kind);
  const read = await readRequestFields(request, {
    uploadsDir: context.config.uploadsDir,
    maxBodyBytes: context.config.bodyLimitBytes,
    file: options.file,
  });
  const { [honeypotField]: honeypot, ...fields } = read.fields;
  try {
    if (isHoneypotFilled({ [honeypotField]: honeypot })) {
      // Looks accepted to the sender; nothing is stored or sent on.
      log.info('public form honeypot filled', { kind: options.kind, address: context.clientAddress });
      return { outcome: 'ignored' };
    }
    return { outcome: 'stored', result: await handle({ fields, file: read.file }) };
  } catch (error) {
    const refused = asApiError(error, localeOfRequest(request));
    if (refused) throw new RefusedSubmission(refused, typedValues(fields));
    throw error;
  } finally {
    await read.cleanup();
  }
}

/**
 * A public form's page action. On success `{ ok: true }` (the page says 'Message Sent' only then);
 * otherwise the message, each field's problem and what was typed, with the right status.
 */
export async function handlePublicForm(
  request: Request,
  context: AppContext,
  options: PublicFormOptions,
  handle: (submission: PublicSubmission) => Promise<unknown>,
) {
  try {
    await run(request, context, options, handle);
    return data<PublicFormResult>({ ok: true });
  } catch (error) {
    // Said in the page's language, the body readers' refusals included (they know no page).
    const refused = asApiError(error, localeOfRequest(request));
    if (!refused) throw error;
    const values = error instanceof RefusedSubmission ? error.values : {};
    const result: PublicFormResult = { ok: false, error: { message: refused.message, fields: refused.fields ?? {} }, values };
    return data(result, { status: refused.status, headers: refused.status === 429 ? { 'Retry-After': '60' } : undefined });
  }
}

/** A public JSON API POST: 201 with `respond(result)`, or the contract's error answer. */
export async function handlePublicApi<T>(
  request: Request,
  context: AppContext,
  options: PublicFormOptions,
  handle: (submission: PublicSubmission) => Promise<T>,
  respond: (result: T | undefined) => unknown,
): Promise<Response> {
  return handleApi(request, async () => {
    const outcome = await run(request, context, options, handle);
    return Response.json({ data: respond(outcome.outcome === 'stored' ? outcome.result : undefined) }, { status: 201 });
  });
}
