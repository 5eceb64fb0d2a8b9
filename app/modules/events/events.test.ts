import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { todayInSchool } from '~/lib/dates';
import { insertImageRow } from '~/modules/images/images.server';
import { testDialects, testSite } from '~/test/databases';
import { filesOnDisk, imageRows, variantFiles } from '~/test/images';
import { photoOwnerTools } from '~/test/photo-owners';
import { eventInputSchema, eventUpdateSchema, type EventInput } from './event-schema';
import {
  addEvent,
  countUpcomingEvents,
  deleteEvent,
  editEvent,
  getEvent,
  insertEvent,
  listAllEvents,
  listUpcomingEvents,
} from './events.server';
import { saidIssue } from '~/test/rules';

describe('event rules', () => {
  it('takes title, date and description as optional; an empty date is no date', () => {
    expect(eventInputSchema.parse({})).toEqual({ title: '', date: null, description: '', titleHi: null, descriptionHi: null });
    expect(eventInputSchema.parse({ title: ' Sports Day ', date: ' ', description: ' Races ' })).toEqual({
      title: 'Sports Day',
      date: null,
      description: 'Races',
      titleHi: null,
      descriptionHi: null,
    });
    expect(eventInputSchema.parse({ date: '2026-12-05' }).date).toBe('2026-12-05');
  });

  it('refuses dates that are not real days', () => {
    const messages = (date: string) => eventInputSchema.safeParse({ date }).error?.issues.map(saidIssue);
    expect(messages('05/12/2026')).toEqual(['Choose the date of the event']);
    expect(messages('2026-02-30')).toEqual(['That date does not exist']);
  });

  it('bounds the words', () => {
    const result = eventInputSchema.safeParse({ title: 'x'.repeat(151), description: 'y'.repeat(2001) });
    expect(result.error!.issues.map(saidIssue)).toEqual([
      'Keep the title under 150 characters',
      'Keep the description under 2,000 characters',
    ]);
  });

  it('a change keeps what it leaves out; an empty date makes it "to be announced"', () => {
    expect(eventUpdateSchema.parse({})).toEqual({});
    expect(eventUpdateSchema.parse({ date: '' })).toEqual({ date: null });
    expect(eventUpdateSchema.parse({ date: '2026-12-05', title: ' Annual Day ' })).toEqual({ date: '2026-12-05', title: 'Annual Day' });
    expect(eventUpdateSchema.safeParse({ date: '2026-13-01' }).error!.issues.map(saidIssue)[0]).toBe('That date does not exist');
    expect(eventUpdateSchema.safeParse({ date: 'next week' }).error!.issues.map(saidIssue)[0]).toBe('Choose the date of the event');
  });
});

