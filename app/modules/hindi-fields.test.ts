import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { insertImageRow } from '~/modules/images/images.server';
import { testDialects, testSite } from '~/test/databases';
import { saidIssue } from '~/test/rules';
import { eventInputSchema, eventUpdateSchema } from './events/event-schema';
import { editEvent, getEvent, insertEvent } from './events/events.server';
import { facultyInputSchema, facultyUpdateSchema } from './faculty/faculty-schema';
import { editFacultyMember, getFacultyMember, insertFacultyMember } from './faculty/faculty.server';
import { galleryPhotoInputSchema, galleryPhotoUpdateSchema } from './gallery/gallery-schema';
import { editGalleryPhoto, getGalleryPhoto, insertGalleryPhoto } from './gallery/gallery.server';
import { albumInputSchema } from './gallery/album-schema';
import { addAlbum, getAlbumSummary } from './gallery/albums.server';
import { jobInputSchema, jobUpdateSchema } from './jobs/job-schema';
import { getJob, insertJob, updateJob } from './jobs/jobs.server';
import { noticeInputSchema, noticeUpdateSchema } from './notices/notice-schema';
import { createNotice, getNotice, updateNotice } from './notices/notices.server';
import { testimonialInputSchema, testimonialUpdateSchema } from './testimonials/testimonial-schema';
import { editTestimonial, getTestimonial, insertTestimonial } from './testimonials/testimonials.server';
import { topperInputSchema, topperUpdateSchema } from './toppers/topper-schema';
import { editTopper, getTopper, insertTopper } from './toppers/toppers.server';

/**
 * Issue 15: every kind of content staff write has optional Hindi twins (decision 0052). For each
 * kind, through its own schemas and module functions: a new item without Hindi reads null; with
 * Hindi it is kept (trimmed); a change that does not name a twin keeps it; one that sends it empty
 * (or only spaces, or null) clears it; too long is refused under the twin's own name.
 */

interface Kind {
  name: string;
  /** The English fields of a new item. */
  english: Record<string, unknown>;
  /** Each Hindi twin, with the text a new item gets and the English field's limit. */
  hindi: Record<string, { text: string; max: number; tooLong: string }>;
  inputSchema: { parse(input: unknown): unknown };
  updateSchema: { parse(input: unknown): unknown; safeParse(input: unknown): { success: boolean; error?: { issues: Parameters<typeof saidIssue>[0][] } } };
  add(db: Kysely<Database>, files: FileStore, input: never): Promise<number>;
  edit(db: Kysely<Database>, files: FileStore, id: number, change: never): Promise<unknown>;
  read(db: Kysely<Database>, id: number): Promise<Record<string, unknown> | undefined>;
}

/** An image row to own (the photo's files are not needed to read the row back). */
let images = 0;
const imageOf = (db: Kysely<Database>, kind: string) =>
  db.transaction().execute((trx) => insertImageRow(trx, { key: `${kind}-${++images}`, width: 640, height: 480, variantWidths: [320, 640] }));

