import { inquiryTypes } from '~/modules/contact-messages/inquiry-types';
import { accessOf } from '~/web/api-access.server';
import { sessionCookieName } from '~/web/auth.server';
import { schoolClasses } from '~/modules/classes/school-classes';
import { apiAccess } from './access';
import * as alert from './alert';
import * as alerts from './alerts';
import * as applications from './applications';
import * as login from './auth-login';
import * as calendarList from './calendar';
import * as calendarEntry from './calendar-entry';
import * as contactMessage from './contact-message';
import * as contactMessages from './contact-messages';
import * as disclosure from './disclosure';
import * as disclosureDocuments from './disclosure-documents';
import * as enquiries from './enquiries';
import * as enquiry from './enquiry';
import * as event from './event';
import * as events from './events';
import * as faculty from './faculty';
import * as feeSession from './fee-session';
import * as fees from './fees';
import * as facultyMember from './faculty-member';
import * as job from './job';
import * as jobs from './jobs';
import * as notice from './notice';
import * as notices from './notices';
import * as transferCertificates from './transfer-certificates';
import * as certificateVerification from './certificate-verification';
import { componentSchemas } from './openapi-components';
import { contentPaths, inboxPaths } from './openapi-paths';
import { badFields, errorResponse, idParameter, itemResponse, listResponse, pdfFileWords, requestBodyOf, staffDelete, staffWrite } from './openapi-parts';
import * as album from './album';
import * as albums from './albums';
import * as photo from './photo';
import * as photos from './photos';
import * as settings from './settings';
import * as testimonial from './testimonial';
import * as testimonials from './testimonials';
import * as topper from './topper';
import * as toppers from './toppers';

/**
 * The OpenAPI document served at GET /api/openapi.json (./openapi.ts): the API as it stands, for
 * whoever integrates with it. Each module's endpoints are added here as they land, in the same commit.
 * Every request body is made from the `requestBody` its route validates with (./request-body.ts),
 * and each call's `security` from the access table the API's gate enforces (./access.ts).
 */

const emailFormat = { format: 'email' };
/** A calendar day as the API takes it. */
const dayFormat = { format: 'date', description: 'YYYY-MM-DD' };
const sessionParameter = { name: 'session', in: 'path', required: true, schema: { type: 'string', pattern: '^20\\d{2}-\\d{2}$' }, description: 'e.g. 2026-27' };
const calendarWords = {
  startsOn: { description: 'The first day, YYYY-MM-DD' },
  endsOn: { description: 'The last day, YYYY-MM-DD; empty for a one-day entry' },
  startsAt: { description: 'HH:MM in India, or empty for whole days' },
  endsAt: { description: 'HH:MM in India, or empty' },
};
const eventDate = { date: { description: 'YYYY-MM-DD, or empty while the date is not fixed' } };
const albumDay = { heldOn: { ...dayFormat, description: 'The day of what the album shows, YYYY-MM-DD' } };

const addFeeSession = staffWrite(
  'Add a session’s fee structure, as a draft (`copyFrom` starts it from another session’s notes, heads and amounts): staff only',
  'post',
  'FeeSession',
  fees.requestBody,
);

