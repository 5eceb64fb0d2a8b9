import { inboxStatuses } from '~/modules/inbox/inbox-statuses';
import type { JsonSchema } from '~/lib/openapi-from-zod';
import {
  badFields,
  errorResponse,
  idParameter,
  itemResponse,
  limitParameter,
  listResponse,
  requestBodyOf,
  staffDelete,
  staffWrite,
  type BodyWords,
} from './openapi-parts';
import type { RequestBody } from './request-body';

/** The OpenAPI paths of the API's two families of resources, each made from its routes' bodies. */

interface ContentKind {
  /** The component schema of one item. */
  schema: string;
  /**
   * `limit`: the list takes `?limit=`; `query`: the other parameters it takes; `schema`: the list's
   * items' component where they are shorter than one item (an album without its photos).
   */
  list: { summary: string; answer: string; limit?: boolean; query?: readonly object[]; schema?: string };
  one: { summary: string; answer: string; missing: string };
  add: { summary: string; body: RequestBody; words?: BodyWords };
  change: { summary: string; body: RequestBody; words?: BodyWords };
  remove: string;
}

/** What the school publishes (notices, photos, faculty…): public reads, staff writes. */
export function contentPaths(path: string, kind: ContentKind) {
  const parameters = [...(kind.list.limit ? [limitParameter] : []), ...(kind.list.query ?? [])];
  return {
    [path]: {
      get: {
        summary: kind.list.summary,
        ...(parameters.length > 0 ? { parameters } : {}),
        responses: {
          200: listResponse(kind.list.answer, kind.list.schema ?? kind.schema),
          ...(parameters.length > 0 ? { 400: errorResponse(kind.list.limit ? 'A bad limit' : 'A bad query') } : {}),
          503: errorResponse('The database is unreachable'),
        },
      },
      post: staffWrite(kind.add.summary, 'post', kind.schema, kind.add.body, kind.add.words),
    },
    [`${path}/{id}`]: {
      get: {
        summary: kind.one.summary,
        parameters: [idParameter],
        responses: { 200: itemResponse(kind.one.answer, kind.schema), 404: errorResponse(kind.one.missing) },
      },
      patch: staffWrite(kind.change.summary, 'patch', kind.schema, kind.change.body, kind.change.words),
      delete: staffDelete(kind.remove),
    },
  };
}

interface InboxKind {
  noun: string;
  schema: string;
  /** The visitors' POST body, and the staff's status change. */
  send: RequestBody;
  change: RequestBody;
  /** Words on the sent fields. */
  annotate: Record<string, JsonSchema>;
}

/** The inbox's two kinds: a public POST (rate limited, honeypot in the HTML form), staff reads and status changes. */
export function inboxPaths(path: string, { noun, schema, send, change, annotate }: InboxKind) {
  const article = noun.startsWith('E') ? 'an' : 'a';
  return {
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
        summary: `Send ${article} ${noun.toLowerCase()} (JSON or a form; names up to 100 characters, messages up to 5,000)`,
        requestBody: requestBodyOf(send, {
          annotate: { ...annotate, submissionKey: { type: 'string', description: 'Optional: the same key sent twice is stored once' } },
        }),
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
      patch: staffWrite('Change its status (`{ "status": "contacted" }`): staff only', 'patch', schema, change),
      delete: staffDelete(`Delete ${article} ${noun.toLowerCase()}: staff only`, 'Deleted'),
    },
  };
}
