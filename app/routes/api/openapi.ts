import { jobStatuses, noticeCategories, noticePriorities } from '~/db/schema';

/**
 * GET /api/openapi.json: the API as it stands, for whoever integrates with it. Each module's
 * endpoints are added here as they land, in the same commit.
 */
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const listOf = (ref: string, description: string) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { $ref: ref } } } },
    },
  },
});
const itemOf = (ref: string, description: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', required: ['data'], properties: { data: { $ref: ref } } } } },
});
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } } as const;
const imageSchema = {
  type: ['object', 'null'],
  description: 'A WebP image with its variants, for <img src srcset width height>',
  required: ['src', 'srcSet', 'width', 'height'],
  properties: { src: { type: 'string' }, srcSet: { type: 'string' }, width: { type: 'integer' }, height: { type: 'integer' } },
} as const;

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
    '/api/jobs': {
      get: {
        summary: 'Open job posts, newest first',
        responses: { 200: listOf('#/components/schemas/JobPost', 'The open posts'), 503: errorResponse('The database is unreachable') },
      },
    },
    '/api/jobs/{id}': {
      get: {
        summary: 'One open job post',
        parameters: [idParameter],
        responses: { 200: itemOf('#/components/schemas/JobPost', 'The post'), 404: errorResponse('No open post has that id') },
      },
    },
    '/api/testimonials': {
      get: {
        summary: 'Parents’ testimonials, newest first',
        responses: {
          200: listOf('#/components/schemas/Testimonial', 'The testimonials'),
          503: errorResponse('The database is unreachable'),
        },
      },
    },
    '/api/testimonials/{id}': {
      get: {
        summary: 'One testimonial',
        parameters: [idParameter],
        responses: { 200: itemOf('#/components/schemas/Testimonial', 'The testimonial'), 404: errorResponse('No testimonial has that id') },
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
      JobPost: {
        type: 'object',
        required: ['id', 'title', 'details', 'status', 'createdAt', 'updatedAt'],
        properties: {
          id: { type: 'integer' },
          title: { type: 'string', maxLength: 120 },
          details: { type: 'string', maxLength: 5000 },
          status: { type: 'string', enum: [...jobStatuses] },
          createdAt: { type: 'string', format: 'date-time' },
          updatedAt: { type: 'string', format: 'date-time' },
        },
      },
      Testimonial: {
        type: 'object',
        required: ['id', 'name', 'relation', 'details', 'photo', 'createdAt'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string', description: 'The parent’s name' },
          relation: { type: 'string', description: 'Who they are, e.g. “Mother of Aditya, Class 2”' },
          details: { type: 'string', description: 'What they said' },
          photo: imageSchema,
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
