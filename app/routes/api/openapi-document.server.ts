import { inboxStatuses, inquiryTypes, jobStatuses, noticeCategories, noticePriorities } from '~/db/schema';
import { accessOf } from '~/lib/api-access.server';
import { sessionCookieName } from '~/lib/auth.server';
import { classesOffered } from '~/modules/enquiries/enquiry-options';
import { apiAccess } from './access';

/**
 * The OpenAPI document served at GET /api/openapi.json (./openapi.ts): the API as it stands, for
 * whoever integrates with it. Each module's endpoints are added here as they land, in the same commit.
 * A server module because it reads the access table the API's gate enforces.
 */
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Every write: a field's problem, or a field it does not take (never silently ignored). */
const badFields = 'Some fields need correcting, or one is not a field of this call; `fields` names each';

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

/**
 * A staff write: the session cookie from /api/auth/login; JSON, or multipart with the file in
 * `photo` for kinds with a photo. `schema` names the item answered.
 */
const staffWrite = (
  summary: string,
  { method, schema, multipart = false }: { method: 'post' | 'patch' | 'delete'; schema: string; multipart?: boolean },
) => ({
  summary,
  ...(method === 'delete'
    ? {}
    : {
        requestBody: {
          required: true,
          content: multipart
            ? { 'multipart/form-data': { schema: { type: 'object', properties: { photo: { type: 'string', format: 'binary' } } } } }
            : { 'application/json': { schema: { type: 'object' } } },
        },
      }),
  responses: {
    ...(method === 'post'
      ? { 201: itemResponse('Added', schema) }
      : method === 'patch'
        ? { 200: itemResponse('Changed', schema) }
        : { 204: { description: 'Deleted, with the files it owned' } }),
    ...(method === 'delete' ? {} : { 400: errorResponse(badFields) }),
    401: errorResponse('Not signed in as staff'),
    403: errorResponse('Sent from another site'),
    ...(method === 'post' ? {} : { 404: errorResponse('No item has that id') }),
    ...(multipart && method !== 'delete'
      ? { 413: errorResponse('The photo is larger than 10 MB'), 415: errorResponse('Not a JPEG, PNG, WebP or AVIF photo') }
      : {}),
  },
});

/** The inbox's two kinds: a public POST (rate limited, honeypot in the HTML form), staff reads and status changes. */
const inboxPaths = (path: string, { noun, schema, fields }: { noun: string; schema: string; fields: { required: string[]; properties: Record<string, object> } }) => ({
  [path]: {
    get: {
      summary: `${noun}s, newest first: staff only`,
      parameters: [{ name: 'status', in: 'query', required: false, schema: { type: 'string', enum: [...inboxStatuses, 'all'], default: 'all' } }],
      responses: {
        200: listResponse(`The ${noun.toLowerCase()}s`, schema),
        400: errorResponse('A status other than new, contacted, closed or all; `fields.status` says so'),
        401: errorResponse('Not signed in as staff'),
      },
    },
    post: {
      summary: `Send ${noun.startsWith('E') ? 'an' : 'a'} ${noun.toLowerCase()} (JSON or a form; names up to 100 characters, messages up to 5,000)`,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              ...fields,
              properties: {
                ...fields.properties,
                submissionKey: { type: 'string', description: 'Optional: the same key sent twice is stored once' },
              },
            },
          },
        },
      },
      responses: {
        201: { description: 'Received' },
        400: errorResponse(badFields),
        429: errorResponse('Too many forms from one address in a minute'),
      },
    },
  },
  [`${path}/{id}`]: {
    get: {
      summary: `One ${noun.toLowerCase()}: staff only`,
      parameters: [idParameter],
      responses: { 200: itemResponse(`The ${noun.toLowerCase()}`, schema), 401: errorResponse('Not signed in as staff'), 404: errorResponse('None has that id') },
    },
    patch: {
      ...staffWrite(`Change its status (\`{ "status": "contacted" }\`): staff only`, { method: 'patch', schema }),
      parameters: [idParameter],
    },
    delete: { ...staffWrite(`Delete ${noun.startsWith('E') ? 'an' : 'a'} ${noun.toLowerCase()}: staff only`, { method: 'delete', schema }), parameters: [idParameter] },
  },
});

const inboxItem = {
  id: { type: 'integer' },
  email: { type: 'string' },
  phone: { type: 'string', description: 'Stored as +91 and ten digits' },
  message: { type: 'string' },
  status: { type: 'string', enum: inboxStatuses },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
};