const kinds: Kind[] = [
  {
    name: 'notice',
    english: { title: 'Holiday', details: 'School closed', date: '2026-03-05' },
    hindi: {
      titleHi: { text: 'अवकाश', max: 150, tooLong: 'Keep the Hindi title under 150 characters' },
      detailsHi: { text: 'विद्यालय बंद रहेगा।', max: 5000, tooLong: 'Keep the Hindi details under 5,000 characters' },
    },
    inputSchema: noticeInputSchema,
    updateSchema: noticeUpdateSchema,
    add: async (db, files, input) => (await createNotice(db, files, input)).id,
    edit: (db, files, id, change) => updateNotice(db, files, id, change),
    read: (db, id) => getNotice(db, id) as Promise<Record<string, unknown> | undefined>,
  },
  {
    name: 'job post',
    english: { title: 'Science Teacher', details: 'B.Ed. needed' },
    hindi: {
      titleHi: { text: 'विज्ञान शिक्षक', max: 120, tooLong: 'Keep the Hindi role under 120 characters' },
      detailsHi: { text: 'बी.एड. आवश्यक है।', max: 5000, tooLong: 'Keep the Hindi details under 5,000 characters' },
    },
    inputSchema: jobInputSchema,
    updateSchema: jobUpdateSchema,
    add: async (db, _uploads, input) => (await insertJob(db, input)).id,
    edit: (db, _uploads, id, change) => updateJob(db, id, change),
    read: (db, id) => getJob(db, id) as Promise<Record<string, unknown> | undefined>,
  },
  {
    name: 'event',
    english: { title: 'Sports Day', description: 'Races on the ground' },
    hindi: {
      titleHi: { text: 'खेलकूद दिवस', max: 150, tooLong: 'Keep the Hindi title under 150 characters' },
      descriptionHi: { text: 'मैदान पर दौड़।', max: 2000, tooLong: 'Keep the Hindi description under 2,000 characters' },
    },
    inputSchema: eventInputSchema,
    updateSchema: eventUpdateSchema,
    add: async (db, _uploads, input) => insertEvent(db, input, await imageOf(db, 'event')),
    edit: (db, files, id, change) => editEvent(db, files, id, change, { kind: 'keep' }),
    read: (db, id) => getEvent(db, id) as Promise<Record<string, unknown> | undefined>,
  },
  {
    name: 'gallery photo',
    // Album 1: the first album of the test's fresh database, made by `add`.
    english: { albumId: 1, title: 'Assembly', description: 'The whole school' },
    hindi: {
      titleHi: { text: 'प्रार्थना सभा', max: 150, tooLong: 'Keep the Hindi title under 150 characters' },
      descriptionHi: { text: 'पूरा विद्यालय।', max: 1000, tooLong: 'Keep the Hindi description under 1,000 characters' },
    },
    inputSchema: galleryPhotoInputSchema,
    updateSchema: galleryPhotoUpdateSchema,
    add: async (db, _uploads, input) => {
      if (!(await getAlbumSummary(db, 1))) await addAlbum(db, albumInputSchema.parse({ title: 'School life', heldOn: '2026-01-01' }));
      return insertGalleryPhoto(db, input, await imageOf(db, 'photo'));
    },
    edit: (db, files, id, change) => editGalleryPhoto(db, files, id, change, { kind: 'keep' }),
    read: (db, id) => getGalleryPhoto(db, id) as Promise<Record<string, unknown> | undefined>,
  },
  {
    name: 'faculty member',
    english: { name: 'Mrs. Neha Jha', role: 'Primary Teacher', details: 'B.A., D.El.Ed.' },
    hindi: {
      roleHi: { text: 'प्राथमिक शिक्षिका', max: 100, tooLong: 'Keep the Hindi role under 100 characters' },
      detailsHi: { text: 'बी.ए., डी.एल.एड.।', max: 2000, tooLong: 'Keep the Hindi details under 2,000 characters' },
    },
    inputSchema: facultyInputSchema,
    updateSchema: facultyUpdateSchema,
    add: (db, _uploads, input) => insertFacultyMember(db, input, null),
    edit: (db, files, id, change) => editFacultyMember(db, files, id, change, { kind: 'keep' }),
    read: (db, id) => getFacultyMember(db, id) as Promise<Record<string, unknown> | undefined>,
  },
  {
    name: 'topper',
    english: { name: 'Aarav Kumar', marks: 98.4, std: 'Class 8' },
    hindi: { stdHi: { text: 'कक्षा 8', max: 40, tooLong: 'Keep the class in Hindi under 40 characters' } },
    inputSchema: topperInputSchema,
    updateSchema: topperUpdateSchema,
    add: (db, _uploads, input) => insertTopper(db, input, null),
    edit: (db, files, id, change) => editTopper(db, files, id, change, { kind: 'keep' }),
    read: (db, id) => getTopper(db, id) as Promise<Record<string, unknown> | undefined>,
  },
  {
    name: 'testimonial',
    english: { name: 'Mrs. Sunita Devi', relation: 'Mother of Aditya, Class 2', details: 'Safe hands.' },
    hindi: {
      relationHi: { text: 'आदित्य (कक्षा 2) की माता', max: 120, tooLong: 'Keep this in Hindi under 120 characters' },
      detailsHi: { text: 'सुरक्षित हाथ।', max: 1000, tooLong: 'Keep the words in Hindi under 1,000 characters' },
    },
    inputSchema: testimonialInputSchema,
    updateSchema: testimonialUpdateSchema,
    add: (db, _uploads, input) => insertTestimonial(db, input, null),
    edit: (db, files, id, change) => editTestimonial(db, files, id, change, { kind: 'keep' }),
    read: (db, id) => getTestimonial(db, id) as Promise<Record<string, unknown> | undefined>,
  },
];

