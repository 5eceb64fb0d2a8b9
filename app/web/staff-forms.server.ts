import { data, redirect } from 'react-router';
import type { AppContext } from './context';
import type { z } from 'zod';
import { maxImageBytes } from '~/modules/images/image-limits';
import type { PdfChange } from '~/modules/pdf-files/pdf-files.server';
import { maxPdfBytes } from '~/modules/pdf-files/pdf-limits';
import type { PhotoChange } from '~/modules/images/image-owners.server';
import { rule, type RuleMessage } from '~/i18n/rules';
import { ApiError, asApiError, handleApi } from '~/lib/api.server';
import { Refusal } from '~/lib/refusal';
import { fieldErrors, parseId, parseOrThrow } from '~/lib/validation';
import { requireStaff, requireStaffApi } from './auth.server';
import { withFlash } from './flash.server';
import type { UploadedFile } from '~/lib/multipart.server';
import { readFormBody, readRequestFields } from '~/lib/request-fields.server';

/**
 * The one way staff changes come in, for dashboard forms and the JSON API alike: the session is
 * checked first, then the body is read (a multipart form with at most one photo, a plain form, or
 * JSON), then the route's handler runs the module function. Refusals are `ApiError`s: the API
 * answers them as JSON, a dashboard form shows them beside its fields with what was typed kept.
 */

export interface StaffSubmission {
  /**
   * The item's fields as sent (strings from a form, any JSON value from the API), for the module's
   * schema, which refuses any field it does not know; the fields about the request itself (below)
   * are taken off first.
   */
  fields: Record<string, unknown>;
  /** The photo, when the form carries one and a file was chosen. */
  photo?: UploadedFile;
  /** `removePhoto` was sent as yes (a ticked box's "on", or JSON true); only where `photo: 'removable'`. */
  removePhoto?: boolean;
  /** The PDF, when the form carries one (`pdf` below) and a file was chosen. */
  pdf?: UploadedFile;
  /** The PDF's removal field (`pdf.removeField`) was sent as yes. */
  removePdf?: boolean;
  /** The spreadsheet, when the form takes one (`csv` below) and a file was chosen. */
  csv?: UploadedFile;
  /** The signed-in account (a staff API call's), for the deletion log of visitors' records. */
  signedIn?: { staffUsername: string };
}

export interface SubmissionOptions {
  /**
   * The form may carry one image in the field `photo` (multipart), up to `maxImageBytes`.
   * `'removable'`: the photo is optional and an edit may take it off with `removePhoto`; anywhere
   * else `removePhoto` is a field like any other, so the schema refuses it.
   */
  photo?: boolean | 'removable';
  /**
   * The form may carry one PDF in `field` (multipart), up to `maxPdfBytes` (a circular, a document);
   * `removeField`, where given, takes it off as `removePhoto` takes a photo off. Never with `photo`.
   */
  pdf?: { field: string; removeField?: string };
  /** The form may carry one CSV file in `field` (multipart), up to `maxBytes` (the calendar's import). */
  csv?: { field: string; maxBytes: number };
}

/** What a dashboard form answers when something needs correcting. */
export interface StaffFormFailure {
  error: { message: string; fields: Record<string, string> };
  /** What was typed, to put back in the form (never a password, never a file). */
  values: Record<string, string>;
}

/**
 * The body, with the fields about the request rather than the item taken off. They are declared
 * here and only here: `removePhoto` (below); `submissionKey` and the honeypot are the visitors'
 * forms' (public-forms.server.ts, visitor-fields.ts); the delete and inbox buttons' `intent` and
 * `id` are read by their own actions and never reach a schema.
 */
async function readSubmission(request: Request, context: AppContext, options: SubmissionOptions) {
  const read = await readRequestFields(request, {
    uploadsDir: context.config.uploadsDir,
    maxBodyBytes: context.config.bodyLimitBytes,
    file: options.photo
      ? { field: 'photo', maxBytes: maxImageBytes, kind: 'photo' }
      : options.pdf
        ? { field: options.pdf.field, maxBytes: maxPdfBytes, kind: 'pdf' }
        : options.csv && { field: options.csv.field, maxBytes: options.csv.maxBytes, kind: 'csv' },
  });
  const submission: StaffSubmission & { cleanup(): Promise<void> } = { fields: read.fields, cleanup: read.cleanup };
  if (options.photo) submission.photo = read.file;
  if (options.pdf) submission.pdf = read.file;
  if (options.csv) submission.csv = read.file;
  const removeField = options.photo === 'removable' ? 'removePhoto' : options.pdf?.removeField;
  if (removeField) {
    const { [removeField]: remove, ...fields } = read.fields;
    submission.fields = fields;
    const yes = remove === true || remove === 'on' || remove === 'true';
    if (options.photo) submission.removePhoto = yes;
    else submission.removePdf = yes;
  }
  return submission;
}

/** Form values to show again: text only, never a password. */
export function typedValues(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && !/password/i.test(key)) values[key] = value;
  }
  return values;
}

export function formFailure(error: ApiError, values: Record<string, string> = {}) {
  const failure: StaffFormFailure = { error: { message: error.message, fields: error.fields ?? {} }, values };
  return data(failure, { status: error.status });
}

