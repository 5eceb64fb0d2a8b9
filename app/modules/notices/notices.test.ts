import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { noticeInputSchema, noticeListQuerySchema } from './notice-schema';
import { countNotices, createNotice, getNotice, listNotices } from './notices.server';

describe('notice rules', () => {
  it('defaults the category to academic and the priority to medium', () => {
    const notice = noticeInputSchema.parse({ title: 'Holiday', details: 'School closed', date: '2026-03-05' });
    expect(notice.category).toBe('academic');
    expect(notice.priority).toBe('medium');
  });

  it('requires details and a real date, and trims what it keeps', () => {
    const result = noticeInputSchema.safeParse({ title: '  Exam ', details: '   ', date: '2026-02-30' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ details: 'Enter the notice details', date: 'That date does not exist' });
    expect(noticeInputSchema.parse({ title: '  Exam ', details: 'x', date: '2026-02-28' }).title).toBe('Exam');
  });

  it('accepts only the categories and priorities of the design', () => {
    expect(noticeInputSchema.safeParse({ title: 't', details: 'd', date: '2026-01-01', category: 'Sports' }).success).toBe(false);
    expect(noticeInputSchema.safeParse({ title: 't', details: 'd', date: '2026-01-01', priority: 'urgent' }).success).toBe(false);
    expect(noticeInputSchema.safeParse({ title: 't', details: 'd', date: '2026-01-01', category: 'holiday', priority: 'low' }).success).toBe(true);
  });

  it('bounds the list limit', () => {
    expect(noticeListQuerySchema.parse({ limit: '5' }).limit).toBe(5);
    expect(noticeListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(noticeListQuerySchema.safeParse({ limit: 'all' }).success).toBe(false);
  });
});

describe.each(testDialects)('notices on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;

  beforeEach(async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const input = (title: string, date: string) => noticeInputSchema.parse({ title, details: `${title} details`, date });

  it('lists newest first by date, then by when the notice was written', async () => {
    await createNotice(database.db, input('Older', '2026-01-10'), new Date('2026-01-10T05:00:00Z'));
    await createNotice(database.db, input('Newest date', '2026-03-01'), new Date('2026-01-11T05:00:00Z'));
    await createNotice(database.db, input('Same day, earlier', '2026-02-01'), new Date('2026-02-01T05:00:00Z'));
    await createNotice(database.db, input('Same day, later', '2026-02-01'), new Date('2026-02-01T09:00:00Z'));

    const titles = (await listNotices(database.db)).map((n) => n.title);
    expect(titles).toEqual(['Newest date', 'Same day, later', 'Same day, earlier', 'Older']);
    expect((await listNotices(database.db, { limit: 2 })).map((n) => n.title)).toEqual(['Newest date', 'Same day, later']);
    expect(await countNotices(database.db)).toBe(4);
  });

  it('keeps only notices dated on or after a day, for the newsletter', async () => {
    await createNotice(database.db, input('Too old', '2026-01-31'));
    await createNotice(database.db, input('On the day', '2026-02-01'));
    await createNotice(database.db, input('After', '2026-02-10'));
    expect((await listNotices(database.db, { since: '2026-02-01' })).map((n) => n.title)).toEqual(['After', 'On the day']);
    expect((await listNotices(database.db, { since: '2026-02-01', limit: 1 })).map((n) => n.title)).toEqual(['After']);
  });

  it('reads one notice by id, with every field the API promises', async () => {
    const created = await createNotice(
      database.db,
      noticeInputSchema.parse({ title: 'Sports Day', details: 'On the ground', date: '2026-03-05', category: 'sports', priority: 'high' }),
      new Date('2026-03-01T10:00:00Z'),
    );
    expect(await getNotice(database.db, created.id)).toEqual({
      id: created.id,
      title: 'Sports Day',
      details: 'On the ground',
      date: '2026-03-05',
      category: 'sports',
      priority: 'high',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(await getNotice(database.db, created.id + 1000)).toBeUndefined();
  });

  it('stores text verbatim, markup included (pages escape it when they show it)', async () => {
    const created = await createNotice(database.db, input('<script>alert(1)</script> & “quotes”', '2026-03-05'));
    expect((await getNotice(database.db, created.id))?.title).toBe('<script>alert(1)</script> & “quotes”');
  });
});