describe.each(testDialects)('events on %s', (dialect) => {
  const site = testSite(dialect);

  let keys = 0;
  async function addDatedEvent(title: string, date: string | null, addedAt = '2026-11-01T05:00:00Z') {
    keys += 1;
    return site.db.transaction().execute(async (trx) => {
      const imageId = await insertImageRow(trx, { key: `event-${keys}`, width: 960, height: 640, variantWidths: [320, 640, 960] });
      return insertEvent(trx, eventInputSchema.parse({ title, date: date ?? '', description: `${title} details` }), imageId, new Date(addedAt));
    });
  }

  const titles = async (today: string) => (await listUpcomingEvents(site.db, today)).map((e) => e.title);

  it('lists events from today on, soonest first; past events are not upcoming', async () => {
    await addDatedEvent('Sports Day', '2026-12-20');
    await addDatedEvent('Yesterday’s assembly', '2026-11-21');
    await addDatedEvent('Annual Day', '2026-12-05');
    await addDatedEvent('Today’s prize giving', '2026-11-22');
    await addDatedEvent('Last year’s fair', '2025-12-01');
    await addDatedEvent('Science Exhibition', '2027-01-10');

    expect(await titles('2026-11-22')).toEqual(['Today’s prize giving', 'Annual Day', 'Sports Day', 'Science Exhibition']);
    // The next day, today's event has passed too.
    expect(await titles('2026-11-23')).toEqual(['Annual Day', 'Sports Day', 'Science Exhibition']);
    expect(await titles('2027-02-01')).toEqual([]);
  });

  it("uses the school's day: at 00:30 in India an event of the previous UTC day is over", async () => {
    await addDatedEvent('Evening of the 21st', '2026-11-21');
    await addDatedEvent('On the 22nd', '2026-11-22');
    // 19:00 UTC on the 21st is 00:30 on the 22nd in India.
    const today = todayInSchool(new Date('2026-11-21T19:00:00Z'));
    expect(await titles(today)).toEqual(['On the 22nd']);
  });

  it('puts events without a date after the dated ones, most recently added first', async () => {
    await addDatedEvent('Undated, added first', null, '2026-10-01T05:00:00Z');
    await addDatedEvent('Dated later', '2026-12-20');
    await addDatedEvent('Undated, added last', null, '2026-11-10T05:00:00Z');
    await addDatedEvent('Dated soon', '2026-11-25');

    expect(await titles('2026-11-22')).toEqual(['Dated soon', 'Dated later', 'Undated, added last', 'Undated, added first']);
    expect((await listUpcomingEvents(site.db, '2026-11-22', { limit: 3 })).map((e) => e.title)).toEqual([
      'Dated soon',
      'Dated later',
      'Undated, added last',
    ]);
  });

  it('breaks ties on the same day by the order they were added', async () => {
    await addDatedEvent('First on the day', '2026-12-01');
    await addDatedEvent('Second on the day', '2026-12-01');
    expect(await titles('2026-11-22')).toEqual(['First on the day', 'Second on the day']);
  });

  it('reads one event by id, past ones included, with its image source', async () => {
    const id = await addDatedEvent('Last year’s fair', '2025-12-01', '2025-11-01T05:00:00Z');
    expect(await getEvent(site.db, id)).toEqual({
      id,
      title: 'Last year’s fair',
      date: '2025-12-01',
      description: 'Last year’s fair details',
      titleHi: null,
      descriptionHi: null,
      image: {
        src: `/uploads/images/event-${keys}-640.webp`,
        srcSet: [320, 640, 960].map((w) => `/uploads/images/event-${keys}-${w}.webp ${w}w`).join(', '),
        width: 960,
        height: 640,
      },
      createdAt: '2025-11-01T05:00:00.000Z',
    });
    expect(await getEvent(site.db, id + 1000)).toBeUndefined();
  });

  it('staff see every event, past ones included: undated first, then the latest date first', async () => {
    await addDatedEvent('Last year’s fair', '2025-12-01', '2025-11-01T05:00:00Z');
    await addDatedEvent('Undated, added first', null, '2026-10-01T05:00:00Z');
    await addDatedEvent('Sports Day', '2026-12-20');
    await addDatedEvent('Undated, added last', null, '2026-11-10T05:00:00Z');
    await addDatedEvent('Same day, added first', '2026-12-05', '2026-11-01T05:00:00Z');
    await addDatedEvent('Same day, added later', '2026-12-05', '2026-11-02T05:00:00Z');

    expect((await listAllEvents(site.db)).map((e) => e.title)).toEqual([
      'Undated, added last',
      'Undated, added first',
      'Sports Day',
      'Same day, added later',
      'Same day, added first',
      'Last year’s fair',
    ]);
    expect((await listAllEvents(site.db, { limit: 2 })).map((e) => e.title)).toEqual(['Undated, added last', 'Undated, added first']);
    // Upcoming on 2026-12-05: the two undated, Sports Day and both events of that day.
    expect(await countUpcomingEvents(site.db, '2026-12-05')).toBe(5);
    expect(await countUpcomingEvents(site.db, '2026-12-05')).toBe((await listUpcomingEvents(site.db, '2026-12-05')).length);
    expect(await countUpcomingEvents(site.db, '2026-12-21')).toBe(2);
  });
});