const hindiOf = (kind: Kind, pick: (text: string, name: string) => unknown) =>
  Object.fromEntries(Object.entries(kind.hindi).map(([name, { text }]) => [name, pick(text, name)]));

describe.each(kinds)('the Hindi twins of a $name', (kind) => {
  it('are refused past the English field’s limit, under their own name, in words the office understands', () => {
    for (const [name, { max, tooLong }] of Object.entries(kind.hindi)) {
      const result = kind.updateSchema.safeParse({ [name]: 'क'.repeat(max + 1) });
      expect(result.success, name).toBe(false);
      expect(result.error!.issues.map((issue) => ({ path: issue.path, message: saidIssue(issue) }))).toEqual([{ path: [name], message: tooLong }]);
      expect(kind.updateSchema.safeParse({ [name]: 'क'.repeat(max) }).success, name).toBe(true);
      expect(kind.updateSchema.safeParse({ [name]: 42 }).error!.issues.map(saidIssue), name).toEqual(['Enter this as text']);
    }
  });
});

describe.each(testDialects)('Hindi twins on %s', (dialect) => {
  const site = testSite(dialect);

  it.each(kinds)('a $name: none is null, given is kept, a change without them keeps them, an empty one clears them', async (kind) => {
    const { db } = site;
    const store = site.files;
    const none = Object.fromEntries(Object.keys(kind.hindi).map((name) => [name, null]));

    // Added without Hindi: the twins read null, and English-only adding works as before.
    const plain = await kind.add(db, store, kind.inputSchema.parse(kind.english) as never);
    expect(await kind.read(db, plain)).toMatchObject({ ...kind.english, ...none });

    // Added with Hindi (spaces around it trimmed).
    const id = await kind.add(db, store, kind.inputSchema.parse({ ...kind.english, ...hindiOf(kind, (text) => ` ${text} `) }) as never);
    const withHindi = hindiOf(kind, (text) => text);
    expect(await kind.read(db, id)).toMatchObject(withHindi);

    // A change that names no twin (the English only) keeps them.
    const [englishField] = Object.keys(kind.english).filter((field) => typeof kind.english[field] === 'string');
    await kind.edit(db, store, id, kind.updateSchema.parse({ [englishField!]: 'Changed' }) as never);
    expect(await kind.read(db, id)).toMatchObject({ [englishField!]: 'Changed', ...withHindi });

    // A change of one twin touches only that one.
    const [first, ...others] = Object.keys(kind.hindi);
    await kind.edit(db, store, id, kind.updateSchema.parse({ [first!]: 'नया' }) as never);
    expect(await kind.read(db, id)).toMatchObject({ ...withHindi, [first!]: 'नया' });

    // Empty, only spaces or null: cleared (null), and the English stays.
    const clears = ['', '   ', null];
    await kind.edit(db, store, id, kind.updateSchema.parse(hindiOf(kind, (_, name) => clears[Object.keys(kind.hindi).indexOf(name) % clears.length])) as never);
    expect(await kind.read(db, id)).toMatchObject({ [englishField!]: 'Changed', ...none });
    if (others.length > 0) expect(kind.updateSchema.parse({ [others[0]!]: '  ' })).toEqual({ [others[0]!]: null });

    // The other item never changed.
    expect(await kind.read(db, plain)).toMatchObject({ ...kind.english, ...none });
  });
});
