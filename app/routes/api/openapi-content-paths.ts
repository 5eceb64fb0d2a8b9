import * as album from './album';
import * as albums from './albums';
import * as alert from './alert';
import * as alerts from './alerts';
import * as calendarList from './calendar';
import * as calendarEntry from './calendar-entry';
import * as event from './event';
import * as events from './events';
import * as faculty from './faculty';
import * as facultyMember from './faculty-member';
import * as job from './job';
import * as jobs from './jobs';
import * as notice from './notice';
import * as notices from './notices';
import {
  dayFormat,
  errorResponse,
  idParameter,
  itemResponse,
  limitParameter,
  listResponse,
  pdfFileWords,
  staffDelete,
  staffWrite,
  type BodyWords,
} from './openapi-parts';
import * as photo from './photo';
import * as photos from './photos';
import type { RequestBody } from './request-body';
import * as testimonial from './testimonial';
import * as testimonials from './testimonials';
import * as topper from './topper';
import * as toppers from './toppers';

/** The OpenAPI paths of what the school publishes (notices, photos, faculty…): public reads, staff writes. */

interface ContentKind {
  /** The component schema of one item. */
  schema: string;
  /**
   * `limit`: the list takes `?limit=`; `query`: the other parameters it takes; `schema`: the list's
   * items' component where they are shorter than one item (an album without its photos).
   */
  list: { summary: string; answer: string; limit?: boolean; query?: readonly object[]; schema?: string };
  one: { summary: string; answer: string; missing: string };
  add: { summary: string; body: RequestBody };
  change: { summary: string; body: RequestBody };
  remove: string;
  /** What the document adds to both bodies' fields and file. */
  words?: BodyWords;
}

function contentPaths(path: string, kind: ContentKind) {
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
      post: staffWrite(kind.add.summary, 'post', kind.schema, kind.add.body, kind.words),
    },
    [`${path}/{id}`]: {
      get: {
        summary: kind.one.summary,
        parameters: [idParameter],
        responses: { 200: itemResponse(kind.one.answer, kind.schema), 404: errorResponse(kind.one.missing) },
      },
      patch: staffWrite(kind.change.summary, 'patch', kind.schema, kind.change.body, kind.words),
      delete: staffDelete(kind.remove),
    },
  };
}

const calendarWords = {
  startsOn: { description: 'The first day, YYYY-MM-DD' },
  endsOn: { description: 'The last day, YYYY-MM-DD; empty for a one-day entry' },
  startsAt: { description: 'HH:MM in India, or empty for whole days' },
  endsAt: { description: 'HH:MM in India, or empty' },
};
const eventDate = { date: { description: 'YYYY-MM-DD, or empty while the date is not fixed' } };
const albumDay = { heldOn: { ...dayFormat, description: 'The day of what the album shows, YYYY-MM-DD' } };

export const publishedContentPaths = {
  ...contentPaths('/api/notices', {
    schema: 'Notice',
    list: { summary: 'Notices, newest first', answer: 'The notices', limit: true },
    one: { summary: 'One notice', answer: 'The notice', missing: 'No notice has that id' },
    add: { summary: 'Add a notice (JSON, or multipart with a `circular` PDF): staff only', body: notices.requestBody },
    change: {
      summary: 'Change a notice (the fields given; multipart with a new `circular` PDF, `removeCircular: true` takes it off): staff only',
      body: notice.requestBody,
    },
    remove: 'Delete a notice and its circular: staff only',
    words: pdfFileWords,
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
    add: { summary: 'Add an album (photos are then added with POST /api/photos and `albumId`): staff only', body: albums.requestBody },
    change: {
      summary: 'Change an album: its words and day, its cover (`coverPhotoId`, null for its first photo), the order of its photos (`photoIds`, each once): staff only',
      body: album.requestBody,
    },
    remove: 'Delete an album with all its photos and their files: staff only',
    words: { annotate: albumDay },
  }),
  ...contentPaths('/api/events', {
    schema: 'Event',
    list: {
      summary:
        "Upcoming events: dated from the school's today (India) on, soonest first, then those without a date, most recently added first. Past events are left out.",
      answer: 'The upcoming events',
    },
    one: { summary: 'One event, past or upcoming', answer: 'The event', missing: 'No event has that id' },
    add: { summary: 'Add an event (multipart, `photo`): staff only', body: events.requestBody },
    change: { summary: 'Change an event: staff only', body: event.requestBody },
    remove: 'Delete an event and its photo: staff only',
    words: { annotate: eventDate },
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
    add: { summary: 'Add a calendar entry: staff only', body: calendarList.requestBody },
    change: { summary: 'Change a calendar entry (the fields given, checked with the others): staff only', body: calendarEntry.requestBody },
    remove: 'Delete a calendar entry: staff only',
    words: { annotate: calendarWords },
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
};
