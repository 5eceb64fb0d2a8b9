import { inquiryTypes } from '~/modules/contact-messages/inquiry-types';
import { feeClasses, feeHeads, feeSessionStatuses, maxOtherHeads } from '~/modules/fees/fee-heads';
import { maxFeeAmount } from '~/modules/fees/fee-schema';
import { inboxStatuses } from '~/modules/inbox/inbox-statuses';
import { disclosureDetailsSchema } from '~/modules/disclosure/disclosure-schema';
import { disclosureSlots } from '~/modules/disclosure/disclosure-slots';
import { jobStatuses } from '~/modules/jobs/job-status';
import { calendarKinds } from '~/modules/calendar/calendar-kinds';
import { alertLevels } from '~/modules/alerts/alert-levels';
import { alertTextMax } from '~/modules/alerts/alert-schema';
import { appointmentStatuses, facultyPosts } from '~/modules/faculty/faculty-posts';
import { noticeCategories, noticePriorities } from '~/modules/notices/notice-kinds';
import { objectSchemaOf } from '~/lib/openapi-from-zod';
import { siteSettingsSchema } from '~/modules/settings/settings-schema';

/**
 * What the API answers, as the OpenAPI document's component schemas. The items are rows shaped by
 * their modules, which no zod schema describes, so they are written here; the settings are a zod
 * schema's output and are made from it.
 */

/**
 * The Hindi twin of an English text staff write (decision 0052): null while there is none, when a
 * page shows the English instead. Sent empty (or null) on a write, it is cleared.
 */
const hindiTwin = (maxLength: number, of: string) => ({
  type: ['string', 'null'],
  maxLength,
  description: `The ${of} in Hindi; null when there is none`,
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

/** GET and PATCH /api/settings answer the stored settings but the poster's row id, and the poster itself. */
const siteSettings = objectSchemaOf(siteSettingsSchema.omit({ heroPosterImageId: true }), 'output', {
  besides: {
    heroPoster: {
      schema: { oneOf: [{ $ref: '#/components/schemas/ImageSource' }, { type: 'null' }], description: 'Null for the built-in picture' },
      required: true,
    },
  },
});

/** One class's fees: whole rupees per head; a head that is not charged is absent. */
const feeRow = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(feeHeads.map((head) => [head, { type: 'integer', minimum: 1, maximum: maxFeeAmount }])),
};

/** A faculty member as section D lists them. */
const staffMember = {
  type: 'object',
  required: ['id', 'name', 'qualification', 'post', 'appointment'],
  properties: {
    id: { type: 'integer', description: 'The faculty member’s id (/api/faculty/{id})' },
    name: { type: 'string' },
    qualification: { type: 'string', description: 'Empty when not given' },
    post: { type: ['string', 'null'], description: 'principal, vice-principal, pgt, tgt, prt, special-educator, counsellor or other; null when not stated' },
    appointment: { type: ['string', 'null'], description: 'regular, contract or part-time; null when not stated' },
  },
};
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
        items: {
          type: 'object',
          required: ['slot', 'state', 'document'],
          properties: {
            slot: { type: 'string', enum: [...disclosureSlots] },
            state: {
              type: 'string',
              enum: ['empty', 'not-applicable', 'valid', 'expiring', 'expired'],
              description: 'expiring: valid for fewer than 30 more days',
            },
            document: { oneOf: [{ $ref: '#/components/schemas/DisclosureDocument' }, { type: 'null' }] },
          },
        },
      },
    },
  },
});

