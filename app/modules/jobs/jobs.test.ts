import { describe, expect, it } from 'vitest';
import { testDialects, testSite } from '~/test/databases';
import { jobPreview } from './job-preview';
import { jobInputSchema, jobUpdateSchema } from './job-schema';
import { countJobs, deleteJob, getJob, insertJob, latestOpenJob, listJobs, updateJob } from './jobs.server';
import { saidIssue } from '~/test/rules';

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

  it('names every missing required field in words the office understands', () => {
    const messages = Object.fromEntries(jobInputSchema.safeParse({}).error!.issues.map((i) => [i.path[0], saidIssue(i)]));
    expect(messages).toEqual({ title: 'Enter the role, for example “Science Teacher”', details: 'Enter the job details' });
    const tooLong = jobInputSchema.safeParse({ title: 'x'.repeat(121), details: 'y'.repeat(5001) });
    expect(tooLong.error!.issues.map(saidIssue)).toEqual([
      'Keep the role under 120 characters',
      'Keep the details under 5,000 characters',
    ]);
    expect(jobInputSchema.safeParse({ title: 'T', details: 'D', status: 'paused' }).error!.issues.map(saidIssue)[0]).toBe(
      'Choose whether the post is open or closed',
    );
  });

  it('a change keeps what it leaves out (closing a post does not reopen or rename it)', () => {
    expect(jobUpdateSchema.parse({ status: 'closed' })).toEqual({ status: 'closed' });
    expect(jobUpdateSchema.parse({ title: ' Clerk ' })).toEqual({ title: 'Clerk' });
    expect(jobUpdateSchema.safeParse({ details: '  ' }).error!.issues.map(saidIssue)[0]).toBe('Enter the job details');
  });
});

describe.each(testDialects)('job posts on %s', (dialect) => {
  const site = testSite(dialect);

  const post = (title: string, status: 'open' | 'closed' = 'open') => jobInputSchema.parse({ title, details: `${title} details`, status });

  it('lists newest first, visitors see only open posts, and the panel gets the newest open one', async () => {
    expect(await latestOpenJob(site.db)).toBeUndefined();
    await insertJob(site.db, post('Oldest'), new Date('2026-01-01T05:00:00Z'));
    await insertJob(site.db, post('Newest but closed', 'closed'), new Date('2026-03-01T05:00:00Z'));
    await insertJob(site.db, post('Newest open'), new Date('2026-02-01T05:00:00Z'));

    expect((await listJobs(site.db)).map((j) => j.title)).toEqual(['Newest but closed', 'Newest open', 'Oldest']);
    expect((await listJobs(site.db, { status: 'open' })).map((j) => j.title)).toEqual(['Newest open', 'Oldest']);
    expect((await latestOpenJob(site.db))?.title).toBe('Newest open');
  });

  it('reads one post by id with every field the API promises', async () => {
    const created = await insertJob(site.db, post('Office Assistant'), new Date('2026-02-01T05:00:00Z'));
    expect(await getJob(site.db, created.id)).toEqual({
      id: created.id,
      title: 'Office Assistant',
      details: 'Office Assistant details',
      titleHi: null,
      detailsHi: null,
      status: 'open',
      createdAt: '2026-02-01T05:00:00.000Z',
      updatedAt: '2026-02-01T05:00:00.000Z',
    });
    expect(await getJob(site.db, created.id + 100)).toBeUndefined();
  });

  it('closes and reopens a post through a change of status, touching only that post', async () => {
    const created = new Date('2026-02-01T05:00:00Z');
    const target = await insertJob(site.db, post('Science Teacher'), created);
    const other = await insertJob(site.db, post('Clerk'), created);

    const closed = await updateJob(site.db, target.id, { status: 'closed' }, new Date('2026-02-10T05:00:00Z'));
    expect(closed).toEqual({ ...target, status: 'closed', updatedAt: '2026-02-10T05:00:00.000Z' });
    expect((await listJobs(site.db, { status: 'open' })).map((j) => j.id)).toEqual([other.id]);
    expect(await countJobs(site.db, { status: 'open' })).toBe(1);
    expect(await countJobs(site.db)).toBe(2);

    const reopened = await updateJob(site.db, target.id, jobUpdateSchema.parse({ status: 'open', details: 'New details' }));
    expect(reopened).toMatchObject({ title: 'Science Teacher', details: 'New details', status: 'open' });
    expect(await getJob(site.db, other.id)).toEqual(other);
    expect(await countJobs(site.db, { status: 'open' })).toBe(2);
  });

  it('answers undefined or false for an unknown id and changes nothing', async () => {
    const kept = await insertJob(site.db, post('Kept'));
    expect(await updateJob(site.db, kept.id + 100, { status: 'closed' })).toBeUndefined();
    expect(await deleteJob(site.db, kept.id + 100)).toBe(false);
    expect(await getJob(site.db, kept.id)).toEqual(kept);
  });

  it('deletes one post; applications sent for it stay, no longer linked to it', async () => {
    const gone = await insertJob(site.db, post('Gone'));
    const kept = await insertJob(site.db, post('Kept'));
    await site.db
      .insertInto('applications')
      .values({
        jobId: gone.id,
        name: 'Applicant',
        email: 'a@example.com',
        phone: '',
        status: 'new',
        originalName: 'cv.pdf',
        fileKey: 'resume-key',
        fileType: 'application/pdf',
        fileSize: 1000,
        createdAt: '2026-02-01T05:00:00.000Z',
      })
      .execute();

    expect(await deleteJob(site.db, gone.id)).toBe(true);
    expect(await getJob(site.db, gone.id)).toBeUndefined();
    expect((await listJobs(site.db)).map((j) => j.id)).toEqual([kept.id]);
    expect(await site.db.selectFrom('applications').select(['jobId', 'fileKey']).execute()).toEqual([
      { jobId: null, fileKey: 'resume-key' },
    ]);
    expect(await deleteJob(site.db, gone.id)).toBe(false);
  });
});
