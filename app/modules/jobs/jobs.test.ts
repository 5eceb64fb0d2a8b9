import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { jobPreview } from './job-preview';
import { jobInputSchema } from './job-schema';
import { getJob, insertJob, latestOpenJob, listJobs } from './jobs.server';

describe('job post rules', () => {
  it('cuts the preview at 100 characters and adds an ellipsis only when something was cut', () => {
    const long = 'a'.repeat(99) + 'bcdef';
    expect(jobPreview(long)).toBe(`${'a'.repeat(99)}b…`);
    expect(jobPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(jobPreview('  Short post  ')).toBe('Short post');
  });

  it('never splits a character in two (Hindi text, emoji)', () => {
    const hindi = 'शिक्षक'.repeat(30);
    const preview = jobPreview(hindi, 5);
    expect(Array.from(preview)).toHaveLength(6);
    expect(preview.endsWith('…')).toBe(true);
  });

  it('requires a role and details, and defaults to open', () => {
    const result = jobInputSchema.safeParse({ title: ' ', details: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual(['details', 'title']);
    expect(jobInputSchema.parse({ title: 'Teacher', details: 'Teach' }).status).toBe('open');
  });
});

describe.each(testDialects)('job posts on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;

  beforeEach(async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const post = (title: string, status: 'open' | 'closed' = 'open') => jobInputSchema.parse({ title, details: `${title} details`, status });

  it('lists newest first, visitors see only open posts, and the panel gets the newest open one', async () => {
    expect(await latestOpenJob(database.db)).toBeUndefined();
    await insertJob(database.db, post('Oldest'), new Date('2026-01-01T05:00:00Z'));
    await insertJob(database.db, post('Newest but closed', 'closed'), new Date('2026-03-01T05:00:00Z'));
    await insertJob(database.db, post('Newest open'), new Date('2026-02-01T05:00:00Z'));

    expect((await listJobs(database.db)).map((j) => j.title)).toEqual(['Newest but closed', 'Newest open', 'Oldest']);
    expect((await listJobs(database.db, { status: 'open' })).map((j) => j.title)).toEqual(['Newest open', 'Oldest']);
    expect((await latestOpenJob(database.db))?.title).toBe('Newest open');
  });

  it('reads one post by id with every field the API promises', async () => {
    const created = await insertJob(database.db, post('Office Assistant'), new Date('2026-02-01T05:00:00Z'));
    expect(await getJob(database.db, created.id)).toEqual({
      id: created.id,
      title: 'Office Assistant',
      details: 'Office Assistant details',
      status: 'open',
      createdAt: '2026-02-01T05:00:00.000Z',
      updatedAt: '2026-02-01T05:00:00.000Z',
    });
    expect(await getJob(database.db, created.id + 100)).toBeUndefined();
  });
});