/** An album as lists show it; one album (`Album`) adds its photos. */
const albumSummary = {
  type: 'object',
  required: ['id', 'title', 'description', 'titleHi', 'descriptionHi', 'heldOn', 'photoCount', 'coverPhotoId', 'cover', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string', maxLength: 150 },
    description: { type: 'string', maxLength: 1000 },
    titleHi: hindiTwin(150, 'title'),
    descriptionHi: hindiTwin(1000, 'description'),
    heldOn: { type: 'string', format: 'date', description: 'The day of what the album shows' },
    photoCount: { type: 'integer' },
    coverPhotoId: { type: ['integer', 'null'], description: 'The photo shown for the album: the one staff chose, or its first; null while it has none' },
    cover: { oneOf: [{ $ref: '#/components/schemas/ImageSource' }, { type: 'null' }] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

export const componentSchemas = {
  DisclosureDocument: {
    type: 'object',
    required: ['id', 'slot', 'validUntil', 'file', 'createdAt'],
    properties: {
      id: { type: 'integer' },
      slot: { type: 'string', enum: [...disclosureSlots] },
      validUntil: { type: ['string', 'null'], format: 'date', description: 'The last day it is valid; null when it has no end date' },
      file: { $ref: '#/components/schemas/PdfFile' },
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
  Disclosure: {
    type: 'object',
    description:
      'The Mandatory Public Disclosure (CBSE Appendix IX): `general` is section A (from the settings), `staff` section D (from the faculty list), `disclosure` the documents of sections B and C with their state today, the board results table and the figures of sections D and E.',
    required: ['general', 'staff', 'disclosure'],
    properties: {
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
  },
  FeeSession: {
    type: 'object',
    description:
      'A session’s fee structure (Bihar Private Schools (Fee Regulation) Act 2019). Heads: admission (once), tuition (per month), annual, development, transport (per month), books, uniform; other1…other3 are the session’s `otherHeads` in order.',
    required: ['session', 'status', 'notes', 'notesHi', 'otherHeads', 'fees', 'publishedAt', 'createdAt', 'updatedAt'],
    properties: {
      session: { type: 'string', pattern: '^20\\d{2}-\\d{2}$', description: 'The academic session, e.g. "2026-27"' },
      status: { type: 'string', enum: [...feeSessionStatuses], description: 'A draft is seen by staff only; the latest published session is the current one' },
      notes: { type: 'string', maxLength: 2000 },
      notesHi: hindiTwin(2000, 'notes'),
      otherHeads: {
        type: 'array',
        maxItems: maxOtherHeads,
        items: { type: 'object', required: ['name', 'nameHi'], properties: { name: { type: 'string', maxLength: 40 }, nameHi: hindiTwin(40, 'name') } },
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
  },
  Notice: {
    type: 'object',
    required: ['id', 'title', 'details', 'titleHi', 'detailsHi', 'date', 'category', 'priority', 'circular', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'integer' },
      title: { type: 'string', maxLength: 150 },
      details: { type: 'string', maxLength: 5000 },
      titleHi: hindiTwin(150, 'title'),
      detailsHi: hindiTwin(5000, 'details'),
      date: { type: 'string', format: 'date' },
      category: { type: 'string', enum: [...noticeCategories] },
      priority: { type: 'string', enum: [...noticePriorities] },
      circular: { oneOf: [{ $ref: '#/components/schemas/PdfFile' }, { type: 'null' }], description: 'The notice’s circular, or null' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  PdfFile: {
    type: 'object',
    required: ['url', 'name', 'size'],
    properties: {
      url: { type: 'string', description: 'Where the PDF is served (application/pdf, inline)' },
      name: { type: 'string', description: 'The file name a download gets' },
      size: { type: 'integer', description: 'In bytes' },
    },
  },
  VerifiedCertificate: {
    type: 'object',
    required: ['number', 'studentName', 'className', 'issueDate', 'scan'],
    properties: {
      number: { type: 'string', maxLength: 40 },
      studentName: { type: 'string', maxLength: 100 },
      className: { type: 'string', maxLength: 40 },
      issueDate: { type: 'string', format: 'date' },
      scan: { $ref: '#/components/schemas/PdfFile' },
    },
  },
  TransferCertificate: {
    type: 'object',
    required: ['id', 'number', 'studentName', 'className', 'issueDate', 'birthDate', 'scan', 'createdAt'],
    properties: {
      id: { type: 'integer' },
      number: { type: 'string', maxLength: 40 },
      studentName: { type: 'string', maxLength: 100 },
      className: { type: 'string', maxLength: 40 },
      issueDate: { type: 'string', format: 'date' },
      birthDate: { type: 'string', format: 'date' },
      scan: { $ref: '#/components/schemas/PdfFile', description: 'Served privately: no cache keeps it, no search engine indexes it' },
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
  CalendarEntry: {
    type: 'object',
    required: ['id', 'kind', 'title', 'details', 'titleHi', 'detailsHi', 'startsOn', 'endsOn', 'startsAt', 'endsAt', 'revision', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'integer' },
      kind: { type: 'string', enum: [...calendarKinds] },
      title: { type: 'string', maxLength: 150 },
      details: { type: 'string', maxLength: 1000 },
      titleHi: hindiTwin(150, 'title'),
      detailsHi: hindiTwin(1000, 'details'),
      startsOn: { type: 'string', format: 'date', description: 'The first day' },
      endsOn: { type: 'string', format: 'date', description: 'The last day (the first, for a one-day entry)' },
      startsAt: { type: ['string', 'null'], pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM in India; null for whole days' },
      endsAt: { type: ['string', 'null'], pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM in India, or null' },
      revision: { type: 'integer', description: 'How many times it was changed (the iCalendar SEQUENCE)' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  Alert: {
    type: 'object',
    required: ['id', 'text', 'textHi', 'level', 'startsAt', 'endsAt'],
    properties: {
      id: { type: 'integer' },
      text: { type: 'string', maxLength: alertTextMax },
      textHi: hindiTwin(alertTextMax, 'message'),
      level: { type: 'string', enum: [...alertLevels] },
      startsAt: { type: 'string', format: 'date-time', description: 'Shown from this instant (UTC)' },
      endsAt: { type: 'string', format: 'date-time', description: 'Shown until this instant (UTC), after the start' },
      state: { type: 'string', enum: ['current', 'scheduled', 'ended'], description: 'Only in the staff list (`all`)' },
      createdAt: { type: 'string', format: 'date-time', description: 'Not in the public list' },
      updatedAt: { type: 'string', format: 'date-time', description: 'Not in the public list' },
    },
  },
  JobPost: {
    type: 'object',
    required: ['id', 'title', 'details', 'titleHi', 'detailsHi', 'status', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'integer' },
      title: { type: 'string', maxLength: 120 },
      details: { type: 'string', maxLength: 5000 },
      titleHi: hindiTwin(120, 'role'),
      detailsHi: hindiTwin(5000, 'details'),
      status: { type: 'string', enum: [...jobStatuses] },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  Testimonial: {
    type: 'object',
    required: ['id', 'name', 'relation', 'details', 'relationHi', 'detailsHi', 'photo', 'createdAt'],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string', description: 'The parent’s name' },
      relation: { type: 'string', description: 'Who they are, e.g. “Mother of Aditya, Class 2”' },
      details: { type: 'string', description: 'What they said' },
      relationHi: hindiTwin(120, 'relation'),
      detailsHi: hindiTwin(1000, 'words'),
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
    required: ['id', 'albumId', 'title', 'description', 'titleHi', 'descriptionHi', 'image', 'fullSizeSrc', 'createdAt'],
    properties: {
      id: { type: 'integer' },
      albumId: { type: ['integer', 'null'], description: 'The album it is in (/api/albums/{id})' },
      title: { type: 'string', maxLength: 150, description: 'May be empty: the album’s title then says what it shows' },
      description: { type: 'string', maxLength: 1000 },
      titleHi: hindiTwin(150, 'title'),
      descriptionHi: hindiTwin(1000, 'description'),
      image: { $ref: '#/components/schemas/ImageSource' },
      fullSizeSrc: { type: 'string', description: 'The largest stored variant' },
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
  AlbumSummary: albumSummary,
  Album: {
    ...albumSummary,
    required: [...albumSummary.required, 'photos'],
    properties: { ...albumSummary.properties, photos: { type: 'array', items: { $ref: '#/components/schemas/GalleryPhoto' }, description: 'In their order' } },
  },
  Event: {
    type: 'object',
    required: ['id', 'title', 'date', 'description', 'titleHi', 'descriptionHi', 'image', 'createdAt'],
    properties: {
      id: { type: 'integer' },
      title: { type: 'string', maxLength: 150, description: 'Empty when none was given' },
      date: { type: ['string', 'null'], format: 'date', description: 'Null while the date is not fixed' },
      description: { type: 'string', maxLength: 2000 },
      titleHi: hindiTwin(150, 'title'),
      descriptionHi: hindiTwin(2000, 'description'),
      image: { $ref: '#/components/schemas/ImageSource' },
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
  FacultyMember: {
    type: 'object',
    required: ['id', 'name', 'role', 'details', 'roleHi', 'detailsHi', 'qualification', 'post', 'appointment', 'image', 'createdAt'],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string', maxLength: 100, description: 'Names are not translated' },
      role: { type: 'string', maxLength: 100 },
      details: { type: 'string', maxLength: 2000 },
      roleHi: hindiTwin(100, 'role'),
      detailsHi: hindiTwin(2000, 'details'),
      qualification: { type: 'string', maxLength: 200, description: 'Degrees and diplomas, in English (no Hindi twin); empty when none was given' },
      post: {
        type: ['string', 'null'],
        enum: [...facultyPosts, null],
        description: 'The post CBSE’s disclosure counts teachers by (pgt, tgt, prt…); null when not stated',
      },
      appointment: { type: ['string', 'null'], enum: [...appointmentStatuses, null], description: 'Null when not stated' },
      image: { oneOf: [{ $ref: '#/components/schemas/ImageSource' }, { type: 'null' }] },
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
  Topper: {
    type: 'object',
    required: ['id', 'name', 'marks', 'std', 'stdHi', 'examYear', 'rank', 'image', 'createdAt'],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string', maxLength: 100 },
      marks: { type: 'number', minimum: 0, maximum: 100, description: 'Percentage' },
      std: { type: 'string', maxLength: 40, description: 'The class, e.g. "Class 8"' },
      stdHi: hindiTwin(40, 'class ("कक्षा 8")'),
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
  SiteSettings: siteSettings,
};
