import type { z } from 'zod';
import type { SubmissionOptions } from '~/web/staff-forms.server';

/**
 * What a write takes, declared once in its route module as `requestBody`: the route validates with
 * its schema, and the OpenAPI document (openapi-document.server.ts) is made from it, so the two
 * cannot disagree (openapi-document.test.ts checks every documented body against these). A route
 * module takes a body on one method at most (POST on a list, PATCH on an item).
 */
export interface RequestBody<Schema extends z.ZodObject = z.ZodObject> {
  /** The fields, by the module's schema: strict, so a field it does not know is a 400 naming it. */
  schema: Schema;
  /**
   * The one file a multipart body may carry. Without one, the body is JSON; with one, multipart,
   * and JSON too when the file is optional.
   */
  file?: { field: string; required: boolean };
  /** `removePhoto` (true, or a ticked box's "on"), read beside the fields (staff-forms.server.ts). */
  removePhoto: boolean;
  /** A field that takes the file off in the same way (`removeCircular`), where the route reads one. */
  removeFileField?: string;
}

/** A JSON body (a plain form is read too, as the pages send it). */
export function jsonBody<Schema extends z.ZodObject>(schema: Schema): RequestBody<Schema> {
  return { schema, removePhoto: false };
}

/** A multipart body with one file in `field`; `required` when the call cannot do without it. */
export function fileBody<Schema extends z.ZodObject>(schema: Schema, file: { field: string; required: boolean }) {
  return { schema, file, removePhoto: false } satisfies RequestBody<Schema>;
}

/**
 * A staff write that may carry a photo in `photo`: `required` (a new gallery photo or event),
 * `optional`, or `removable` (optional, and `removePhoto` takes it off). `submission` is what
 * `handleStaffApi` takes for it.
 */
export function photoBody<Schema extends z.ZodObject>(schema: Schema, photo: 'required' | 'optional' | 'removable') {
  const submission: SubmissionOptions = { photo: photo === 'removable' ? 'removable' : true };
  return { schema, file: { field: 'photo', required: photo === 'required' }, removePhoto: photo === 'removable', submission } satisfies RequestBody<Schema> & {
    submission: SubmissionOptions;
  };
}

/**
 * A staff write that may carry one PDF in `field` (up to 10 MB, checked from its bytes), JSON without
 * it; `removeField` (true, or a ticked box's "on") takes the PDF off. `submission` is what
 * `handleStaffApi` takes for it.
 */
export function pdfBody<Schema extends z.ZodObject>(schema: Schema, { field, removeField }: { field: string; removeField?: string }) {
  const submission: SubmissionOptions = { pdf: { field, removeField } };
  return { schema, file: { field, required: false }, removePhoto: false, removeFileField: removeField, submission } satisfies RequestBody<Schema> & {
    submission: SubmissionOptions;
  };
}
