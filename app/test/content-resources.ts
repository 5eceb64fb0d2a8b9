import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import { albumInputSchema } from '~/modules/gallery/album-schema';
import { addAlbum } from '~/modules/gallery/albums.server';
import { testJpeg } from '~/test/images';
import * as event from '~/routes/api/event';
import * as events from '~/routes/api/events';
import * as facultyList from '~/routes/api/faculty';
import * as facultyMember from '~/routes/api/faculty-member';
import * as job from '~/routes/api/job';
import * as jobs from '~/routes/api/jobs';
import * as notice from '~/routes/api/notice';
import * as notices from '~/routes/api/notices';
import * as album from '~/routes/api/album';
import * as albums from '~/routes/api/albums';
import * as photo from '~/routes/api/photo';
import * as photos from '~/routes/api/photos';
import * as testimonial from '~/routes/api/testimonial';
import * as testimonials from '~/routes/api/testimonials';
import * as topper from '~/routes/api/topper';
import * as toppers from '~/routes/api/toppers';
/**
 * The content resources of the JSON API as writes.test.ts exercises them: each list and item route,
 * a new item with every field given a value that is not its default, and one field to change.
 */

export type Body = Record<string, unknown> | FormData;
/** FormData with the fields and, when given, a photo. */
export async function multipart(fields: Record<string, string>, withPhoto = true): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (withPhoto) form.append('photo', new Blob([new Uint8Array(await testJpeg())], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

export interface ContentResource {
  name: string;
  path: string;
  collection: { loader: unknown; action: unknown };
  item: { loader: unknown; action: unknown };
  /** A new item, every field given a value that is not its default (what it needs first, like a photo's album, is written to `db`). */
  create: (db: Kysely<Database>) => Promise<Body>;
  /** One field to change, with its new value. */
  change: Record<string, unknown>;
}

export const contentResources: ContentResource[] = [
  {
    name: 'notices',
    path: '/api/notices',
    collection: notices,
    item: notice,
    create: async () => ({ title: 'Sports day', details: 'On the ground', date: '2026-03-05', category: 'sports', priority: 'high' }),
    change: { title: 'Sports day moved' },
  },
  {
    name: 'jobs',
    path: '/api/jobs',
    collection: jobs,
    item: job,
    create: async () => ({ title: 'Science Teacher', details: 'B.Ed. needed', status: 'open' }),
    change: { details: 'B.Ed. and two years' },
  },
  {
    name: 'photos',
    path: '/api/photos',
    collection: photos,
    item: photo,
    create: async (db) => {
      const album = await addAlbum(db, albumInputSchema.parse({ title: 'School life', heldOn: '2026-03-01' }));
      return multipart({ albumId: String(album.id), title: 'Assembly', description: 'Morning prayer' });
    },
    change: { title: 'Morning assembly' },
  },
  {
    name: 'albums',
    path: '/api/albums',
    collection: albums,
    item: album,
    create: async () => ({ title: 'Sports Day', heldOn: '2026-11-14', description: 'Races and prizes' }),
    change: { heldOn: '2026-11-15' },
  },
  {
    name: 'events',
    path: '/api/events',
    collection: events,
    item: event,
    create: () => multipart({ title: 'Annual Day', date: '2099-12-01', description: 'Songs and a play' }),
    change: { description: 'Songs, dances and a play' },
  },
  {
    name: 'faculty',
    path: '/api/faculty',
    collection: facultyList,
    item: facultyMember,
    create: () =>
      multipart({
        name: 'Mrs. Jha',
        role: 'Primary Teacher',
        details: 'Twelve years in the primary wing',
        qualification: 'B.A., D.El.Ed.',
        post: 'prt',
        appointment: 'regular',
      }),
    change: { role: 'Class Teacher' },
  },
  {
    name: 'toppers',
    path: '/api/toppers',
    collection: toppers,
    item: topper,
    create: () => multipart({ name: 'Aarav Kumar', marks: '98.4', std: 'Class 8', examYear: '2026' }),
    change: { marks: 97.5 },
  },
  {
    name: 'testimonials',
    path: '/api/testimonials',
    collection: testimonials,
    item: testimonial,
    create: () => multipart({ name: 'Mr. Gupta', relation: 'Father of Riya', details: 'Teachers know every child.' }),
    change: { details: 'The teachers know every child by name.' },
  },
];
