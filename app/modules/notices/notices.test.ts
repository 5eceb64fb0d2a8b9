import { describe, expect, it } from 'vitest';
import { testDialects, testSite } from '~/test/databases';
import { noticeInputSchema, noticeUpdateSchema } from './notice-schema';
import { countNotices, createNotice, deleteNotice, getNotice, listNotices, updateNotice } from './notices.server';
import { saidIssue } from '~/test/rules';

describe('notice rules', () => {
  it('defaults the category to academic and the priority to medium', () => {
    const notice = noticeInputSchema.parse({ title: 'Holiday', details: 'School closed', date: '2026-03-05' });
    expect(notice.category).toBe('academic');
    expect(notice.priority).toBe('medium');
  });

  it('requires details and a real date, and trims what it keeps', () => {
    const result = noticeInputSchema.safeParse({ title: '  Exam ', details: '   ', date: '2026-02-30' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], saidIssue(i)]));
    expect(messages).toEqual({ details: 'Enter the notice details', date: 'That date does not exist' });
    expect(noticeInputSchema.parse({ title: '  Exam ', details: 'x', date: '2026-02-28' }).title).toBe('Exam');
  });

  it('accepts only the categories and priorities of the design', () => {
    expect(noticeInputSchema.safeParse({ title: 't', details: 'd', date: '2026-01-01', category: 'Sports' }).success).toBe(false);
    expect(noticeInputSchema.safeParse({ title: 't', details: 'd', date: '2026-01-01', priority: 'urgent' }).success).toBe(false);
    expect(noticeInputSchema.safeParse({ title: 't', details: 'd', date: '2026-01-01', category: 'holiday', priority: 'low' }).success).toBe(true);
  });

  it('names every missing required field in words the office understands', () => {
    const result = noticeInputSchema.safeParse({});
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], saidIssue(i)]));
    expect(messages).toEqual({ title: 'Enter a title', details: 'Enter the notice details', date: 'Choose the date of the notice' });
    expect(noticeInputSchema.safeParse({ title: 'x'.repeat(151), details: 'd', date: '2026-01-01' }).error!.issues.map(saidIssue)[0]).toBe(
      'Keep the title under 150 characters',
    );
  });

  it('a change keeps what it leaves out, and checks what it gives by the same rules', () => {
    expect(noticeUpdateSchema.parse({})).toEqual({});
    expect(noticeUpdateSchema.parse({ priority: 'high' })).toEqual({ priority: 'high' });
    const result = noticeUpdateSchema.safeParse({ title: ' ', details: '', date: '2026-02-30', category: 'Sports' });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], saidIssue(i)]));
    expect(messages).toEqual({
      title: 'Enter a title',
      details: 'Enter the notice details',
      date: 'That date does not exist',
      category: 'Choose a category',
    });
  });
});

