import type { JsonSchema } from '~/lib/openapi-from-zod';
import { schoolClasses } from '~/modules/classes/school-classes';
import { inquiryTypes } from '~/modules/contact-messages/inquiry-types';
import { inboxStatuses } from '~/modules/inbox/inbox-statuses';
import * as applications from './applications';
import * as contactMessage from './contact-message';
import * as contactMessages from './contact-messages';
import * as enquiries from './enquiries';
import * as enquiry from './enquiry';
import { badFields, errorResponse, idParameter, itemResponse, listResponse, requestBodyOf, staffDelete, staffWrite } from './openapi-parts';
import type { RequestBody } from './request-body';

/** The OpenAPI paths of what visitors send through the site's forms, and staff read. */

const emailFormat = { format: 'email' };
const submissionKey = { type: 'string', description: 'Optional: the same key sent twice is stored once' };
const tooManyForms = errorResponse('Too many forms from one address in a minute');

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
function inboxPaths(path: string, { noun, schema, send, change, annotate }: InboxKind) {
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
        requestBody: requestBodyOf(send, { annotate: { ...annotate, submissionKey } }),
        responses: { 201: { description: 'Received' }, 400: errorResponse(badFields), 429: tooManyForms },
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

export const visitorFormPaths = {
  ...inboxPaths('/api/enquiries', {
    noun: 'Enquiry',
    schema: 'Enquiry',
    send: enquiries.requestBody,
    change: enquiry.requestBody,
    annotate: {
      // Optional (decision 0087): an empty text is no address, so no `format` that would refuse it.
      email: { description: 'Optional: an e-mail address, or empty or left out' },
      phone: { description: 'An Indian number (+91, spaces, a leading 0 are fine)' },
      classSought: { enum: ['', ...schoolClasses] },
    },
  }),
  ...inboxPaths('/api/contact-messages', {
    noun: 'Contact message',
    schema: 'ContactMessage',
    send: contactMessages.requestBody,
    change: contactMessage.requestBody,
    annotate: {
      email: { description: 'An e-mail address; may be empty or left out when `phone` is given (one of the two is required: 400 under `email` otherwise)' },
      phone: { description: 'An Indian number; may be empty or left out when `email` is given' },
      inquiryType: { enum: [...inquiryTypes] },
    },
  }),
  '/api/applications': {
    get: {
      summary: 'Job applications, newest first, with the applicant and the post: staff only',
      responses: { 200: listResponse('The applications', 'Application'), 401: errorResponse('Not signed in as staff') },
    },
    post: {
      summary: 'Apply for a post (multipart: name, email, phone, job = a post id or "general", resume = PDF/DOC/DOCX up to 5 MB)',
      requestBody: requestBodyOf(applications.requestBody, {
        file: 'A PDF, DOC or DOCX file up to 5 MB',
        annotate: {
          email: emailFormat,
          phone: { description: 'An Indian number; stored as +91 and ten digits' },
          job: { description: 'An open post’s id, or "general" for an application kept on file' },
          submissionKey,
        },
      }),
      responses: {
        201: { description: 'Received' },
        400: errorResponse(badFields),
        413: errorResponse('The file is larger than 5 MB'),
        415: errorResponse('Not a PDF, DOC or DOCX file'),
        429: tooManyForms,
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
};