/**
 * A dashboard form's action: staff only (an action is not covered by the layout's loader), then
 * `handle` with what was sent. A refusal comes back as `StaffFormFailure` with its status. `handle`
 * answers a response (a redirect), or data of its own for a screen that asks before it saves (the
 * fee structure's warning of rises).
 */
export async function handleStaffForm<Answer = Response>(
  request: Request,
  context: AppContext,
  options: SubmissionOptions,
  handle: (submission: StaffSubmission) => Promise<Answer>,
) {
  // Refusals are said in the language the staff member reads the dashboard in (DESIGN.md §8).
  const { locale } = (await requireStaff(request, context)).staff;
  let submission: StaffSubmission & { cleanup(): Promise<void> };
  try {
    submission = await readSubmission(request, context, options);
  } catch (error) {
    const refused = asApiError(error, locale);
    if (refused) return formFailure(refused);
    throw error;
  }
  try {
    return await handle(submission);
  } catch (error) {
    const refused = asApiError(error, locale);
    if (refused) return formFailure(refused, typedValues(submission.fields));
    throw error;
  } finally {
    await submission.cleanup();
  }
}

/** A staff JSON API call: 401 without a session, then `handle`; errors answer as the contract says. */
export async function handleStaffApi(
  request: Request,
  context: AppContext,
  options: SubmissionOptions,
  handle: (submission: StaffSubmission) => Promise<Response>,
): Promise<Response> {
  return handleApi(request, async () => {
    const session = await requireStaffApi(request, context);
    const submission = await readSubmission(request, context, options);
    submission.signedIn = { staffUsername: session.staff.username };
    try {
      return await handle(submission);
    } finally {
      await submission.cleanup();
    }
  });
}

/**
 * Validates the fields with a module's schema; a refusal names each field (400), and each field the
 * schema does not know (every write's schema is strict; `fieldErrors` words it).
 */
export function validFields<T extends z.ZodType>(schema: T, submission: StaffSubmission): z.infer<T> {
  return parseOrThrow(schema, submission.fields);
}

/**
 * For a form with a file: the fields validated and the file, with every problem named at once
 * (400), so a missing file and a missing name are both said on the first try. The refusal names
 * rules, said at the edge in the asker's language (`asApiError`).
 */
export function validWithFile<T extends z.ZodType>(
  schema: T,
  submission: StaffSubmission,
  { field, file, required, message }: { field: string; file: UploadedFile | undefined; required: boolean; message: RuleMessage },
): z.infer<T> {
  const result = schema.safeParse(submission.fields);
  const fields = result.success ? {} : fieldErrors(result.error);
  if (required && !file) fields[field] = message;
  if (!result.success || fields[field]) throw new Refusal('invalid', rule('common.needsCorrecting'), fields);
  return result.data;
}

/** For a form with a photo (`validWithFile` for the field `photo`): the fields validated and the photo. */
export function validWithPhoto<T extends z.ZodType>(
  schema: T,
  submission: StaffSubmission,
  { required, message = rule('upload.photoMissing') }: { required: boolean; message?: RuleMessage },
): { input: z.infer<T>; photo: UploadedFile | undefined } {
  const input = validWithFile(schema, submission, { field: 'photo', file: submission.photo, required, message });
  return { input, photo: submission.photo };
}

/**
 * The delete step of a management list: staff only, the id from the form, then back to the list
 * with the spec's message. An id that matches nothing (deleted meanwhile, in another tab) says so
 * instead of claiming success.
 */
export async function handleDeleteForm(
  request: Request,
  context: AppContext,
  options: {
    listPath: string;
    deleted: string;
    alreadyGone: string;
    /** Deletes the item; `by` names the signed-in account, for the deletion log of visitors' records. */
    remove: (id: number, by: { staffUsername: string }) => Promise<boolean>;
  },
): Promise<Response> {
  const session = await requireStaff(request, context);
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, context.config.bodyLimitBytes);
  } catch (error) {
    // Only a hand-made request can be refused here (the form is one hidden id): say so on the list.
    if (error instanceof ApiError) return redirect(options.listPath, withFlash(context, error.message, 'error'));
    throw error;
  }
  const id = parseId(String(form.get('id') ?? ''));
  const removed = id === undefined ? false : await options.remove(id, { staffUsername: session.staff.username });
  return redirect(options.listPath, withFlash(context, removed ? options.deleted : options.alreadyGone, removed ? 'success' : 'error'));
}

/**
 * What an edit does to the photo: a new one when one was chosen; otherwise, where the photo is
 * optional (`photo: 'removable'`), take it off when `removePhoto` was ticked; otherwise keep it.
 */
export function photoChangeFrom(submission: StaffSubmission): PhotoChange {
  if (submission.photo) return { kind: 'replace', uploadPath: submission.photo.path };
  return submission.removePhoto ? { kind: 'remove' } : { kind: 'keep' };
}

/** What an edit does to the PDF: a new one when one was chosen; taken off when its removal was ticked; otherwise kept. */
export function pdfChangeFrom(submission: StaffSubmission): PdfChange {
  if (submission.pdf) return { kind: 'replace', upload: submission.pdf };
  return submission.removePdf ? { kind: 'remove' } : { kind: 'keep' };
}
