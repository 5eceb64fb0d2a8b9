import { ApiError } from './api.server';
import { MalformedUploadError, parseMultipartUpload, type UploadedFile } from './multipart.server';

/**
 * Reads what a form or an API client sent, whichever way it came: a multipart form (with at most
 * one file, streamed to a temporary file within its limit), a plain form, or a JSON object. Used by
 * staff forms (a photo) and public forms (a resume) alike.
 */
export interface RequestFields {
  /** Text fields as sent: strings from a form, any JSON value from the API. */
  fields: Record<string, unknown>;
  /** The file, when the form takes one and one was chosen. */
  file?: UploadedFile;
  /** Removes the temporary file; safe to call more than once. */
  cleanup(): Promise<void>;
}

export interface RequestFieldsOptions {
  uploadsDir: string;
  /** The one file field this form may carry; without it a multipart body is refused. */
  file?: { field: string; maxBytes: number; label: string };
}

const nothingToClean = async () => undefined;

export async function readRequestFields(request: Request, options: RequestFieldsOptions): Promise<RequestFields> {
  const contentType = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    if (!options.file) {
      throw new MalformedUploadError('This form does not take a file. Please use the form on the page.');
    }
    const upload = await parseMultipartUpload(request, {
      uploadsDir: options.uploadsDir,
      maxFileBytes: options.file.maxBytes,
      fileFields: [options.file.field],
      fileLabel: options.file.label,
    });
    return { fields: { ...upload.fields }, file: upload.files[options.file.field], cleanup: upload.cleanup };
  }
  if (/^application\/json/i.test(contentType)) {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      throw new ApiError(400, 'The request body is not valid JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(400, 'Send the fields as a JSON object.');
    }
    return { fields: { ...(body as Record<string, unknown>) }, cleanup: nothingToClean };
  }
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
    return { fields, cleanup: nothingToClean };
  }
  if (request.method === 'DELETE' || !contentType) return { fields: {}, cleanup: nothingToClean };
  throw new ApiError(415, 'Send the fields as JSON or as a form.');
}
