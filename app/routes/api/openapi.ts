import { noticeCategories, noticePriorities } from '~/db/schema';

/**
 * GET /api/openapi.json: the API as it stands, for whoever integrates with it. Each module's
 * endpoints are added here as they land, in the same commit.
 */
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const listOf = (schema: string, description: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['data'],
        properties: { data: { type: 'array', items: { $ref: `#/components/schemas/${schema}` } } },
      },
    },
  },
});
const oneOf = (schema: string, description: string) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', required: ['data'], properties: { data: { $ref: `#/components/schemas/${schema}` } } },
    },
  },
});
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'School website API',
    version: '1',
    description:
      'Lists answer { "data": [...] }, single items { "data": {...} }, errors { "error": { "message", "fields"? } }.',
  },
  paths: {
    '/api/notices': {
      get: {
        summary: 'Notices, newest first',
        parameters: [
          { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } },
        ],
        responses: {
          200: {
            description: 'The notices',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['data'],
                  properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Notice' } } },
                },
              },
            },
          },
          400: errorResponse('A bad limit'),
          503: errorResponse('The database is unreachable'),
        },
      },
    },
    '/api/notices/{id}': {
      get: {
        summary: 'One notice',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        responses: {
          200: {
            description: 'The notice',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['data'], properties: { data: { $ref: '#/components/schemas/Notice' } } },
              },
            },
          },
          404: errorResponse('No notice has that id'),
        },
      },
    },
    '/api/faculty': {
      get: {
        summary: 'Faculty members, in the order staff added them',
        responses: { 200: listOf('FacultyMember', 'The faculty'), 503: errorResponse('The database is unreachable') },
      },
    },
    '/api/faculty/{id}': {
      get: {
        summary: 'One faculty member',
        parameters: [idParameter],
        responses: { 200: oneOf('FacultyMember', 'The faculty member'), 404: errorResponse('No faculty member has that id') },
      },
    },
    '/api/toppers': {
      get: {
        summary: 'Toppers by marks, highest first; equal marks share a rank and keep the order staff added them',
        responses: { 200: listOf('Topper', 'The toppers'), 503: errorResponse('The database is unreachable') },
      },
    },
    '/api/toppers/{id}': {
      get: {
        summary: 'One topper, with their rank among all toppers',
        parameters: [idParameter],
        responses: { 200: oneOf('Topper', 'The topper'), 404: errorResponse('No topper has that id') },
      },
    },
  },
  components: {
    schemas: {
      Notice: {
        type: 'object',
        required: ['id', 'title', 'details', 'date', 'category', 'priority', 'createdAt', 'updatedAt'],
        properties: {
          id: { type: 'integer' },
          title: { type: 'string', maxLength: 150 },
          details: { type: 'string', maxLength: 5000 },
          date: { type: 'string', format: 'date' },
          category: { type: 'string', enum: [...noticeCategories] },
          priority: { type: 'string', enum: [...noticePriorities] },
          createdAt: { type: 'string', format: 'date-time' },
          updatedAt: { type: 'string', format: 'date-time' },
        },
      },
      Image: {
        type: 'object',
        description: 'An uploaded photo as WebP variants: src for old browsers, srcSet for the rest',
        required: ['src', 'srcSet', 'width', 'height'],
        properties: {
          src: { type: 'string' },
          srcSet: { type: 'string' },
          width: { type: 'integer' },
          height: { type: 'integer' },
        },
      },
      FacultyMember: {
        type: 'object',
        required: ['id', 'name', 'role', 'details', 'image', 'createdAt'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string', maxLength: 100 },
          role: { type: 'string', maxLength: 100 },
          details: { type: 'string', maxLength: 2000 },
          image: { oneOf: [{ $ref: '#/components/schemas/Image' }, { type: 'null' }] },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
      Topper: {
        type: 'object',
        required: ['id', 'name', 'marks', 'std', 'examYear', 'rank', 'image', 'createdAt'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string', maxLength: 100 },
          marks: { type: 'number', minimum: 0, maximum: 100, description: 'Percentage' },
          std: { type: 'string', maxLength: 40, description: 'The class, e.g. "Class 8"' },
          examYear: { type: 'string', description: 'A year ("2026"), a session ("2025-26") or empty' },
          rank: { type: 'integer', minimum: 1, description: 'Place by marks; equal marks share a rank (1, 1, 3…)' },
          image: { oneOf: [{ $ref: '#/components/schemas/Image' }, { type: 'null' }] },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
      Error: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['message'],
            properties: {
              message: { type: 'string' },
              fields: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
        },
      },
    },
  },
} as const;

export function loader() {
  return Response.json(openApiDocument, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
