import { jobStatuses, noticeCategories, noticePriorities } from '~/db/schema';

/**
 * GET /api/openapi.json: the API as it stands, for whoever integrates with it. Each module's
 * endpoints are added here as they land, in the same commit.
 */
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } } as const;

const listResponse = (description: string, schema: string) => ({
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

const itemResponse = (description: string, schema: string) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', required: ['data'], properties: { data: { $ref: `#/components/schemas/${schema}` } } },
    },
  },
});

/** Writes answer 401 until staff sign-in exists (issue 4). */
const staffOnly = (summary: string) => ({
  summary,
  responses: { 401: errorResponse('Not signed in as staff') },
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
    '/api/jobs': {
      get: {
        summary: 'Open job posts, newest first',
        responses: { 200: listResponse('The open posts', 'JobPost'), 503: errorResponse('The database is unreachable') },
      },
      post: staffOnly('Add a job post: staff only'),
    },
    '/api/jobs/{id}': {
      get: {
        summary: 'One open job post',
        parameters: [idParameter],
        responses: { 200: itemResponse('The post', 'JobPost'), 404: errorResponse('No open post has that id') },
      },
      patch: staffOnly('Change a job post: staff only'),
      delete: staffOnly('Delete a job post: staff only'),
    },
    '/api/testimonials': {
      get: {
        summary: 'Parents’ testimonials, newest first',
        responses: {
          200: listResponse('The testimonials', 'Testimonial'),
          503: errorResponse('The database is unreachable'),
        },
      },
      post: staffOnly('Add a testimonial (multipart, `photo`): staff only'),
    },
    '/api/testimonials/{id}': {
      get: {
        summary: 'One testimonial',
        parameters: [idParameter],
        responses: { 200: itemResponse('The testimonial', 'Testimonial'), 404: errorResponse('No testimonial has that id') },
      },
    },
    '/api/photos': {
      get: {
        summary: 'Gallery photos, newest first',
        parameters: [
          { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } },
        ],
        responses: {
          200: listResponse('The photos', 'GalleryPhoto'),
          400: errorResponse('A bad limit'),
          503: errorResponse('The database is unreachable'),
        },
      },
      post: staffOnly('Add a photo (multipart, `photo`): staff only'),
    },
    '/api/photos/{id}': {
      get: {
        summary: 'One gallery photo',
        parameters: [idParameter],
        responses: { 200: itemResponse('The photo', 'GalleryPhoto'), 404: errorResponse('No photo has that id') },
      },
      patch: staffOnly('Change a photo: staff only'),
      delete: staffOnly('Delete a photo and its files: staff only'),
    },
    '/api/events': {
      get: {
        summary:
          "Upcoming events: dated from the school's today (India) on, soonest first, then those without a date, most recently added first. Past events are left out.",
        responses: {
          200: listResponse('The upcoming events', 'Event'),
          503: errorResponse('The database is unreachable'),
        },
      },
      post: staffOnly('Add an event (multipart, `photo`): staff only'),
    },
    '/api/events/{id}': {
      get: {
        summary: 'One event, past or upcoming',
        parameters: [idParameter],
        responses: { 200: itemResponse('The event', 'Event'), 404: errorResponse('No event has that id') },
      },
      patch: staffOnly('Change an event: staff only'),
      delete: staffOnly('Delete an event and its photo: staff only'),
    },
    '/api/faculty': {
      get: {
        summary: 'Faculty members, in the order staff added them',
        responses: { 200: listResponse('The faculty', 'FacultyMember'), 503: errorResponse('The database is unreachable') },
      },
      post: staffOnly('Add a faculty member (multipart, `photo`): staff only'),
    },
    '/api/faculty/{id}': {
      get: {
        summary: 'One faculty member',
        parameters: [idParameter],
        responses: { 200: itemResponse('The faculty member', 'FacultyMember'), 404: errorResponse('No faculty member has that id') },
      },
      patch: staffOnly('Change a faculty member: staff only'),
      delete: staffOnly('Delete a faculty member and their photo: staff only'),
    },
    '/api/toppers': {
      get: {
        summary: 'Toppers by marks, highest first; equal marks share a rank and keep the order staff added them',
        responses: { 200: listResponse('The toppers', 'Topper'), 503: errorResponse('The database is unreachable') },
      },
      post: staffOnly('Add a topper (multipart, `photo`): staff only'),
    },
    '/api/toppers/{id}': {
      get: {
        summary: 'One topper, with their rank among all toppers',
        parameters: [idParameter],
        responses: { 200: itemResponse('The topper', 'Topper'), 404: errorResponse('No topper has that id') },
      },
      patch: staffOnly('Change a topper: staff only'),
      delete: staffOnly('Delete a topper and their photo: staff only'),
    },
    '/api/auth/login': {
      post: {
        summary: 'Staff sign-in: sets the httpOnly session cookie',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['username', 'password'],
                properties: { username: { type: 'string' }, password: { type: 'string' } },
              },
            },
          },
        },
        responses: {
          200: { description: 'Signed in: { data: { username, expiresAt } }' },
          400: errorResponse('Username or password missing'),
          401: errorResponse('Wrong username or password (the answer does not say which)'),
          429: errorResponse('Too many failed sign-ins for this account or address; see Retry-After'),
        },
      },
    },
    '/api/auth/logout': {
      post: { summary: 'Ends the session on the server', responses: { 200: { description: 'Signed out' }, 401: errorResponse('Not signed in') } },
    },
    '/api/auth/session': {
      get: { summary: 'Who is signed in: { data: { signedIn, username?, expiresAt? } }', responses: { 200: { description: 'The session' } } },
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
          photo: { oneOf: [{ $ref: '#/components/schemas/ImageSource' }, { type: 'null' }] },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
      ImageSource: {
        type: 'object',
        description: 'A WebP image with its variants for srcset, and its intrinsic size.',
        required: ['src', 'srcSet', 'width', 'height'],
        properties: {
          src: { type: 'string' },
          srcSet: { type: 'string' },
          width: { type: 'integer' },
          height: { type: 'integer' },
        },
      },
      GalleryPhoto: {
        type: 'object',
        required: ['id', 'title', 'description', 'image', 'fullSizeSrc', 'createdAt'],
        properties: {
          id: { type: 'integer' },
          title: { type: 'string', maxLength: 150 },
          description: { type: 'string', maxLength: 1000 },
          image: { $ref: '#/components/schemas/ImageSource' },
          fullSizeSrc: { type: 'string', description: 'The largest stored variant' },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
      Event: {
        type: 'object',
        required: ['id', 'title', 'date', 'description', 'image', 'createdAt'],
        properties: {
          id: { type: 'integer' },
          title: { type: 'string', maxLength: 150, description: 'Empty when none was given' },
          date: { type: ['string', 'null'], format: 'date', description: 'Null while the date is not fixed' },
          description: { type: 'string', maxLength: 2000 },
          image: { $ref: '#/components/schemas/ImageSource' },
          createdAt: { type: 'string', format: 'date-time' },
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
          image: { oneOf: [{ $ref: '#/components/schemas/ImageSource' }, { type: 'null' }] },
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
          image: { oneOf: [{ $ref: '#/components/schemas/ImageSource' }, { type: 'null' }] },
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
