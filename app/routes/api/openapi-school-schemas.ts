import { objectSchemaOf } from '~/lib/openapi-from-zod';
import { disclosureDetailsSchema } from '~/modules/disclosure/disclosure-schema';
import { disclosureSlots } from '~/modules/disclosure/disclosure-slots';
import { feeClasses, feeFrequencies, feeHeads, feeSessionStatuses, maxOtherHeads } from '~/modules/fees/fee-heads';
import { feeSessionPutSchema, maxFeeAmount, otherFeeHeadSchema } from '~/modules/fees/fee-schema';
import { siteSettingsSchema } from '~/modules/settings/settings-schema';
import { certificateInputSchema } from '~/modules/transfer-certificates/certificate-schema';
import { componentOrNull, componentRef, limitsOf, objectRequiringAll, withHindiTwins } from './openapi-parts';

/**
 * The component schemas of what the school states about itself and keeps (./openapi-school-paths.ts).
 * The settings and the disclosure's figures are a zod schema's output and are made from it; the
 * rest are rows shaped by their modules, written here.
 */

export const PdfFile = objectRequiringAll({
  url: { type: 'string', description: 'Where the PDF is served (application/pdf, inline)' },
  name: { type: 'string', description: 'The file name a download gets' },
  size: { type: 'integer', description: 'In bytes' },
});

export const DisclosureDocument = objectRequiringAll({
  id: { type: 'integer' },
  slot: { type: 'string', enum: [...disclosureSlots] },
  validUntil: { type: ['string', 'null'], format: 'date', description: 'The last day it is valid; null when it has no end date' },
  file: componentRef('PdfFile'),
  createdAt: { type: 'string', format: 'date-time' },
});

/** A faculty member as section D lists them. */
const staffMember = objectRequiringAll({
  id: { type: 'integer', description: 'The faculty member’s id (/api/faculty/{id})' },
  name: { type: 'string' },
  qualification: { type: 'string', description: 'Empty when not given' },
  post: { type: ['string', 'null'], description: 'principal, vice-principal, pgt, tgt, prt, special-educator, counsellor or other; null when not stated' },
  appointment: { type: ['string', 'null'], description: 'regular, contract or part-time; null when not stated' },
});
const staffList = { type: 'array', items: staffMember };

/**
 * The disclosure's figures, results rows and slots that do not apply, as kept (made from the module's
 * schema), and every document slot with its state today.
 */
const disclosureView = objectSchemaOf(disclosureDetailsSchema, 'output', {
  besides: {
    slots: {
      required: true,
      schema: {
        type: 'array',
        description: 'Every document slot in the appendix’s order',
        items: objectRequiringAll({
          slot: { type: 'string', enum: [...disclosureSlots] },
          state: {
            type: 'string',
            enum: ['empty', 'not-applicable', 'valid', 'expiring', 'expired'],
            description: 'expiring: valid for fewer than 30 more days',
          },
          document: componentOrNull('DisclosureDocument'),
        }),
      },
    },
  },
});

export const Disclosure = objectRequiringAll(
  {
    general: {
      type: 'object',
      properties: {
        board: { type: 'string', enum: ['none', 'cbse', 'bseb', 'icse', 'other'] },
        boardName: { type: 'string' },
        schoolName: { type: 'string' },
        schoolNameHi: { type: ['string', 'null'] },
        affiliationNumber: { type: 'string' },
        schoolCode: { type: 'string' },
        udiseCode: { type: 'string' },
        address: { type: 'string' },
        addressHi: { type: ['string', 'null'] },
        email: { type: 'string' },
        phones: { type: 'array', items: { type: 'string' } },
      },
    },
    staff: {
      type: 'object',
      properties: {
        principal: { oneOf: [staffMember, { type: 'null' }] },
        teacherCounts: { type: 'object', properties: { pgt: { type: 'integer' }, tgt: { type: 'integer' }, prt: { type: 'integer' } } },
        teachersPerSection: { type: ['number', 'null'], description: 'Teachers (PGT, TGT, PRT) per class section; null until `sections` is given' },
        specialEducators: staffList,
        counsellors: staffList,
        teachingStaff: staffList,
      },
    },
    disclosure: disclosureView,
  },
  'The Mandatory Public Disclosure (CBSE Appendix IX): `general` is section A (from the settings), `staff` section D (from the faculty list), `disclosure` the documents of sections B and C with their state today, the board results table and the figures of sections D and E.',
);

/** One class's fees: whole rupees per head; a head that is not charged is absent. */
const feeRow = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(feeHeads.map((head) => [head, { type: 'integer', minimum: 1, maximum: maxFeeAmount }])),
};

export const FeeSession = objectRequiringAll(
  {
    session: { type: 'string', pattern: '^20\\d{2}-\\d{2}$', description: 'The academic session, e.g. "2026-27"' },
    status: { type: 'string', enum: [...feeSessionStatuses], description: 'A draft is seen by staff only; the latest published session is the current one' },
    ...withHindiTwins(limitsOf(feeSessionPutSchema, 'notes')),
    otherHeads: {
      type: 'array',
      maxItems: maxOtherHeads,
      items: objectRequiringAll({
        ...withHindiTwins(limitsOf(otherFeeHeadSchema, 'name')),
        frequency: { type: 'string', enum: [...feeFrequencies], description: 'How often it is charged: once a session, every month, or once on joining (what /fees adds up a year from)' },
      }),
    },
    fees: {
      type: 'object',
      description: 'Per class, as the site names them; a class that is not charged is absent',
      additionalProperties: false,
      properties: Object.fromEntries(feeClasses.map((feeClass) => [feeClass, feeRow])),
    },
    publishedAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  'A session’s fee structure (Bihar Private Schools (Fee Regulation) Act 2019). Heads: admission (once), tuition (per month), annual, development, transport (per month), books, uniform; other1…other3 are the session’s `otherHeads` in order.',
);

/** What a transfer certificate states, to staff and to whoever checks one. */
const certificateLimits = limitsOf(certificateInputSchema, 'number', 'studentName', 'className');
const certificateDetails = {
  number: { type: 'string', maxLength: certificateLimits.number },
  studentName: { type: 'string', maxLength: certificateLimits.studentName },
  className: { type: 'string', maxLength: certificateLimits.className },
  issueDate: { type: 'string', format: 'date' },
};

export const VerifiedCertificate = objectRequiringAll({ ...certificateDetails, scan: componentRef('PdfFile') });

export const TransferCertificate = objectRequiringAll({
  id: { type: 'integer' },
  ...certificateDetails,
  birthDate: { type: 'string', format: 'date' },
  scan: { ...componentRef('PdfFile'), description: 'Served privately: no cache keeps it, no search engine indexes it' },
  createdAt: { type: 'string', format: 'date-time' },
});

/** GET and PATCH /api/settings answer the stored settings but the poster's row id, and the poster itself. */
export const SiteSettings = objectSchemaOf(siteSettingsSchema.omit({ heroPosterImageId: true }), 'output', {
  besides: {
    heroPoster: { schema: { ...componentOrNull('ImageSource'), description: 'Null for the built-in picture' }, required: true },
  },
});
