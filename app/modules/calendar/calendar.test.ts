import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { insertImageRow } from '~/modules/images/images.server';
import { eventInputSchema } from '~/modules/events/event-schema';
import { editEvent, insertEvent } from '~/modules/events/events.server';
import { testDialects, testSite } from '~/test/databases';
import { saidIssue, saidRejection } from '~/test/rules';
import { importCalendarCsv, isoDayOf } from './calendar-import.server';
import { calendarFeed, type FeedOptions } from './calendar-feed.server';
import { everyDay, isMonth, shiftMonth, weeksOf } from './calendar-month';
import { calendarEntryInputSchema, calendarEntryUpdateSchema } from './calendar-schema';
import {
  addCalendarEntry,
  countComingEntries,
  deleteCalendarEntry,
  editCalendarEntry,
  getCalendarEntry,
  listCalendarEntries,
  listCalendarItems,
  type CalendarItem,
} from './calendar.server';

describe('calendar rules', () => {
  it('requires a kind, a title and a first day, and names each in words', () => {
    const messages = Object.fromEntries(calendarEntryInputSchema.safeParse({}).error!.issues.map((i) => [i.path[0], saidIssue(i)]));
    expect(messages).toEqual({
      kind: 'Choose the type: holiday, examination, meeting, event or other',
      title: 'Enter the title',
      startsOn: 'Enter the day as a date, for example 2027-01-26',
    });
    const bad = calendarEntryInputSchema.safeParse({ kind: 'holiday', title: 'Holi', startsOn: '2027-02-30', startsAt: '25:00', endsOn: 'soon' });
    // The first message about each field is the one its form shows.
    const firstOfEach = new Map<unknown, string>();
    for (const issue of bad.error!.issues) if (!firstOfEach.has(issue.path[0])) firstOfEach.set(issue.path[0], saidIssue(issue));
    expect(Object.fromEntries(firstOfEach)).toEqual({
      startsOn: 'That date does not exist',
      endsOn: 'Enter the day as a date, for example 2027-01-26',
      startsAt: 'Enter the time as hours and minutes, for example 09:30',
    });
  });

  it('treats empty optional fields as none, and a change keeps what it leaves out', () => {
    expect(calendarEntryInputSchema.parse({ kind: 'exam', title: ' Half-yearly ', startsOn: '2027-09-20', endsOn: '', startsAt: '', titleHi: ' ' })).toEqual({
      kind: 'exam',
      title: 'Half-yearly',
      startsOn: '2027-09-20',
      endsOn: null,
      startsAt: null,
      endsAt: null,
      details: '',
      titleHi: null,
      detailsHi: null,
    });
    expect(calendarEntryUpdateSchema.parse({ title: 'Renamed' })).toEqual({ title: 'Renamed' });
    expect(calendarEntryUpdateSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });

  it('reads the days offices write, day first as India writes them', () => {
    expect(isoDayOf('26/01/2027')).toBe('2027-01-26');
    expect(isoDayOf('2-10-2027')).toBe('2027-10-02');
    expect(isoDayOf('15.08.2027')).toBe('2027-08-15');
    expect(isoDayOf(' 2027-03-14 ')).toBe('2027-03-14');
    expect(isoDayOf('tomorrow')).toBe('tomorrow');
  });

  it('lays a month out in weeks from Sunday, and moves across years', () => {
    const weeks = weeksOf('2027-02');
    // 1 February 2027 is a Monday; 28 February a Sunday.
    expect(weeks[0]).toEqual([null, '2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06']);
    expect(weeks.at(-1)).toEqual(['2027-02-28', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(['2027-01', '1999-12', '2999-12'].map(isMonth)).toEqual([true, true, true]);
    expect(['9999-12', '2027-13', '2027-1', '0000-01', '2027-01-01'].map(isMonth)).toEqual([false, false, false, false, false]);
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(everyDay('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

const entry = (fields: Record<string, unknown>) => calendarEntryInputSchema.parse({ kind: 'holiday', title: 'Holiday', ...fields });

describe.each(testDialects)('the calendar on %s', (dialect) => {
  const site = testSite(dialect);

  it('adds an entry with every field the API promises; a one-day entry ends on its first day', async () => {
    const added = await addCalendarEntry(
      site.db,
      entry({ title: 'Republic Day', titleHi: 'गणतंत्र दिवस', startsOn: '2027-01-26' }),
      new Date('2026-11-20T05:00:00Z'),
    );
    expect(await getCalendarEntry(site.db, added.id)).toEqual({
      id: added.id,
      kind: 'holiday',
      title: 'Republic Day',
      titleHi: 'गणतंत्र दिवस',
      details: '',
      detailsHi: null,
      startsOn: '2027-01-26',
      endsOn: '2027-01-26',
      startsAt: null,
      endsAt: null,
      revision: 0,
      createdAt: '2026-11-20T05:00:00.000Z',
      updatedAt: '2026-11-20T05:00:00.000Z',
    });
    expect(await getCalendarEntry(site.db, added.id + 100)).toBeUndefined();
  });

  it('refuses an end before the start and an end time without a start time, and writes nothing', async () => {
    expect(await saidRejection(addCalendarEntry(site.db, entry({ startsOn: '2027-10-16', endsOn: '2027-10-12' })))).toEqual({
      kind: 'invalid',
      message: 'Some details need correcting.',
      fields: { endsOn: 'The end comes before the start' },
    });
    expect(await saidRejection(addCalendarEntry(site.db, entry({ startsOn: '2027-10-16', endsAt: '13:00' })))).toMatchObject({
      fields: { startsAt: 'Give a start time too, or leave both times empty for whole days' },
    });
    expect(await saidRejection(addCalendarEntry(site.db, entry({ startsOn: '2027-10-16', startsAt: '13:00', endsAt: '09:00' })))).toMatchObject({
      fields: { endsAt: 'The end comes before the start' },
    });
    expect(await listCalendarEntries(site.db)).toEqual([]);
  });

  it('lists what touches a range, earliest first, whole days before timed ones on a day', async () => {
    await addCalendarEntry(site.db, entry({ title: 'PTM', kind: 'meeting', startsOn: '2027-10-02', startsAt: '10:00', endsAt: '13:00' }));
    await addCalendarEntry(site.db, entry({ title: 'Gandhi Jayanti', startsOn: '2027-10-02' }));
    await addCalendarEntry(site.db, entry({ title: 'Puja vacation', startsOn: '2027-09-28', endsOn: '2027-10-05' }));
    await addCalendarEntry(site.db, entry({ title: 'Diwali', startsOn: '2027-10-29' }));
    await addCalendarEntry(site.db, entry({ title: 'Next month', startsOn: '2027-11-01' }));
    const titles = async (from: string, to: string) => (await listCalendarEntries(site.db, { from, to })).map((e) => e.title);
    // The vacation began in September and is still on in October.
    expect(await titles('2027-10-01', '2027-10-31')).toEqual(['Puja vacation', 'Gandhi Jayanti', 'PTM', 'Diwali']);
    expect(await titles('2027-10-06', '2027-10-28')).toEqual([]);
    // Counted from a day on: what has ended before it is not coming.
    expect(await countComingEntries(site.db, '2027-10-05')).toBe(3);
  });

  it('puts dated events on the calendar beside the entries; undated events are not on it', async () => {
    const imageId = await site.db
      .transaction()
      .execute((trx) => insertImageRow(trx, { key: 'event-1', width: 640, height: 480, variantWidths: [320, 640] }));
    const sportsDayId = await insertEvent(
      site.db,
      eventInputSchema.parse({ title: 'Sports Day', date: '2027-12-12', description: 'On the ground' }),
      imageId,
    );
    await insertEvent(site.db, eventInputSchema.parse({ title: 'Not fixed', date: '', description: '' }), imageId);
    await addCalendarEntry(site.db, entry({ title: 'Winter break', startsOn: '2027-12-25', endsOn: '2028-01-01' }));
    const items = await listCalendarItems(site.db, { from: '2027-12-01', to: '2027-12-31' });
    expect(items.map((item) => [item.source, item.kind, item.title, item.startsOn])).toEqual([
      ['event', 'event', 'Sports Day', '2027-12-12'],
      ['entry', 'holiday', 'Winter break', '2027-12-25'],
    ]);
    expect(items[0]).toMatchObject({ id: sportsDayId, details: 'On the ground', endsOn: '2027-12-12' });
  });

  it('changes only the fields given, checks the span against what is stored, and counts the revision', async () => {
    const vacation = await addCalendarEntry(site.db, entry({ title: 'Puja vacation', startsOn: '2027-10-12', endsOn: '2027-10-16' }));
    const other = await addCalendarEntry(site.db, entry({ title: 'Other', startsOn: '2027-10-20' }));
    const changed = await editCalendarEntry(site.db, vacation.id, { endsOn: '2027-10-18' }, new Date('2026-11-21T05:00:00Z'));
    expect(changed).toEqual({ ...vacation, endsOn: '2027-10-18', revision: 1, updatedAt: '2026-11-21T05:00:00.000Z' });
    // A first day after the stored last day is refused, though the change names only the first day.
    expect(await saidRejection(editCalendarEntry(site.db, vacation.id, { startsOn: '2027-10-20' }))).toMatchObject({
      fields: { endsOn: 'The end comes before the start' },
    });
    // An empty last day makes it one day again.
    expect(await editCalendarEntry(site.db, vacation.id, calendarEntryUpdateSchema.parse({ endsOn: '' }))).toMatchObject({
      endsOn: '2027-10-12',
      revision: 2,
    });
    expect(await getCalendarEntry(site.db, other.id)).toEqual(other);
    expect(await editCalendarEntry(site.db, other.id + 100, { title: 'x' })).toBeUndefined();
  });

  it('deletes one entry; an unknown id deletes nothing', async () => {
    const gone = await addCalendarEntry(site.db, entry({ title: 'Gone', startsOn: '2027-10-12' }));
    const kept = await addCalendarEntry(site.db, entry({ title: 'Kept', startsOn: '2027-10-13' }));
    expect(await deleteCalendarEntry(site.db, gone.id)).toBe(true);
    expect(await deleteCalendarEntry(site.db, gone.id)).toBe(false);
    expect((await listCalendarEntries(site.db)).map((e) => e.id)).toEqual([kept.id]);
  });

  it('imports the good lines of a CSV, names each bad line, and adds nothing twice', async () => {
    const csv = [
      'Date,Title,Type,Last day',
      '26/01/2027,Republic Day,Holiday',
      '2027-03-14,"Holi, festival of colours",,2027-03-15',
      '31/02/2027,Not a day,holiday',
      '2027-09-20,Half-yearly examinations,exam,2027-09-28',
      '2027-10-02,Parent–teacher meeting,PTM',
      '2027-10-05,Picnic,outing',
      '2027-11-01,,holiday',
      '2027-12-25,Christmas,holiday,2027-12-20',
    ].join('\r\n');
    const result = await importCalendarCsv(site.db, csv);
    expect(result.added).toBe(4);
    expect(result.alreadyThere).toBe(0);
    expect(result.problems.map(({ line, message }) => [line, typeof message === 'string' ? message : message.key])).toEqual([
      [4, 'common.dateNotReal'],
      [7, 'calendar.importKindUnknown'],
      [8, 'calendar.titleMissing'],
      [9, 'calendar.endsBeforeStart'],
    ]);
    const stored = await listCalendarEntries(site.db);
    expect(stored.map((e) => [e.startsOn, e.endsOn, e.kind, e.title])).toEqual([
      ['2027-01-26', '2027-01-26', 'holiday', 'Republic Day'],
      ['2027-03-14', '2027-03-15', 'holiday', 'Holi, festival of colours'],
      ['2027-09-20', '2027-09-28', 'exam', 'Half-yearly examinations'],
      ['2027-10-02', '2027-10-02', 'meeting', 'Parent–teacher meeting'],
    ]);
    // Two imports of one file sent at once add each line once.
    const twice = await Promise.all([importCalendarCsv(site.db, csv.replaceAll('2027', '2028')), importCalendarCsv(site.db, csv.replaceAll('2027', '2028'))]);
    expect(twice.map((result) => result.added).sort()).toEqual([0, 4]);
    expect(await listCalendarEntries(site.db, { from: '2028-01-01' })).toHaveLength(4);
    await Promise.all((await listCalendarEntries(site.db, { from: '2028-01-01' })).map((entry) => deleteCalendarEntry(site.db, entry.id)));
    const again = await importCalendarCsv(site.db, csv);
    expect([again.added, again.alreadyThere]).toEqual([0, 4]);
    expect(await listCalendarEntries(site.db)).toHaveLength(4);
  });

  it('refuses a file with no dates, an unreadable one and one too long, and adds nothing', async () => {
    expect(await saidRejection(importCalendarCsv(site.db, 'Date,Title,Type\r\n\r\n'))).toMatchObject({ kind: 'invalid' });
    expect(await saidRejection(importCalendarCsv(site.db, '2027-01-26,"Republic Day,holiday\n2027-01-27,x,holiday'))).toMatchObject({ kind: 'invalid' });
    const long = Array.from({ length: 501 }, (_, index) => `2027-01-01,Day ${index},holiday`).join('\n');
    expect(await saidRejection(importCalendarCsv(site.db, long))).toMatchObject({ kind: 'too-large' });
    expect(await listCalendarEntries(site.db)).toEqual([]);
  });

  it('writes a feed that a maintained parser reads, with stable UIDs and a SEQUENCE that rises on an edit', async () => {
    const republic = await addCalendarEntry(site.db, entry({ title: 'Republic Day', startsOn: '2027-01-26' }));
    await addCalendarEntry(
      site.db,
      entry({ kind: 'meeting', title: 'PTM; Class 1–5, “all parents”', startsOn: '2027-02-06', startsAt: '10:00', endsAt: '12:30' }),
    );
    const imageId = await site.db
      .transaction()
      .execute((trx) => insertImageRow(trx, { key: 'event-2', width: 640, height: 480, variantWidths: [320, 640] }));
    const eventId = await insertEvent(site.db, eventInputSchema.parse({ title: 'Annual Day', date: '2027-02-20', description: '' }), imageId);
    const options: FeedOptions = {
      name: 'School: calendar',
      origin: 'https://school.example.in',
      pathOf: (item: CalendarItem) => (item.source === 'event' ? '/upcoming-events' : '/calendar'),
      textOf: (item: CalendarItem) => ({ title: item.title, details: item.details }),
      kindWord: (item: CalendarItem) => item.kind,
    };
    const read = async () => {
      const text = calendarFeed(await listCalendarItems(site.db), options);
      expect(text.split('\r\n').every((line) => line.length <= 75)).toBe(true);
      return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    };
    const [day, meeting, annual] = await read();
    expect(day!.uid).toBe(`calendar-${republic.id}@school.example.in`);
    expect(day!.startDate.isDate).toBe(true);
    expect(day!.startDate.toString()).toBe('2027-01-26');
    expect(day!.endDate.toString()).toBe('2027-01-27');
    expect(day!.sequence).toBe(0);
    expect(meeting!.summary).toBe('PTM; Class 1–5, “all parents”');
    // 10:00 in India is 04:30 UTC.
    expect(meeting!.startDate.toJSDate().toISOString()).toBe('2027-02-06T04:30:00.000Z');
    expect(meeting!.endDate.toJSDate().toISOString()).toBe('2027-02-06T07:00:00.000Z');
    expect(annual!.uid).toBe(`event-${eventId}@school.example.in`);

    await editCalendarEntry(site.db, republic.id, { title: 'Republic Day (school closed)' });
    const [edited, , annualAgain] = await read();
    expect(edited!.uid).toBe(day!.uid);
    expect(edited!.sequence).toBe(1);
    expect(edited!.summary).toBe('Republic Day (school closed)');
    await editEvent(site.db, site.files, eventId, { title: 'Annual Day 2027' }, { kind: 'keep' }, new Date(Date.now() + 5000));
    const [, , annualEdited] = await read();
    expect(annualEdited!.uid).toBe(annualAgain!.uid);
    expect(annualEdited!.sequence).toBeGreaterThan(annualAgain!.sequence);
  });
});
