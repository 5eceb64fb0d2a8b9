import { alertLevels } from '~/modules/alerts/alert-levels';
import { alertInputSchema } from '~/modules/alerts/alert-schema';
import { calendarEntryInputSchema } from '~/modules/calendar/calendar-schema';
import { eventInputSchema } from '~/modules/events/event-schema';
import { facultyInputSchema } from '~/modules/faculty/faculty-schema';
import { albumInputSchema } from '~/modules/gallery/album-schema';
import { galleryPhotoInputSchema } from '~/modules/gallery/gallery-schema';
import { jobInputSchema } from '~/modules/jobs/job-schema';
import { noticeInputSchema } from '~/modules/notices/notice-schema';
import { testimonialInputSchema } from '~/modules/testimonials/testimonial-schema';
import { topperInputSchema } from '~/modules/toppers/topper-schema';
import { calendarKinds } from '~/modules/calendar/calendar-kinds';
import { appointmentStatuses, facultyPosts } from '~/modules/faculty/faculty-posts';
import { jobStatuses } from '~/modules/jobs/job-status';
import { noticeCategories, noticePriorities } from '~/modules/notices/notice-kinds';
import { componentOrNull, componentRef, hindiTwin, limitsOf, objectRequiringAll, withHindiTwins } from './openapi-parts';

/**
 * The component schemas of what the school publishes (./openapi-content-paths.ts). The items are
 * rows shaped by their modules, which no zod schema describes, so they are written here; each has
 * all its properties, but an alert.
 */

