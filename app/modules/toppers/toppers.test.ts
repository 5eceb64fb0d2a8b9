import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { insertImageRow } from '~/modules/images/images.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { formatMarks } from './topper-display';
import { topperInputSchema } from './topper-schema';
import { competitionRanks, getTopper, insertTopper, listToppers } from './toppers.server';

describe('topper rules', () => {
  const valid = { name: 'Aarav Kumar', marks: '98.4', std: 'Class 8', examYear: '2026' };
  const messageFor = (input: Record<string, unknown>, field: string) =>
    topperInputSchema.safeParse(input).error?.issues.find((i) => i.path[0] === field)?.message;

  it('reads marks from form text as a percentage from 0 to 100 with at most two decimals', () => {
    expect(topperInputSchema.parse(valid).marks).toBe(98.4);
    expect(topperInputSchema.parse({ ...valid, marks: 100 }).marks).toBe(100);
    expect(topperInputSchema.parse({ ...valid, marks: '97.25' }).marks).toBe(97.25);
    for (const marks of ['', '  ', 'abc', '-1', '100.5', undefined]) {
      expect(messageFor({ ...valid, marks }, 'marks'), String(marks)).toBe('Enter the percentage, a number from 0 to 100');
    }
    expect(messageFor({ ...valid, marks: '97.125' }, 'marks')).toBe('Use at most two decimal places');
  });

  it('requires the name and class; the exam year is a year, a session or empty', () => {
    expect(messageFor({ ...valid, name: ' ' }, 'name')).toBe('Enter the student’s name');
    expect(messageFor({ ...valid, std: '' }, 'std')).toBe('Enter the class, for example “Class 8”');
    expect(topperInputSchema.parse({ ...valid, examYear: undefined }).examYear).toBe('');
    expect(topperInputSchema.parse({ ...valid, examYear: '2025-26' }).examYear).toBe('2025-26');
    expect(messageFor({ ...valid, examYear: 'last year' }, 'examYear')).toMatch(/2025-26/);
  });

  it('shows marks as a percentage without trailing zeros', () => {
    expect(formatMarks(98.4)).toBe('98.4%');
    expect(formatMarks(100)).toBe('100%');
    expect(formatMarks(97.25)).toBe('97.25%');
  });

  it('ranks equal marks together and counts them for the next place ("1224")', () => {
    expect(competitionRanks([])).toEqual([]);
    expect(competitionRanks([99, 98, 97, 96])).toEqual([1, 2, 3, 4]);
    expect(competitionRanks([98, 98, 97, 96])).toEqual([1, 1, 3, 4]);
    expect(competitionRanks([99, 97, 97, 97, 90])).toEqual([1, 2, 2, 2, 5]);
  });
});

describe.each(testDialects)('toppers on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;

  beforeEach(async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const add = (name: string, marks: number, std = 'Class 8') =>
    insertTopper(database.db, topperInputSchema.parse({ name, marks, std, examYear: '2026' }), null, new Date('2026-04-01T06:00:00Z'));

  it('lists by marks, highest first; equal marks share a rank and keep the order staff added them', async () => {
    await add('Fourth', 95.8, 'Class 7');
    await add('Tied, added first', 97.6);
    await add('Top', 98.4);
    await add('Tied, added second', 97.6);
    await add('Fifth', 94.5, 'Class 6');

    const toppers = await listToppers(database.db);
    expect(toppers.map((t) => [t.name, t.marks, t.rank])).toEqual([
      ['Top', 98.4, 1],
      ['Tied, added first', 97.6, 2],
      ['Tied, added second', 97.6, 2],
      ['Fourth', 95.8, 4],
      ['Fifth', 94.5, 5],
    ]);
  });

  it('reads one topper with its rank among all, its photo and every field the API promises', async () => {
    await add('Ahead', 99);
    const tiedFirst = await add('Tied A', 96.2);
    const now = new Date('2026-04-02T06:00:00Z');
    const withPhoto = await database.db.transaction().execute(async (trx) => {
      const imageId = await insertImageRow(trx, { key: 'fff000', width: 640, height: 640, variantWidths: [320, 640] }, now);
      return insertTopper(trx, topperInputSchema.parse({ name: 'Ishita Raj', marks: '96.2', std: 'Class 7', examYear: '2026' }), imageId, now);
    });

    expect(await getTopper(database.db, withPhoto)).toEqual({
      id: withPhoto,
      name: 'Ishita Raj',
      marks: 96.2,
      std: 'Class 7',
      examYear: '2026',
      rank: 2,
      image: {
        src: '/uploads/images/fff000-640.webp',
        srcSet: '/uploads/images/fff000-320.webp 320w, /uploads/images/fff000-640.webp 640w',
        width: 640,
        height: 640,
      },
      createdAt: '2026-04-02T06:00:00.000Z',
    });
    expect((await getTopper(database.db, tiedFirst))?.rank).toBe(2);
    expect((await getTopper(database.db, tiedFirst))?.image).toBeNull();
    expect(await getTopper(database.db, withPhoto + 1000)).toBeUndefined();
  });

  it('is an empty list when no results are published', async () => {
    expect(await listToppers(database.db)).toEqual([]);
  });
});
