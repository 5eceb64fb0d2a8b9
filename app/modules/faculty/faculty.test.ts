import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { insertImageRow } from '~/modules/images/images.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { facultyInputSchema } from './faculty-schema';
import { getFacultyMember, insertFacultyMember, listFaculty } from './faculty.server';

describe('faculty rules', () => {
  it('requires a name and a role, trims them, and leaves details optional', () => {
    const result = facultyInputSchema.safeParse({ name: '  ', role: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ name: 'Enter the teacher’s name', role: 'Enter the role, for example “Mathematics Teacher”' });
    expect(facultyInputSchema.parse({ name: ' Mrs. Jha ', role: ' Primary Teacher ' })).toEqual({
      name: 'Mrs. Jha',
      role: 'Primary Teacher',
      details: '',
    });
    expect(facultyInputSchema.safeParse({ name: 'A', role: 'B', details: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe.each(testDialects)('faculty on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;

  beforeEach(async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const member = (name: string, role = 'Teacher', details = '') => facultyInputSchema.parse({ name, role, details });

  it('lists in the order staff added them: earliest first, then by id when added in the same instant', async () => {
    const sameInstant = new Date('2026-01-05T05:00:00Z');
    await insertFacultyMember(database.db, member('Added second'), null, new Date('2026-01-02T05:00:00Z'));
    await insertFacultyMember(database.db, member('Added first'), null, new Date('2026-01-01T05:00:00Z'));
    await insertFacultyMember(database.db, member('Same instant, lower id'), null, sameInstant);
    await insertFacultyMember(database.db, member('Same instant, higher id'), null, sameInstant);

    expect((await listFaculty(database.db)).map((m) => m.name)).toEqual([
      'Added first',
      'Added second',
      'Same instant, lower id',
      'Same instant, higher id',
    ]);
  });

  it('joins the photo into a responsive image source, and gives null without one', async () => {
    const now = new Date('2026-02-01T10:00:00Z');
    const withPhoto = await database.db.transaction().execute(async (trx) => {
      const imageId = await insertImageRow(trx, { key: 'abc123', width: 800, height: 800, variantWidths: [320, 640, 800] }, now);
      return insertFacultyMember(trx, member('Mr. Rakesh Kumar', 'Mathematics Teacher', 'M.Sc., B.Ed.'), imageId, now);
    });
    const withoutPhoto = await insertFacultyMember(database.db, member('Ms. Priya Verma', 'English Teacher'), null, now);

    expect(await getFacultyMember(database.db, withPhoto)).toEqual({
      id: withPhoto,
      name: 'Mr. Rakesh Kumar',
      role: 'Mathematics Teacher',
      details: 'M.Sc., B.Ed.',
      image: {
        src: '/uploads/images/abc123-640.webp',
        srcSet: '/uploads/images/abc123-320.webp 320w, /uploads/images/abc123-640.webp 640w, /uploads/images/abc123-800.webp 800w',
        width: 800,
        height: 800,
      },
      createdAt: '2026-02-01T10:00:00.000Z',
    });
    const [, second] = await listFaculty(database.db);
    expect(second).toMatchObject({ id: withoutPhoto, name: 'Ms. Priya Verma', details: '', image: null });
  });

  it('answers undefined for an id that names no one, and an empty list when there is no one', async () => {
    expect(await listFaculty(database.db)).toEqual([]);
    const id = await insertFacultyMember(database.db, member('Someone'), null);
    expect(await getFacultyMember(database.db, id + 1000)).toBeUndefined();
  });
});
