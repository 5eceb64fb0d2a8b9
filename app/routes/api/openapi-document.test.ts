import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiAccess, noSuchCallPatterns } from './access';
import { openApiDocument } from './openapi-document.server';
import type { RequestBody } from './request-body';
import { routeFileOf } from '~/test/route-files';

/**
 * The OpenAPI document says what the routes take (issue 14): every body it documents has the
 * fields, and the required fields, of the schema its route validates with, with the route's file
 * field; and every route that takes a body has it documented. The calls come from the access table,
 * the routes from app/routes.ts: a call added to either is checked without editing this test.
 */

interface DocumentedSchema {
  type?: string;
  format?: string;
  properties?: Record<string, DocumentedSchema>;
  required?: string[];
  additionalProperties?: unknown;
}
type Operation = { requestBody?: { content: Record<string, { schema: DocumentedSchema }> }; parameters?: { name: string; in: string }[] };
const documentedPaths = openApiDocument.paths as Record<string, Record<string, Operation>>;

/** `/api/notices/:id` (route pattern) as `/api/notices/{id}` (OpenAPI). */
const openApiPathOf = (pattern: string) => pattern.replace(/:(\w+)/g, '{$1}');

const fileOf = routeFileOf;

/** The calls of the access table, with their route module's declared body. */
async function calls() {
  const rules = Object.entries(apiAccess).filter(([pattern]) => !noSuchCallPatterns.includes(pattern) && pattern !== '/api/openapi.json');
  return Promise.all(
    rules.flatMap(([pattern, methods]) =>
      Object.keys(methods).map(async (method) => {
        const file = fileOf.get(pattern);
        if (!file) throw new Error(`No route serves ${pattern}`);
        // A module whose methods take different bodies names each (`requestBodies`); else its one `requestBody`.
        const module = (await import(/* @vite-ignore */ path.resolve('app', file))) as { requestBody?: RequestBody; requestBodies?: Record<string, RequestBody> };
        const operation = documentedPaths[openApiPathOf(pattern)]?.[method.toLowerCase()];
        const body = module.requestBodies ? module.requestBodies[method] : module.requestBody;
        return { call: `${method} ${pattern}`, pattern, method, body, operation, bodiesByMethod: Boolean(module.requestBodies) };
      }),
    ),
  );
}

/**
 * What a schema takes, asked of the schema itself (not of its JSON Schema): its fields, and those
 * it refuses to do without (a field with a default, or optional, accepts being left out).
 */
function fieldsOf(schema: z.ZodObject) {
  const fields = Object.keys(schema.shape);
  const required = fields.filter((field) => !(schema.shape[field] as z.ZodType).safeParse(undefined).success);
  return { fields, required };
}

const takesBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);
const sorted = (names: Iterable<string> = []) => [...names].sort();

describe('the OpenAPI document', () => {
  it('documents each body a route takes, field for field as its schema takes them, and no other', async () => {
    const all = await calls();
    for (const { call, pattern, method, body, operation } of all) {
      expect(operation, `${call} is documented`).toBeDefined();
      if (!body || !takesBody(method)) {
        expect.soft(operation?.requestBody, `${call} takes no body`).toBeUndefined();
        continue;
      }
      // A route module declares one body, for its one method that takes a body, unless it names one per method.
      if (!all.find((other) => other.call === call)?.bodiesByMethod) {
        expect(all.filter((other) => other.pattern === pattern && takesBody(other.method)).map((other) => other.method), pattern).toEqual([method]);
      }

      const { fields, required } = fieldsOf(body.schema);
      const besides = [...(body.removePhoto ? ['removePhoto'] : []), ...(body.removeFileField ? [body.removeFileField] : [])];
      const expected: Record<string, { fields: string[]; required: string[] }> = {};
      if (!body.file?.required) expected['application/json'] = { fields: [...fields, ...besides], required };
      if (body.file) {
        expected['multipart/form-data'] = {
          fields: [...fields, ...besides, body.file.field],
          required: body.file.required ? [...required, body.file.field] : required,
        };
      }
      const content = operation?.requestBody?.content ?? {};
      expect.soft(sorted(Object.keys(content)), `${call}: content types`).toEqual(sorted(Object.keys(expected)));
      for (const [type, { fields: names, required: mustSend }] of Object.entries(expected)) {
        const schema = content[type]?.schema ?? {};
        expect.soft(sorted(Object.keys(schema.properties ?? {})), `${call} ${type}: fields`).toEqual(sorted(names));
        expect.soft(sorted(schema.required), `${call} ${type}: required fields`).toEqual(sorted(mustSend));
        // A field the call does not take is refused (400 naming it), as the schema says.
        expect.soft(schema.additionalProperties, `${call} ${type}`).toBe(false);
        if (body.file && type === 'multipart/form-data') {
          expect(schema.properties?.[body.file.field], `${call}: the file`).toMatchObject({ type: 'string', format: 'binary' });
        }
      }
    }
    // The five kinds with a photo take their fields beside it (issue 14: the document once listed only `photo`).
    const posts = all.filter((one) => one.method === 'POST' && one.body?.file?.field === 'photo').map((one) => one.pattern);
    expect(sorted(posts)).toEqual(['/api/events', '/api/faculty', '/api/photos', '/api/testimonials', '/api/toppers']);
  });

  it('defines each path parameter, and each schema it refers to', () => {
    for (const [documentedPath, operations] of Object.entries(documentedPaths)) {
      const names = [...documentedPath.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(operations)) {
        const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
        expect(sorted(inPath), `${method} ${documentedPath}`).toEqual(sorted(names));
      }
    }
    const references = [...JSON.stringify(openApiDocument).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map((match) => match[1]!);
    expect(references.length).toBeGreaterThan(0);
    for (const name of new Set(references)) expect(Object.keys(openApiDocument.components.schemas), name).toContain(name);
  });
});
