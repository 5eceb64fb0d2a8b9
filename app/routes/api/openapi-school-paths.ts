import * as certificateVerification from './certificate-verification';
import * as disclosure from './disclosure';
import * as disclosureDocuments from './disclosure-documents';
import * as feeSession from './fee-session';
import * as fees from './fees';
import {
  badFields,
  dayFormat,
  errorResponse,
  idParameter,
  itemResponse,
  listResponse,
  pdfFileWords,
  refusedFileResponses,
  requestBodyOf,
  staffDelete,
  staffWrite,
  staffWriteRefusals,
} from './openapi-parts';
import * as settings from './settings';
import * as transferCertificates from './transfer-certificates';

/**
 * The OpenAPI paths of what the school states about itself and keeps: the mandatory public
 * disclosure, the transfer certificates it issued, its settings and its fee structures.
 */

const sessionParameter = { name: 'session', in: 'path', required: true, schema: { type: 'string', pattern: '^20\\d{2}-\\d{2}$' }, description: 'e.g. 2026-27' };

const addFeeSession = staffWrite(
  'Add a session’s fee structure, as a draft (`copyFrom` starts it from another session’s notes, heads and amounts): staff only',
  'post',
  'FeeSession',
  fees.requestBody,
);

export const schoolRecordPaths = {
  '/api/disclosure': {
    get: {
      summary: 'The Mandatory Public Disclosure (CBSE Appendix IX): sections A to E, each document slot with its state today',
      responses: { 200: itemResponse('The disclosure', 'Disclosure'), 503: errorResponse('The database is unreachable') },
    },
    patch: {
      summary: 'Change the figures, the board results table (`results`, whole) and the slots that do not apply (`notApplicable`, whole): staff only',
      requestBody: requestBodyOf(disclosure.requestBody),
      responses: { 200: itemResponse('The disclosure as saved', 'Disclosure'), ...staffWriteRefusals },
    },
  },
  '/api/disclosure/documents': {
    post: {
      summary: 'Put a document in a slot (multipart: `slot`, `validUntil`, the PDF as `file`); the slot’s earlier document and its file go: staff only',
      requestBody: requestBodyOf(disclosureDocuments.requestBody, { file: pdfFileWords.file, annotate: { validUntil: { ...dayFormat, description: 'YYYY-MM-DD, the last day it is valid; empty for no end date' } } }),
      responses: { 201: itemResponse('Saved', 'DisclosureDocument'), ...staffWriteRefusals, ...refusedFileResponses(pdfFileWords.refusedFile) },
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
        201: itemResponse('Recorded', 'TransferCertificate'),
        ...staffWriteRefusals,
        409: errorResponse('A certificate with this number is already recorded'),
        ...refusedFileResponses(pdfFileWords.refusedFile),
      },
    },
  },
  '/api/transfer-certificates/verify': {
    post: {
      summary:
        'Check a transfer certificate by its number (matched without regard to case or spaces) and the student’s date of birth: anyone, rate limited per address. Any miss is one plain 404.',
      requestBody: requestBodyOf(certificateVerification.requestBody, { annotate: { birthDate: dayFormat } }),
      responses: {
        200: itemResponse('The certificate (never the date of birth back)', 'VerifiedCertificate'),
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
      responses: { 200: itemResponse('The settings', 'SiteSettings'), 503: errorResponse('The database is unreachable') },
    },
    patch: {
      summary: 'Change the settings (the fields given; `social` links merge): staff only',
      requestBody: requestBodyOf(settings.requestBody, { file: 'A new hero poster: a JPEG, PNG, WebP or AVIF photo up to 10 MB' }),
      responses: {
        200: itemResponse('The settings as saved', 'SiteSettings'),
        ...staffWriteRefusals,
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
        ...staffWriteRefusals,
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
        ...staffWriteRefusals,
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
};