describe.each(testDialects)('notices on %s', (dialect) => {
  const site = testSite(dialect);

  const input = (title: string, date: string) => noticeInputSchema.parse({ title, details: `${title} details`, date });

  it('lists newest first by date, then by when the notice was written', async () => {
    await createNotice(site.db, site.files, input('Older', '2026-01-10'), { now: new Date('2026-01-10T05:00:00Z') });
    await createNotice(site.db, site.files, input('Newest date', '2026-03-01'), { now: new Date('2026-01-11T05:00:00Z') });
    await createNotice(site.db, site.files, input('Same day, earlier', '2026-02-01'), { now: new Date('2026-02-01T05:00:00Z') });
    await createNotice(site.db, site.files, input('Same day, later', '2026-02-01'), { now: new Date('2026-02-01T09:00:00Z') });

    const titles = (await listNotices(site.db)).map((n) => n.title);
    expect(titles).toEqual(['Newest date', 'Same day, later', 'Same day, earlier', 'Older']);
    expect((await listNotices(site.db, { limit: 2 })).map((n) => n.title)).toEqual(['Newest date', 'Same day, later']);
    expect(await countNotices(site.db)).toBe(4);
  });

  it('keeps only notices dated on or after a day, for the newsletter', async () => {
    await createNotice(site.db, site.files, input('Too old', '2026-01-31'));
    await createNotice(site.db, site.files, input('On the day', '2026-02-01'));
    await createNotice(site.db, site.files, input('After', '2026-02-10'));
    expect((await listNotices(site.db, { since: '2026-02-01' })).map((n) => n.title)).toEqual(['After', 'On the day']);
    expect((await listNotices(site.db, { since: '2026-02-01', limit: 1 })).map((n) => n.title)).toEqual(['After']);
  });

  it('reads one notice by id, with every field the API promises', async () => {
    const created = await createNotice(
      site.db,
      site.files,
      noticeInputSchema.parse({ title: 'Sports Day', details: 'On the ground', date: '2026-03-05', category: 'sports', priority: 'high' }),
      { now: new Date('2026-03-01T10:00:00Z') },
    );
    expect(await getNotice(site.db, created.id)).toEqual({
      id: created.id,
      title: 'Sports Day',
      details: 'On the ground',
      titleHi: null,
      detailsHi: null,
      date: '2026-03-05',
      category: 'sports',
      circular: null,
      priority: 'high',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(await getNotice(site.db, created.id + 1000)).toBeUndefined();
  });

  it('stores text verbatim, markup included (pages escape it when they show it)', async () => {
    const created = await createNotice(site.db, site.files, input('<script>alert(1)</script> & “quotes”', '2026-03-05'));
    expect((await getNotice(site.db, created.id))?.title).toBe('<script>alert(1)</script> & “quotes”');
  });

  it('changes only the fields given, on the one notice named, and stamps updatedAt', async () => {
    const created = new Date('2026-03-01T10:00:00Z');
    const target = await createNotice(site.db, site.files, input('Sports Day', '2026-03-05'), { now: created });
    const other = await createNotice(site.db, site.files, input('Exams', '2026-03-10'), { now: created });

    const updated = await updateNotice(
      site.db,
      site.files,
      target.id,
      noticeUpdateSchema.parse({ title: 'Sports Day moved', date: '2026-03-12', priority: 'high' }),
      { now: new Date('2026-03-02T08:00:00Z') },
    );
    expect(updated).toEqual({
      ...target,
      title: 'Sports Day moved',
      date: '2026-03-12',
      priority: 'high',
      updatedAt: '2026-03-02T08:00:00.000Z',
    });
    expect(await getNotice(site.db, target.id)).toEqual(updated);
    expect(await getNotice(site.db, other.id)).toEqual(other);

    // A whole form's worth of fields, as the editor sends it.
    const full = noticeUpdateSchema.parse({ title: 'T', details: 'D', date: '2026-04-01', category: 'holiday', priority: 'low' });
    expect(await updateNotice(site.db, site.files, target.id, full)).toMatchObject({ ...full, id: target.id });
  });

  it('answers undefined for an unknown id and changes nothing', async () => {
    const kept = await createNotice(site.db, site.files, input('Kept', '2026-03-05'));
    expect(await updateNotice(site.db, site.files, kept.id + 1000, { title: 'Nope' })).toBeUndefined();
    expect(await getNotice(site.db, kept.id)).toEqual(kept);
  });

  it('deletes one notice, and answers false when there is none with that id', async () => {
    const gone = await createNotice(site.db, site.files, input('Gone', '2026-03-05'));
    const kept = await createNotice(site.db, site.files, input('Kept', '2026-03-06'));
    expect(await deleteNotice(site.db, site.files, gone.id)).toBe(true);
    expect(await getNotice(site.db, gone.id)).toBeUndefined();
    expect((await listNotices(site.db)).map((n) => n.id)).toEqual([kept.id]);
    expect(await deleteNotice(site.db, site.files, gone.id)).toBe(false);
    expect(await countNotices(site.db)).toBe(1);
  });
});