export const Notice = objectRequiringAll({
  id: { type: 'integer' },
  ...withHindiTwins(limitsOf(noticeInputSchema, 'title', 'details')),
  date: { type: 'string', format: 'date' },
  category: { type: 'string', enum: [...noticeCategories] },
  priority: { type: 'string', enum: [...noticePriorities] },
  circular: { ...componentOrNull('PdfFile'), description: 'The notice’s circular, or null' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
});

export const CalendarEntry = objectRequiringAll({
  id: { type: 'integer' },
  kind: { type: 'string', enum: [...calendarKinds] },
  ...withHindiTwins(limitsOf(calendarEntryInputSchema, 'title', 'details')),
  startsOn: { type: 'string', format: 'date', description: 'The first day' },
  endsOn: { type: 'string', format: 'date', description: 'The last day (the first, for a one-day entry)' },
  startsAt: { type: ['string', 'null'], pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM in India; null for whole days' },
  endsAt: { type: ['string', 'null'], pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM in India, or null' },
  revision: { type: 'integer', description: 'How many times it was changed (the iCalendar SEQUENCE)' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
});

/** The staff list's alerts say more than the public list's: `state` and the times of writing are not always there. */
export const Alert = {
  type: 'object',
  required: ['id', 'text', 'textHi', 'level', 'startsAt', 'endsAt'],
  properties: {
    id: { type: 'integer' },
    ...withHindiTwins(limitsOf(alertInputSchema, 'text'), { text: 'message' }),
    level: { type: 'string', enum: [...alertLevels] },
    startsAt: { type: 'string', format: 'date-time', description: 'Shown from this instant (UTC)' },
    endsAt: { type: 'string', format: 'date-time', description: 'Shown until this instant (UTC), after the start' },
    state: { type: 'string', enum: ['current', 'scheduled', 'ended'], description: 'Only in the staff list (`all`)' },
    createdAt: { type: 'string', format: 'date-time', description: 'Not in the public list' },
    updatedAt: { type: 'string', format: 'date-time', description: 'Not in the public list' },
  },
};

export const JobPost = objectRequiringAll({
  id: { type: 'integer' },
  ...withHindiTwins(limitsOf(jobInputSchema, 'title', 'details'), { title: 'role' }),
  status: { type: 'string', enum: [...jobStatuses] },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
});

const testimonialLimits = limitsOf(testimonialInputSchema, 'relation', 'details');

export const Testimonial = objectRequiringAll({
  id: { type: 'integer' },
  name: { type: 'string', description: 'The parent’s name' },
  relation: { type: 'string', description: 'Who they are, e.g. “Mother of Aditya, Class 2”' },
  details: { type: 'string', description: 'What they said' },
  relationHi: hindiTwin(testimonialLimits.relation, 'relation'),
  detailsHi: hindiTwin(testimonialLimits.details, 'words'),
  photo: componentOrNull('ImageSource'),
  createdAt: { type: 'string', format: 'date-time' },
});

export const ImageSource = objectRequiringAll(
  {
    src: { type: 'string' },
    srcSet: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
  },
  'A WebP image with its variants for srcset, and its intrinsic size.',
);

const photoLimits = limitsOf(galleryPhotoInputSchema, 'title', 'description');

export const GalleryPhoto = objectRequiringAll({
  id: { type: 'integer' },
  albumId: { type: ['integer', 'null'], description: 'The album it is in (/api/albums/{id})' },
  title: { type: 'string', maxLength: photoLimits.title, description: 'May be empty: the album’s title then says what it shows' },
  description: { type: 'string', maxLength: photoLimits.description },
  titleHi: hindiTwin(photoLimits.title, 'title'),
  descriptionHi: hindiTwin(photoLimits.description, 'description'),
  image: componentRef('ImageSource'),
  fullSizeSrc: { type: 'string', description: 'The largest stored variant' },
  createdAt: { type: 'string', format: 'date-time' },
});

/** An album as lists show it; one album (`Album`) adds its photos. */
export const AlbumSummary = objectRequiringAll({
  id: { type: 'integer' },
  ...withHindiTwins(limitsOf(albumInputSchema, 'title', 'description')),
  heldOn: { type: 'string', format: 'date', description: 'The day of what the album shows' },
  photoCount: { type: 'integer' },
  coverPhotoId: { type: ['integer', 'null'], description: 'The photo shown for the album: the one staff chose, or its first; null while it has none' },
  cover: componentOrNull('ImageSource'),
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
});

export const Album = objectRequiringAll({
  ...AlbumSummary.properties,
  photos: { type: 'array', items: componentRef('GalleryPhoto'), description: 'In their order' },
});

const eventLimits = limitsOf(eventInputSchema, 'title', 'description');

export const Event = objectRequiringAll({
  id: { type: 'integer' },
  title: { type: 'string', maxLength: eventLimits.title, description: 'Empty when none was given' },
  date: { type: ['string', 'null'], format: 'date', description: 'Null while the date is not fixed' },
  description: { type: 'string', maxLength: eventLimits.description },
  titleHi: hindiTwin(eventLimits.title, 'title'),
  descriptionHi: hindiTwin(eventLimits.description, 'description'),
  image: componentRef('ImageSource'),
  createdAt: { type: 'string', format: 'date-time' },
});

const facultyLimits = limitsOf(facultyInputSchema, 'name', 'role', 'details', 'qualification');

export const FacultyMember = objectRequiringAll({
  id: { type: 'integer' },
  name: { type: 'string', maxLength: facultyLimits.name, description: 'Names are not translated' },
  ...withHindiTwins({ role: facultyLimits.role, details: facultyLimits.details }),
  qualification: { type: 'string', maxLength: facultyLimits.qualification, description: 'Degrees and diplomas, in English (no Hindi twin); empty when none was given' },
  post: {
    type: ['string', 'null'],
    enum: [...facultyPosts, null],
    description: 'The post CBSE’s disclosure counts teachers by (pgt, tgt, prt…); null when not stated',
  },
  appointment: { type: ['string', 'null'], enum: [...appointmentStatuses, null], description: 'Null when not stated' },
  image: componentOrNull('ImageSource'),
  createdAt: { type: 'string', format: 'date-time' },
});

const topperLimits = limitsOf(topperInputSchema, 'name', 'std');

export const Topper = objectRequiringAll({
  id: { type: 'integer' },
  name: { type: 'string', maxLength: topperLimits.name },
  marks: { type: 'number', minimum: 0, maximum: 100, description: 'Percentage' },
  std: { type: 'string', maxLength: topperLimits.std, description: 'The class, e.g. "Class 8"' },
  stdHi: hindiTwin(topperLimits.std, 'class ("कक्षा 8")'),
  examYear: { type: 'string', description: 'A year ("2026"), a session ("2025-26") or empty' },
  rank: { type: 'integer', minimum: 1, description: 'Place by marks; equal marks share a rank (1, 1, 3…)' },
  image: componentOrNull('ImageSource'),
  createdAt: { type: 'string', format: 'date-time' },
});
