import { noticeCategories, noticePriorities } from '~/db/schema';

/**
 * GET /api/openapi.json: the API as it stands, for whoever integrates with it. Each module's
 * endpoints are added here as they land, in the same commit.
 */
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

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