describe.each(testDialects)('adding, changing and deleting events on %s', (dialect) => {
  const site = testSite(dialect);

  const created = new Date('2026-11-01T05:00:00Z');
  const input = (title: string, date = '2026-12-05') => eventInputSchema.parse({ title, date, description: `${title} details` });
  const { upload, notAPhoto, photoOf, shareImage } = photoOwnerTools(site);
  /** An event with its photo, added as the dashboard adds one. */
  async function addWithPhoto(title: string, date?: string) {
    const { id } = await addEvent(site.db, site.files, input(title, date), await upload(), created);
    return { id, ...(await photoOf('events', id)) };
  }

  it('adds an event from an upload: the row, its variants on disk, and the upload gone', async () => {
    const photo = await upload();
    const added = await addEvent(site.db, site.files, input('Annual Day'), photo, created);
    const [image] = await imageRows(site.db);
    expect(added).toMatchObject({ title: 'Annual Day', date: '2026-12-05', description: 'Annual Day details', createdAt: created.toISOString() });
    expect(added.image.src).toContain(image.key);
    expect(await getEvent(site.db, added.id)).toEqual(added);
    expect(filesOnDisk(site.uploadsDir)).toEqual(variantFiles(image));
    expect(fs.existsSync(photo)).toBe(false);
  });

  it('an add with a refused photo, or one the database refuses, leaves no row and no file', async () => {
    const refusedPhoto = await notAPhoto();
    await expect(addEvent(site.db, site.files, input('Annual Day'), refusedPhoto)).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(fs.existsSync(refusedPhoto)).toBe(false);
    // A title the schema never lets through: the photo is stored by then, and the row's NOT NULL refuses it.
    const refusedRow = { ...input('Annual Day'), title: null } as unknown as EventInput;
    await expect(addEvent(site.db, site.files, refusedRow, await upload())).rejects.toThrow();
    expect(await listAllEvents(site.db)).toEqual([]);
    expect(await imageRows(site.db)).toEqual([]);
    expect(filesOnDisk(site.uploadsDir)).toEqual([]);
  });

  it('an edit changes only the fields it names, of that event only; clearing the date makes it "to be announced"', async () => {
    const target = await addWithPhoto('Annual Day');
    const other = await addWithPhoto('Sports Day', '2026-12-20');
    const before = await getEvent(site.db, target.id);
    const otherBefore = await getEvent(site.db, other.id);
    const edit = (id: number, changes: unknown, now?: Date) =>
      editEvent(site.db, site.files, id, eventUpdateSchema.parse(changes), { kind: 'keep' }, now);

    expect(await edit(target.id, { date: '2026-12-10' }, new Date('2026-11-05T05:00:00Z'))).toEqual({ ...before, date: '2026-12-10' });
    const { updatedAt } = await site.db.selectFrom('events').select('updatedAt').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(updatedAt).toBe('2026-11-05T05:00:00.000Z');
    expect(await edit(target.id, { date: '', title: 'Annual Day 2026' })).toEqual({ ...before, date: null, title: 'Annual Day 2026' });
    expect(await getEvent(site.db, other.id)).toEqual(otherBefore);
    expect((await listUpcomingEvents(site.db, '2026-11-22')).map((e) => e.title)).toEqual(['Sports Day', 'Annual Day 2026']);
    expect(filesOnDisk(site.uploadsDir)).toEqual([...target.files, ...other.files].sort());
    expect(await edit(other.id + 1000, { title: 'Nope' })).toBeUndefined();
  });

  it('an edit with a new photo removes the old files and keeps the new', async () => {
    const target = await addWithPhoto('Annual Day');
    const other = await addWithPhoto('Sports Day');

    const updated = await editEvent(site.db, site.files, target.id, {}, { kind: 'replace', uploadPath: await upload('#118844') });
    const replaced = (await imageRows(site.db)).find((r) => r.id !== other.image.id)!;
    expect(updated).toMatchObject({ id: target.id, title: 'Annual Day', date: '2026-12-05' });
    expect(updated!.image.src).toContain(replaced.key);
    expect(filesOnDisk(site.uploadsDir)).toEqual([...other.files, ...variantFiles(replaced)].sort());
  });

  it('an edit with a new photo for an unknown id, or with a refused photo, changes nothing and leaves no new file', async () => {
    const kept = await addWithPhoto('Kept');
    const before = await getEvent(site.db, kept.id);
    const edit = (id: number, uploadPath: string) => editEvent(site.db, site.files, id, { title: 'Changed' }, { kind: 'replace', uploadPath });
    expect(await edit(kept.id + 1000, await upload())).toBeUndefined();
    await expect(edit(kept.id, await notAPhoto())).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(await getEvent(site.db, kept.id)).toEqual(before);
    expect(filesOnDisk(site.uploadsDir)).toEqual(kept.files);
    expect(await imageRows(site.db)).toEqual([kept.image]);
  });

  it('an edit that fails inside the transaction keeps the words and the old photo whole, and removes the new files', async () => {
    const target = await addWithPhoto('Annual Day');
    const before = await getEvent(site.db, target.id);
    await shareImage(target.image.id);

    const replace = { kind: 'replace', uploadPath: await upload() } as const;
    await expect(editEvent(site.db, site.files, target.id, { title: 'Changed' }, replace)).rejects.toThrow();
    expect(await getEvent(site.db, target.id)).toEqual(before);
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
  });

  it('deleting removes the event, the photo row and every variant file; false for an unknown id', async () => {
    const gone = await addWithPhoto('Last year’s fair', '2025-12-01');
    const kept = await addWithPhoto('Annual Day');

    expect(await deleteEvent(site.db, site.files, gone.id)).toBe(true);
    expect(await getEvent(site.db, gone.id)).toBeUndefined();
    expect((await listAllEvents(site.db)).map((e) => e.id)).toEqual([kept.id]);
    expect(await imageRows(site.db)).toEqual([kept.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(kept.files);
    expect(await deleteEvent(site.db, site.files, gone.id)).toBe(false);
  });

  it('a delete that fails inside the transaction keeps the event, the photo row and its files', async () => {
    const target = await addWithPhoto('Annual Day');
    await shareImage(target.image.id);
    await expect(deleteEvent(site.db, site.files, target.id)).rejects.toThrow();
    expect(await getEvent(site.db, target.id)).toBeDefined();
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
  });
});
