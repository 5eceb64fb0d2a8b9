import type { z } from 'zod';
import { formConstraints } from '~/lib/form-constraints';
import { binaryFile, objectSchemaOf, type JsonSchema, type ObjectSchemaOptions } from '~/lib/openapi-from-zod';
import type { RequestBody } from './request-body';

/** The pieces the OpenAPI document (openapi-document.server.ts) is made of. */

/** A reference to one of the document's component schemas (openapi-components.ts). */
export const componentRef = (schema: string) => ({ $ref: `#/components/schemas/${schema}` });

/** A component schema, or null where there is none. */
export const componentOrNull = (schema: string) => ({ oneOf: [componentRef(schema), { type: 'null' }] });

/**
 * An object schema whose every property is always there (an item as its module shapes it), so that
 * `required` cannot forget one.
 */
export function objectRequiringAll(properties: Record<string, JsonSchema>, description?: string) {
  return { type: 'object', ...(description ? { description } : {}), required: Object.keys(properties), properties };
}

/**
 * The longest each named text may be, read from the schema its writes are validated with (as forms
 * read theirs, decision 0048), so what the document says an item holds cannot drift from what a
 * write accepts. A name without a longest length in the schema is a mistake here: it throws.
 */
export function limitsOf<Name extends string>(schema: z.ZodObject, ...names: Name[]): Record<Name, number> {
  const constraints = formConstraints(schema);
  const limits = {} as Record<Name, number>;
  for (const name of names) {
    const maxLength = constraints[name]?.maxLength;
    if (maxLength === undefined) throw new Error(`OpenAPI: ${name} has no longest length in its schema`);
    limits[name] = maxLength;
  }
  return limits;
}

/**
 * The Hindi twin of an English text staff write (decision 0052): null while there is none, when a
 * page shows the English instead. Sent empty (or null) on a write, it is cleared.
 */
export const hindiTwin = (maxLength: number, of: string) => ({
  type: ['string', 'null'],
  maxLength,
  description: `The ${of} in Hindi; null when there is none`,
});

/**
 * Texts staff write in English, then the Hindi twin of each (decision 0052: `<field>Hi`, no longer
 * than its English). `words` names what a twin holds where its field's name does not say it.
 */
export function withHindiTwins(maxLengths: Record<string, number>, words: Record<string, string> = {}) {
  const english = Object.entries(maxLengths).map(([field, maxLength]): [string, JsonSchema] => [field, { type: 'string', maxLength }]);
  const twins = Object.entries(maxLengths).map(([field, maxLength]): [string, JsonSchema] => [`${field}Hi`, hindiTwin(maxLength, words[field] ?? field)]);
  return Object.fromEntries([...english, ...twins]);
}

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: componentRef('Error') } },
});

/** Every write: a field's problem, or a field it does not take (never silently ignored). */
export const badFields = 'Some fields need correcting, or one is not a field of this call; `fields` names each';

/** What a staff write can be refused for whatever it changes. */
export const staffWriteRefusals = {
  400: errorResponse(badFields),
  401: errorResponse('Not signed in as staff'),
  403: errorResponse('Sent from another site'),
};

export const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } } as const;

export const limitParameter = { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } } as const;

/** A calendar day as the API takes it. */
export const dayFormat = { format: 'date', description: 'YYYY-MM-DD' };

export const listResponse = (description: string, schema: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['data'],
        properties: { data: { type: 'array', items: componentRef(schema) } },
      },
    },
  },
});

export const itemResponse = (description: string, schema: string) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', required: ['data'], properties: { data: componentRef(schema) } },
    },
  },
});

/** What the 413 and 415 answers say of a refused file. */
interface RefusedFile {
  tooLarge: string;
  wrongType: string;
}

/** What the document adds to a body's schema: words on its fields, and what its file is. */
export interface BodyWords {
  annotate?: Record<string, JsonSchema>;
  file?: string;
  /** What the 413 and 415 answers say of the file (a photo's by default). */
  refusedFile?: RefusedFile;
}

/** The words of a body whose file is a PDF (app/modules/pdf-files). */
export const pdfFileWords = {
  file: 'A PDF up to 10 MB, without JavaScript, launch actions or embedded files',
  refusedFile: { tooLarge: 'The PDF is larger than 10 MB', wrongType: 'Not a PDF, or one with JavaScript, launch actions or embedded files' },
} satisfies BodyWords;

const photoFile = 'A JPEG, PNG, WebP or AVIF photo up to 10 MB, stored re-encoded as WebP without EXIF or GPS';
const refusedPhoto: RefusedFile = { tooLarge: 'The photo is larger than 10 MB', wrongType: 'Not a JPEG, PNG, WebP or AVIF photo' };

/** The answers to a file the call refuses: too large (413), or not of its type (415). */
export function refusedFileResponses({ tooLarge, wrongType }: RefusedFile) {
  return { 413: errorResponse(tooLarge), 415: errorResponse(wrongType) };
}

/**
 * A route's `requestBody` (./request-body.ts) as OpenAPI's: its schema's fields as the schema takes
 * them (zod's JSON Schema of its input), strict, with the file of a multipart body and `removePhoto`
 * where the route reads them. JSON unless the file is required; multipart wherever there is a file.
 */
export function requestBodyOf(body: RequestBody, { annotate, file = photoFile }: BodyWords = {}) {
  const removePhoto: NonNullable<ObjectSchemaOptions['besides']> = {
    ...(body.removePhoto
      ? { removePhoto: { schema: { type: 'boolean', description: 'true (a form’s ticked box: "on") takes the photo off' }, required: false } }
      : {}),
    ...(body.removeFileField
      ? { [body.removeFileField]: { schema: { type: 'boolean', description: 'true (a form’s ticked box: "on") takes the file off' }, required: false } }
      : {}),
  };
  const content: Record<string, { schema: JsonSchema }> = {};
  if (!body.file?.required) content['application/json'] = { schema: objectSchemaOf(body.schema, 'input', { besides: removePhoto, annotate }) };
  if (body.file) {
    const besides = { ...removePhoto, [body.file.field]: { schema: binaryFile(file), required: body.file.required } };
    content['multipart/form-data'] = { schema: objectSchemaOf(body.schema, 'input', { besides, annotate }) };
  }
  return { required: true, content };
}

/** A staff write with a body: the session cookie from /api/auth/login; `schema` names the item answered. */
export function staffWrite(summary: string, method: 'post' | 'patch', schema: string, body: RequestBody, words?: BodyWords) {
  return {
    summary,
    ...(method === 'patch' ? { parameters: [idParameter] } : {}),
    requestBody: requestBodyOf(body, words),
    responses: {
      ...(method === 'post' ? { 201: itemResponse('Added', schema) } : { 200: itemResponse('Changed', schema) }),
      ...staffWriteRefusals,
      ...(method === 'patch' ? { 404: errorResponse('No item has that id') } : {}),
      ...(body.file ? refusedFileResponses(words?.refusedFile ?? refusedPhoto) : {}),
    },
  };
}

/** A staff delete by id. */
export function staffDelete(summary: string, deleted = 'Deleted, with the files it owned') {
  return {
    summary,
    parameters: [idParameter],
    responses: {
      204: { description: deleted },
      401: errorResponse('Not signed in as staff'),
      403: errorResponse('Sent from another site'),
      404: errorResponse('No item has that id'),
    },
  };
}
