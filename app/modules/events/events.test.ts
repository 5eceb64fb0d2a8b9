import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { todayInSchool } from '~/lib/dates';
import { insertImageRow } from '~/modules/images/images.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { eventInputSchema } from './event-schema';
import { getEvent, insertEvent, listUpcomingEvents } from './events.server';

describe('event rules', () => {
  it('takes title, date and description as optional; an empty date is no date', () => {
    expect(eventInputSchema.parse({})).toEqual({ title: '', date: null, description: '' });
    expect(eventInputSchema.parse({ title: ' Sports Day ', date: ' ', description: ' Races ' })).toEqual({
      title: 'Sports Day',
      date: null,
      description: 'Races',
    });
    expect(eventInputSchema.parse({ date: '2026-12-05' }).date).toBe('2026-12-05');
  });

  it('refuses dates that are not real days', () => {
    const messages = (date: string) => eventInputSchema.safeParse({ date }).error?.issues.map((i) => i.message);
    expect(messages('05/12/2026')).toEqual(['Choose the date of the event']);
    expect(messages('2026-02-30')).toEqual(['That date does not exist']);
  });
});

describe.each(testDialects)('events on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;

  beforeEach(async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  let keys = 0;
  async function addEvent(title: string, date: string | null, addedAt = '2026-11-01T05:00:00Z') {
    keys += 1;
    return database.db.transaction().execute(async (trx) => {
      const imageId = await insertImageRow(trx, { key: `event-${keys}`, width: 960, height: 640, variantWidths: [320, 640, 960] });
      return insertEvent(trx, eventInputSchema.parse({ title, date: date ?? '', description: `${title} details` }), imageId, new Date(addedAt));
    });
  }

  const titles = async (today: string) => (await listUpcomingEvents(database.db, today)).map((e) => e.title);

  it('lists events from today on, soonest first; past events are not upcoming', async () => {
    await addEvent('Sports Day', '2026-12-20');
    await addEvent('Yesterday’s assembly', '2026-11-21');
    await addEvent('Annual Day', '2026-12-05');
    await addEvent('Today’s prize giving', '2026-11-22');
    await addEvent('Last year’s fair', '2025-12-01');
    await addEvent('Science Exhibition', '2027-01-10');

    expect(await titles('2026-11-22')).toEqual(['Today’s prize giving', 'Annual Day', 'Sports Day', 'Science Exhibition']);
    // The next day, today's event has passed too.
    expect(await titles('2026-11-23')).toEqual(['Annual Day', 'Sports Day', 'Science Exhibition']);
    expect(await titles('2027-02-01')).toEqual([]);
  });

  it("uses the school's day: at 00:30 in India an event of the previous UTC day is over", async () => {
    await addEvent('Evening of the 21st', '2026-11-21');
    await addEvent('On the 22nd', '2026-11-22');
    // 19:00 UTC on the 21st is 00:30 on the 22nd in India.
    const today = todayInSchool(new Date('2026-11-21T19:00:00Z'));
    expect(await titles(today)).toEqual(['On the 22nd']);
  });

  it('puts events without a date after the dated ones, most recently added first', async () => {
    await addEvent('Undated, added first', null, '2026-10-01T05:00:00Z');
    await addEvent('Dated later', '2026-12-20');
    await addEvent('Undated, added last', null, '2026-11-10T05:00:00Z');
    await addEvent('Dated soon', '2026-11-25');

    expect(await titles('2026-11-22')).toEqual(['Dated soon', 'Dated later', 'Undated, added last', 'Undated, added first']);
    expect((await listUpcomingEvents(database.db, '2026-11-22', { limit: 3 })).map((e) => e.title)).toEqual([
      'Dated soon',
      'Dated later',
      'Undated, added last',
    ]);
  });

  it('breaks ties on the same day by the order they were added', async () => {
    await addEvent('First on the day', '2026-12-01');
    await addEvent('Second on the day', '2026-12-01');
    expect(await titles('2026-11-22')).toEqual(['First on the day', 'Second on the day']);
  });

  it('reads one event by id, past ones included, with its image source', async () => {
    const id = await addEvent('Last year’s fair', '2025-12-01', '2025-11-01T05:00:00Z');
    expect(await getEvent(database.db, id)).toEqual({
      id,
      title: 'Last year’s fair',
      date: '2025-12-01',
      description: 'Last year’s fair details',
      image: {
        src: `/uploads/images/event-${keys}-640.webp`,
        srcSet: [320, 640, 960].map((w) => `/uploads/images/event-${keys}-${w}.webp ${w}w`).join(', '),
        width: 960,
        height: 640,
      },
      createdAt: '2025-11-01T05:00:00.000Z',
    });
    expect(await getEvent(database.db, id + 1000)).toBeUndefined();
  });
});