const describedCalls = {
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
      post: staffWrite('Add a notice: staff only', { method: 'post', schema: 'Notice' }),
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
      patch: staffWrite('Change a notice (the fields given): staff only', { method: 'patch', schema: 'Notice' }),
      delete: staffWrite('Delete a notice: staff only', { method: 'delete', schema: 'Notice' }),
    },
    '/api/jobs': {
      get: {
        summary: 'Open job posts, newest first',
        responses: { 200: listResponse('The open posts', 'JobPost'), 503: errorResponse('The database is unreachable') },
      },
      post: staffWrite('Add a job post: staff only', { method: 'post', schema: 'JobPost' }),
    },
    '/api/jobs/{id}': {
      get: {
        summary: 'One open job post',
        parameters: [idParameter],
        responses: { 200: itemResponse('The post', 'JobPost'), 404: errorResponse('No open post has that id') },
      },
      patch: staffWrite('Change a job post: staff only', { method: 'patch', schema: 'JobPost' }),
      delete: staffWrite('Delete a job post: staff only', { method: 'delete', schema: 'JobPost' }),
    },
    '/api/testimonials': {
      get: {
        summary: 'Parents’ testimonials, newest first',
        responses: {
          200: listResponse('The testimonials', 'Testimonial'),
          503: errorResponse('The database is unreachable'),
        },
      },
      post: staffWrite('Add a testimonial (multipart, `photo`): staff only', { method: 'post', schema: 'Testimonial', multipart: true }),
    },
    '/api/testimonials/{id}': {
      get: {
        summary: 'One testimonial',
        parameters: [idParameter],
        responses: { 200: itemResponse('The testimonial', 'Testimonial'), 404: errorResponse('No testimonial has that id') },
      },
      patch: staffWrite('Change a testimonial: staff only', { method: 'patch', schema: 'Testimonial', multipart: true }),
      delete: staffWrite('Delete a testimonial and its photo: staff only', { method: 'delete', schema: 'Testimonial', multipart: true }),
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
      post: staffWrite('Add a photo (multipart, `photo`): staff only', { method: 'post', schema: 'GalleryPhoto', multipart: true }),
    },
    '/api/photos/{id}': {
      get: {
        summary: 'One gallery photo',
        parameters: [idParameter],
        responses: { 200: itemResponse('The photo', 'GalleryPhoto'), 404: errorResponse('No photo has that id') },
      },
      patch: staffWrite('Change a photo: staff only', { method: 'patch', schema: 'GalleryPhoto', multipart: true }),
      delete: staffWrite('Delete a photo and its files: staff only', { method: 'delete', schema: 'GalleryPhoto', multipart: true }),
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
      post: staffWrite('Add an event (multipart, `photo`): staff only', { method: 'post', schema: 'Event', multipart: true }),
    },
    '/api/events/{id}': {
      get: {
        summary: 'One event, past or upcoming',
        parameters: [idParameter],
        responses: { 200: itemResponse('The event', 'Event'), 404: errorResponse('No event has that id') },
      },
      patch: staffWrite('Change an event: staff only', { method: 'patch', schema: 'Event', multipart: true }),
      delete: staffWrite('Delete an event and its photo: staff only', { method: 'delete', schema: 'Event', multipart: true }),
    },
    '/api/faculty': {
      get: {
        summary: 'Faculty members, in the order staff added them',
        responses: { 200: listResponse('The faculty', 'FacultyMember'), 503: errorResponse('The database is unreachable') },
      },
      post: staffWrite('Add a faculty member (multipart, `photo`): staff only', { method: 'post', schema: 'FacultyMember', multipart: true }),
    },
    '/api/faculty/{id}': {
      get: {
        summary: 'One faculty member',
        parameters: [idParameter],
        responses: { 200: itemResponse('The faculty member', 'FacultyMember'), 404: errorResponse('No faculty member has that id') },
      },
      patch: staffWrite('Change a faculty member: staff only', { method: 'patch', schema: 'FacultyMember', multipart: true }),
      delete: staffWrite('Delete a faculty member and their photo: staff only', { method: 'delete', schema: 'FacultyMember', multipart: true }),
    },
    '/api/toppers': {
      get: {
        summary: 'Toppers by marks, highest first; equal marks share a rank and keep the order staff added them',
        responses: { 200: listResponse('The toppers', 'Topper'), 503: errorResponse('The database is unreachable') },
      },
      post: staffWrite('Add a topper (multipart, `photo`): staff only', { method: 'post', schema: 'Topper', multipart: true }),
    },
    '/api/toppers/{id}': {
      get: {
        summary: 'One topper, with their rank among all toppers',
        parameters: [idParameter],
        responses: { 200: itemResponse('The topper', 'Topper'), 404: errorResponse('No topper has that id') },
      },
      patch: staffWrite('Change a topper: staff only', { method: 'patch', schema: 'Topper', multipart: true }),
      delete: staffWrite('Delete a topper and their photo: staff only', { method: 'delete', schema: 'Topper', multipart: true }),
    },
    ...inboxPaths('/api/enquiries', {
      noun: 'Enquiry',
      schema: 'Enquiry',
      fields: {
        required: ['parentName', 'childName', 'email', 'phone'],
        properties: {
          parentName: { type: 'string', maxLength: 100 },
          childName: { type: 'string', maxLength: 100 },
          email: { type: 'string', format: 'email' },
          phone: { type: 'string', description: 'An Indian number (+91, spaces, a leading 0 are fine)' },
          classSought: { type: 'string', enum: ['', ...classesOffered] },
          message: { type: 'string', maxLength: 5000 },
        },
      },
    }),
    ...inboxPaths('/api/contact-messages', {
      noun: 'Contact message',
      schema: 'ContactMessage',
      fields: {
        required: ['name', 'email', 'message'],
        properties: {
          name: { type: 'string', maxLength: 100 },
          email: { type: 'string', format: 'email' },
          phone: { type: 'string', description: 'Optional; an Indian number' },
          inquiryType: { type: 'string', enum: inquiryTypes, default: 'general' },
          message: { type: 'string', maxLength: 5000 },
        },
      },
    }),
    '/api/applications': {
      get: {
        summary: 'Job applications, newest first, with the applicant and the post: staff only',
        responses: { 200: listResponse('The applications', 'Application'), 401: errorResponse('Not signed in as staff') },
      },
      post: {
        summary: 'Apply for a post (multipart: name, email, phone, job = a post id or "general", resume = PDF/DOC/DOCX up to 5 MB)',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['name', 'email', 'phone', 'job', 'resume'],
                properties: {
                  name: { type: 'string', maxLength: 100 },
                  email: { type: 'string', format: 'email' },
                  phone: { type: 'string', description: 'An Indian number; stored as +91 and ten digits' },
                  job: { type: 'string' },
                  resume: { type: 'string', format: 'binary' },
                },
              },
            },
          },
        },
        responses: {
          201: { description: 'Received' },
          400: errorResponse(badFields),
          413: errorResponse('The file is larger than 5 MB'),
          415: errorResponse('Not a PDF, DOC or DOCX file'),
          429: errorResponse('Too many forms from one address in a minute'),
        },
      },
    },
    '/api/applications/{id}': {
      delete: {
        summary: 'Delete an application and its resume: staff only',
        parameters: [idParameter],
        responses: { 204: { description: 'Deleted' }, 401: errorResponse('Not signed in as staff'), 404: errorResponse('No application has that id') },
      },
    },
    '/api/applications/{id}/resume': {
      get: {
        summary: 'Download the resume (an attachment): staff only',
        parameters: [idParameter],
        responses: {
          200: { description: 'The file, with its checked type' },
          401: errorResponse('Not signed in as staff'),
          404: errorResponse('No application has that id'),
        },
      },
    },
    '/api/settings': {
      get: {
        summary: 'The school’s details as the site shows them (contact, hours, links, the hero’s poster and video)',
        responses: { 200: { description: 'The settings' }, 503: errorResponse('The database is unreachable') },
      },
      patch: {
        summary: 'Change the settings (the fields given; `social` links merge): staff only',
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { type: 'object' } },
            'multipart/form-data': {
              schema: { type: 'object', properties: { photo: { type: 'string', format: 'binary', description: 'A new hero poster' } } },
            },
          },
        },
        responses: {
          200: { description: 'The settings as saved' },
          400: errorResponse(badFields),
          401: errorResponse('Not signed in as staff'),
          403: errorResponse('Sent from another site'),
          413: errorResponse('The poster is larger than 10 MB'),
          415: errorResponse('The poster is not a JPEG, PNG, WebP or AVIF photo'),
        },
      },
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
      Enquiry: {
        type: 'object',
        properties: { ...inboxItem, parentName: { type: 'string' }, childName: { type: 'string' }, classSought: { type: 'string' } },
      },
      ContactMessage: {
        type: 'object',
        properties: { ...inboxItem, name: { type: 'string' }, inquiryType: { type: 'string', enum: inquiryTypes } },
      },
      Application: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          email: { type: 'string' },
          phone: { type: 'string' },
          jobId: { type: ['integer', 'null'] },
          jobTitle: { type: ['string', 'null'], description: 'Null for a general application or a deleted post' },
          originalName: { type: 'string' },
          fileType: { type: 'string' },
          fileSize: { type: 'integer', description: 'Bytes' },
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

/** `/api/notices/{id}` (OpenAPI) as the route pattern `/api/notices/:id` (app/routes.ts). */
export function routePatternOf(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Each call says who may make it, taken from the access table the API's middleware enforces
 * (./access.ts), so the document cannot promise a rule the server does not keep.
 */
function withAccessRules<T extends { paths: Record<string, Record<string, object>>; components: object }>(document: T) {
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => {
          const access = accessOf(apiAccess, routePatternOf(path), method.toUpperCase());
          return [method, { ...operation, security: access === 'staff' ? [{ staffSession: [] }] : [] }];
        }),
      ),
    ]),
  );
  const securitySchemes = {
    staffSession: { type: 'apiKey', in: 'cookie', name: sessionCookieName, description: 'Set by POST /api/auth/login' },
  };
  return { ...document, paths, components: { ...document.components, securitySchemes } };
}

export const openApiDocument = withAccessRules(describedCalls);