const describedCalls = {
  openapi: '3.1.0',
  info: {
    title: 'School website API',
    version: '1',
    description:
      'Lists answer { "data": [...] }, single items { "data": {...} }, errors { "error": { "message", "fields"? } }.',
  },
  paths: {
    ...contentPaths('/api/notices', {
      schema: 'Notice',
      list: { summary: 'Notices, newest first', answer: 'The notices', limit: true },
      one: { summary: 'One notice', answer: 'The notice', missing: 'No notice has that id' },
      add: { summary: 'Add a notice (JSON, or multipart with a `circular` PDF): staff only', body: notices.requestBody, words: pdfFileWords },
      change: {
        summary: 'Change a notice (the fields given; multipart with a new `circular` PDF, `removeCircular: true` takes it off): staff only',
        body: notice.requestBody,
        words: pdfFileWords,
      },
      remove: 'Delete a notice and its circular: staff only',
    }),
    ...contentPaths('/api/jobs', {
      schema: 'JobPost',
      list: { summary: 'Open job posts, newest first', answer: 'The open posts' },
      one: { summary: 'One open job post', answer: 'The post', missing: 'No open post has that id' },
      add: { summary: 'Add a job post: staff only', body: jobs.requestBody },
      change: { summary: 'Change a job post: staff only', body: job.requestBody },
      remove: 'Delete a job post: staff only',
    }),
    '/api/alerts': {
      get: {
        summary:
          'Closure and emergency alerts showing now (from their start until their end), urgent first. With `all`: staff only, also the scheduled ones and those that ended in the last 14 days, each with its `state`',
        parameters: [{ name: 'all', in: 'query', required: false, schema: { type: 'string' }, description: 'Present (any value): every alert staff manage' }],
        responses: {
          200: listResponse('The alerts', 'Alert'),
          401: errorResponse('`all` asked without a staff session'),
          503: errorResponse('The database is unreachable'),
        },
      },
      post: staffWrite('Add an alert (times: ISO with an offset, or India time without one; the end after the start): staff only', 'post', 'Alert', alerts.requestBody),
    },
    '/api/alerts/{id}': {
      patch: staffWrite('Change an alert (the fields given; the end must stay after the start): staff only', 'patch', 'Alert', alert.requestBody),
      delete: staffDelete('Delete an alert: staff only'),
    },
    ...contentPaths('/api/testimonials', {
      schema: 'Testimonial',
      list: { summary: 'Parents’ testimonials, newest first', answer: 'The testimonials' },
      one: { summary: 'One testimonial', answer: 'The testimonial', missing: 'No testimonial has that id' },
      add: { summary: 'Add a testimonial (multipart, `photo`): staff only', body: testimonials.requestBody },
      change: { summary: 'Change a testimonial: staff only', body: testimonial.requestBody },
      remove: 'Delete a testimonial and its photo: staff only',
    }),
    ...contentPaths('/api/photos', {
      schema: 'GalleryPhoto',
      list: { summary: 'Gallery photos, newest first', answer: 'The photos', limit: true },
      one: { summary: 'One gallery photo', answer: 'The photo', missing: 'No photo has that id' },
      add: { summary: 'Add a photo to the end of an album (multipart, `albumId` and `photo`): staff only', body: photos.requestBody },
      change: { summary: 'Change a photo (a new `albumId` moves it to the end of that album): staff only', body: photo.requestBody },
      remove: 'Delete a photo and its files: staff only',
    }),
    ...contentPaths('/api/albums', {
      schema: 'Album',
      list: { summary: 'Gallery albums, newest day first, each with its cover and its number of photos', answer: 'The albums', limit: true, schema: 'AlbumSummary' },
      one: { summary: 'One album with its photos in their order', answer: 'The album', missing: 'No album has that id' },
      add: { summary: 'Add an album (photos are then added with POST /api/photos and `albumId`): staff only', body: albums.requestBody, words: { annotate: albumDay } },
      change: {
        summary: 'Change an album: its words and day, its cover (`coverPhotoId`, null for its first photo), the order of its photos (`photoIds`, each once): staff only',
        body: album.requestBody,
        words: { annotate: albumDay },
      },
      remove: 'Delete an album with all its photos and their files: staff only',
    }),
    ...contentPaths('/api/events', {
      schema: 'Event',
      list: {
        summary:
          "Upcoming events: dated from the school's today (India) on, soonest first, then those without a date, most recently added first. Past events are left out.",
        answer: 'The upcoming events',
      },
      one: { summary: 'One event, past or upcoming', answer: 'The event', missing: 'No event has that id' },
      add: { summary: 'Add an event (multipart, `photo`): staff only', body: events.requestBody, words: { annotate: eventDate } },
      change: { summary: 'Change an event: staff only', body: event.requestBody, words: { annotate: eventDate } },
      remove: 'Delete an event and its photo: staff only',
    }),
    ...contentPaths('/api/calendar', {
      schema: 'CalendarEntry',
      list: {
        summary: "Academic calendar entries that touch the days from `from` to `to` (from the school's today on by default), earliest first. Events are at /api/events; /calendar.ics has both.",
        answer: 'The entries',
        query: [
          { name: 'from', in: 'query', required: false, schema: { type: 'string', ...dayFormat } },
          { name: 'to', in: 'query', required: false, schema: { type: 'string', ...dayFormat } },
        ],
      },
      one: { summary: 'One calendar entry, past or to come', answer: 'The entry', missing: 'No entry has that id' },
      add: { summary: 'Add a calendar entry: staff only', body: calendarList.requestBody, words: { annotate: calendarWords } },
      change: { summary: 'Change a calendar entry (the fields given, checked with the others): staff only', body: calendarEntry.requestBody, words: { annotate: calendarWords } },
      remove: 'Delete a calendar entry: staff only',
    }),
    ...contentPaths('/api/faculty', {
      schema: 'FacultyMember',
      list: { summary: 'Faculty members, in the order staff added them', answer: 'The faculty' },
      one: { summary: 'One faculty member', answer: 'The faculty member', missing: 'No faculty member has that id' },
      add: { summary: 'Add a faculty member (multipart, `photo`): staff only', body: faculty.requestBody },
      change: { summary: 'Change a faculty member: staff only', body: facultyMember.requestBody },
      remove: 'Delete a faculty member and their photo: staff only',
    }),
    ...contentPaths('/api/toppers', {
      schema: 'Topper',
      list: { summary: 'Toppers by marks, highest first; equal marks share a rank and keep the order staff added them', answer: 'The toppers' },
      one: { summary: 'One topper, with their rank among all toppers', answer: 'The topper', missing: 'No topper has that id' },
      add: { summary: 'Add a topper (multipart, `photo`): staff only', body: toppers.requestBody },
      change: { summary: 'Change a topper: staff only', body: topper.requestBody },
      remove: 'Delete a topper and their photo: staff only',
    }),
    ...inboxPaths('/api/enquiries', {
      noun: 'Enquiry',
      schema: 'Enquiry',
      send: enquiries.requestBody,
      change: enquiry.requestBody,
      annotate: {
        email: emailFormat,
        phone: { description: 'An Indian number (+91, spaces, a leading 0 are fine)' },
        classSought: { enum: ['', ...schoolClasses] },
      },
    }),
    ...inboxPaths('/api/contact-messages', {
      noun: 'Contact message',
      schema: 'ContactMessage',
      send: contactMessages.requestBody,
      change: contactMessage.requestBody,
      annotate: { email: emailFormat, phone: { description: 'Optional; an Indian number' }, inquiryType: { enum: [...inquiryTypes] } },
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
            submissionKey: { type: 'string', description: 'Optional: the same key sent twice is stored once' },
          },
        }),
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
    '/api/disclosure': {
      get: {
        summary: 'The Mandatory Public Disclosure (CBSE Appendix IX): sections A to E, each document slot with its state today',
        responses: {
          200: { description: 'The disclosure', content: { 'application/json': { schema: dataOf('Disclosure') } } },
          503: errorResponse('The database is unreachable'),
        },
      },
      patch: {
        summary: 'Change the figures, the board results table (`results`, whole) and the slots that do not apply (`notApplicable`, whole): staff only',
        requestBody: requestBodyOf(disclosure.requestBody),
        responses: {
          200: { description: 'The disclosure as saved', content: { 'application/json': { schema: dataOf('Disclosure') } } },
          400: errorResponse(badFields),
          401: errorResponse('Not signed in as staff'),
          403: errorResponse('Sent from another site'),
        },
      },
    },
    '/api/disclosure/documents': {
      post: {
        summary: 'Put a document in a slot (multipart: `slot`, `validUntil`, the PDF as `file`); the slot’s earlier document and its file go: staff only',
        requestBody: requestBodyOf(disclosureDocuments.requestBody, { file: pdfFileWords.file, annotate: { validUntil: { ...dayFormat, description: 'YYYY-MM-DD, the last day it is valid; empty for no end date' } } }),
        responses: {
          201: { description: 'Saved', content: { 'application/json': { schema: dataOf('DisclosureDocument') } } },
          400: errorResponse(badFields),
          401: errorResponse('Not signed in as staff'),
          403: errorResponse('Sent from another site'),
          413: errorResponse(pdfFileWords.refusedFile.tooLarge),
          415: errorResponse(pdfFileWords.refusedFile.wrongType),
        },
      },
    },
    '/api/disclosure/documents/{id}': {
      delete: staffDelete('Remove a disclosure document and its file; the slot is empty again: staff only'),
    },
    '/api/transfer-certificates': {
      get: {
        summary: 'The transfer certificates recorded, the most recently issued first: staff only',
        responses: { 200: listResponse('The certificates', 'TransferCertificate'), 401: errorResponse('Not signed in as staff') },
      },
      post: {
        summary: 'Record a transfer certificate the school issued (multipart, with its scan as a PDF in `file`): staff only',
        requestBody: requestBodyOf(transferCertificates.requestBody, { file: pdfFileWords.file, annotate: { issueDate: dayFormat, birthDate: dayFormat } }),
        responses: {
          201: { description: 'Recorded', content: { 'application/json': { schema: dataOf('TransferCertificate') } } },
          400: errorResponse(badFields),
          401: errorResponse('Not signed in as staff'),
          403: errorResponse('Sent from another site'),
          409: errorResponse('A certificate with this number is already recorded'),
          413: errorResponse(pdfFileWords.refusedFile.tooLarge),
          415: errorResponse(pdfFileWords.refusedFile.wrongType),
        },
      },
    },
    '/api/transfer-certificates/verify': {
      post: {
        summary:
          'Check a transfer certificate by its number (matched without regard to case or spaces) and the student’s date of birth: anyone, rate limited per address. Any miss is one plain 404.',
        requestBody: requestBodyOf(certificateVerification.requestBody, { annotate: { birthDate: dayFormat } }),
        responses: {
          200: { description: 'The certificate (never the date of birth back)', content: { 'application/json': { schema: dataOf('VerifiedCertificate') } } },
          400: errorResponse(badFields),
          404: errorResponse('No certificate matches these details (whichever was wrong)'),
          429: errorResponse('Too many checks from one address; see Retry-After'),
        },
      },
    },
    '/api/transfer-certificates/{id}': {
      get: {
        summary: 'One transfer certificate: staff only',
        parameters: [idParameter],
        responses: { 200: itemResponse('The certificate', 'TransferCertificate'), 401: errorResponse('Not signed in as staff'), 404: errorResponse('No certificate has that id') },
      },
      delete: staffDelete('Delete a transfer certificate and its scan (a certificate is never changed: a wrong one is deleted and added again): staff only'),
    },
    '/api/settings': {
      get: {
        summary: 'The school’s details as the site shows them (contact, hours, links, the hero’s poster and video)',
        responses: {
          200: { description: 'The settings', content: { 'application/json': { schema: dataOf('SiteSettings') } } },
          503: errorResponse('The database is unreachable'),
        },
      },
      patch: {
        summary: 'Change the settings (the fields given; `social` links merge): staff only',
        requestBody: requestBodyOf(settings.requestBody, { file: 'A new hero poster: a JPEG, PNG, WebP or AVIF photo up to 10 MB' }),
        responses: {
          200: { description: 'The settings as saved', content: { 'application/json': { schema: dataOf('SiteSettings') } } },
          400: errorResponse(badFields),
          401: errorResponse('Not signed in as staff'),
          403: errorResponse('Sent from another site'),
          413: errorResponse('The poster is larger than 10 MB'),
          415: errorResponse('The poster is not a JPEG, PNG, WebP or AVIF photo'),
        },
      },
    },
    '/api/fees': {
      get: {
        summary: 'The published fee structures, newest session first (staff signed in also get the drafts)',
        responses: { 200: listResponse('The sessions', 'FeeSession'), 503: errorResponse('The database is unreachable') },
      },
      post: { ...addFeeSession, responses: { ...addFeeSession.responses, 409: errorResponse('The session already has a fee structure') } },
    },
    '/api/fees/{session}': {
      put: {
        summary:
          'Put a session’s whole table (notes, named heads and amounts; what is left out is empty), making the session as a draft when it does not exist: staff only. Publishing is a PATCH of `status`; a published session’s table needs `confirmRises: true` past a 7 % rise',
        parameters: [sessionParameter],
        requestBody: requestBodyOf(feeSession.requestBodies.PUT),
        responses: {
          200: itemResponse('Replaced', 'FeeSession'),
          201: itemResponse('Made, as a draft', 'FeeSession'),
          400: errorResponse(badFields),
          401: errorResponse('Not signed in as staff'),
          403: errorResponse('Sent from another site'),
          404: errorResponse('Not a session label (e.g. "2026")'),
          409: errorResponse('Fees of a published session rise more than 7 % and `confirmRises` was not true: `fields` names each cell'),
        },
      },
      get: {
        summary: 'One session’s fee structure: a published one (a draft only for staff)',
        parameters: [sessionParameter],
        responses: { 200: itemResponse('The session', 'FeeSession'), 404: errorResponse('No published session has that label') },
      },
      patch: {
        summary:
          'Change a session (the fields given; `fees` and `otherHeads` whole) or publish it (`status: "published"`): staff only. While the session is, or becomes, published, a fee more than 7 % above the previous published session’s needs `confirmRises: true`',
        parameters: [sessionParameter],
        requestBody: requestBodyOf(feeSession.requestBodies.PATCH),
        responses: {
          200: itemResponse('Changed', 'FeeSession'),
          400: errorResponse(badFields),
          401: errorResponse('Not signed in as staff'),
          403: errorResponse('Sent from another site'),
          404: errorResponse('No session has that label'),
          409: errorResponse(
            'Fees rise more than 7 % and `confirmRises` was not true: `fields` names each cell (`fees.<class>.<head>`) with its old and new amount; or a published session sent back to draft',
          ),
        },
      },
      delete: {
        summary: 'Delete a draft session: staff only',
        parameters: [sessionParameter],
        responses: {
          204: { description: 'Deleted' },
          401: errorResponse('Not signed in as staff'),
          403: errorResponse('Sent from another site'),
          404: errorResponse('No session has that label'),
          409: errorResponse('The session is published: it stays on the site as the record of its year'),
        },
      },
    },
    '/api/auth/login': {
      post: {
        summary: 'Staff sign-in: sets the httpOnly session cookie',
        requestBody: requestBodyOf(login.requestBody),
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
    '/api/health': {
      get: {
        summary: 'For load balancers: { data: { status, database, storage } } when this server reaches its database and file storage',
        responses: { 200: { description: 'Ready' }, 503: errorResponse('The database or the file storage does not answer (which one is said; details are in the log)') },
      },
    },
    '/api/auth/session': {
      get: { summary: 'Who is signed in: { data: { signedIn, username?, expiresAt? } }', responses: { 200: { description: 'The session' } } },
    },
  },
  components: { schemas: componentSchemas },
};

function dataOf(schema: string) {
  return { type: 'object', required: ['data'], properties: { data: { $ref: `#/components/schemas/${schema}` } } };
}

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
