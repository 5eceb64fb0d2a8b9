import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database, OnlyColumns } from '~/db/schema';
import type { CalendarEntriesTable } from '~/db/tables/content';
import { rule } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import type { CalendarKind } from './calendar-kinds';
import { spanProblems, type CalendarEntryInput, type CalendarEntryUpdateInput, type CalendarSpan } from './calendar-schema';

/** A calendar entry as pages, the feed and the JSON API show it. */
export interface CalendarEntryView extends CalendarSpan {
  id: number;
  kind: CalendarKind;
  title: string;
  details: string;
  /** The Hindi title and details, null where staff gave none (the page shows the English). */
  titleHi: string | null;
  detailsHi: string | null;
  /** How many times it was changed: the feed's SEQUENCE. */
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * What the calendar shows: the entries staff keep, and the dated events (the events module's; they
 * keep being edited there). `source` says which, so a page links an event to its own page and the
 * feed gives each a UID of its own.
 */
export type CalendarItem = (CalendarEntryView & { source: 'entry' }) | (CalendarEntryView & { source: 'event' });

function toView(row: Selectable<CalendarEntriesTable>): CalendarEntryView {
  const { id, kind, title, details, titleHi, detailsHi, startsOn, endsOn, startsAt, endsAt, revision, createdAt, updatedAt } = row;
  return { id, kind, title, details, titleHi, detailsHi, startsOn, endsOn, startsAt, endsAt, revision, createdAt, updatedAt };
}

/** Days of the calendar, inclusive, "YYYY-MM-DD". */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The entries that touch the days `from`…`to` (a term's vacation that began last month is in this
 * month's list), earliest first; on one day, whole-day entries before timed ones.
 */
export async function listCalendarEntries(db: Kysely<Database>, range: Partial<DayRange> = {}): Promise<CalendarEntryView[]> {
  let query = db
    .selectFrom('calendarEntries')
    .selectAll()
    .orderBy('startsOn', 'asc')
    // An explicit rule for "no time": SQLite sorts NULL lowest, PostgreSQL highest.
    .orderBy((eb) => eb.case().when('startsAt', 'is', null).then(0).else(1).end())
    .orderBy('startsAt', 'asc')
    .orderBy('id', 'asc');
  if (range.from) query = query.where('endsOn', '>=', range.from);
  if (range.to) query = query.where('startsOn', '<=', range.to);
  return (await query.execute()).map(toView);
}

/** The entries and the dated events that touch `range`, in the order `listCalendarEntries` gives. */
export async function listCalendarItems(db: Kysely<Database>, range: Partial<DayRange> = {}): Promise<CalendarItem[]> {
  let events = db
    .selectFrom('events')
    .select(['id', 'title', 'titleHi', 'description', 'descriptionHi', 'eventDate', 'createdAt', 'updatedAt'])
    .where('eventDate', 'is not', null);
  if (range.from) events = events.where('eventDate', '>=', range.from);
  if (range.to) events = events.where('eventDate', '<=', range.to);
  const [entries, eventRows] = await Promise.all([listCalendarEntries(db, range), events.execute()]);
  const items: CalendarItem[] = entries.map((entry) => ({ ...entry, source: 'entry' }));
  for (const event of eventRows) {
    const day = event.eventDate as string;
    items.push({
      source: 'event',
      id: event.id,
      kind: 'event',
      // An event without a title is still on the calendar: its description's start names it.
      title: event.title || firstWords(event.description),
      titleHi: event.titleHi,
      details: event.description,
      detailsHi: event.descriptionHi,
      startsOn: day,
      endsOn: day,
      startsAt: null,
      endsAt: null,
      // Events keep no count of edits: their last change, in seconds, only ever rises.
      revision: Math.floor(Date.parse(event.updatedAt) / 1000),
      createdAt: event.createdAt,
      updatedAt: event.updatedAt,
    });
  }
  return items.sort(byWhen);
}

function firstWords(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

function byWhen(a: CalendarEntryView, b: CalendarEntryView): number {
  if (a.startsOn !== b.startsOn) return a.startsOn < b.startsOn ? -1 : 1;
  const aTime = a.startsAt ?? '';
  const bTime = b.startsAt ?? '';
  if (aTime !== bTime) return aTime < bTime ? -1 : 1;
  return a.id - b.id;
}

export async function getCalendarEntry(db: Kysely<Database>, id: number): Promise<CalendarEntryView | undefined> {
  const row = await db.selectFrom('calendarEntries').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/** The span an input asks for, with the end day filled in (a one-day entry) and its rules checked. */
function checkedSpan(span: { startsOn: string; endsOn: string | null; startsAt: string | null; endsAt: string | null }): CalendarSpan {
  const full = { ...span, endsOn: span.endsOn ?? span.startsOn };
  const problems = spanProblems(full);
  if (Object.keys(problems).length > 0) throw new Refusal('invalid', rule('common.needsCorrecting'), problems);
  return full;
}

export async function addCalendarEntry(db: Kysely<Database>, input: CalendarEntryInput, now: Date = new Date()): Promise<CalendarEntryView> {
  const span = checkedSpan(input);
  const timestamp = nowIso(now);
  const row = await db
    .insertInto('calendarEntries')
    // The fields of an entry are its columns; its days and times as `checkedSpan` gives them.
    .values({ ...(input satisfies OnlyColumns<CalendarEntriesTable, CalendarEntryInput>), ...span, createdAt: timestamp, updatedAt: timestamp })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toView(row);
}

/**
 * Changes one entry: only the fields given, checked against the others as stored, and its revision
 * rises (a subscribed phone replaces its copy). Undefined when no entry has that id.
 */
export async function editCalendarEntry(
  db: Kysely<Database>,
  id: number,
  input: CalendarEntryUpdateInput,
  now: Date = new Date(),
): Promise<CalendarEntryView | undefined> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('calendarEntries').selectAll().where('id', '=', id).executeTakeFirst();
    if (!stored) return undefined;
    const span = checkedSpan({
      startsOn: input.startsOn ?? stored.startsOn,
      // An end day sent empty (null) makes a one-day entry; left out, it stays.
      endsOn: input.endsOn === undefined ? stored.endsOn : input.endsOn,
      startsAt: input.startsAt === undefined ? stored.startsAt : input.startsAt,
      endsAt: input.endsAt === undefined ? stored.endsAt : input.endsAt,
    });
    const row = await trx
      .updateTable('calendarEntries')
      // A field left out keeps its column; the days and times are the whole checked span.
      .set((eb) => ({ ...(input satisfies OnlyColumns<CalendarEntriesTable, CalendarEntryUpdateInput>), ...span, revision: eb('revision', '+', 1), updatedAt: nowIso(now) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toView(row);
  });
}

/** Deletes one entry; false when no entry has that id. */
export async function deleteCalendarEntry(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.deleteFrom('calendarEntries').where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** How many entries touch today or later (the dashboard's overview). */
export async function countComingEntries(db: Kysely<Database>, today: string): Promise<number> {
  const { count } = await db
    .selectFrom('calendarEntries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('endsOn', '>=', today)
    .executeTakeFirstOrThrow();
  return Number(count);
}
