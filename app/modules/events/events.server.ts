import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import { ownedImageColumns, ownedImageSource, photoOwnerRows } from '~/modules/images/image-owners.server';
import type { ImageSource } from '~/modules/images/images.server';
import type { EventUpdateInput } from './event-schema';

/** An event as pages and the JSON API show it. */
export interface EventView {
  id: number;
  /** Empty when staff gave none. */
  title: string;
  /** The day of the event, YYYY-MM-DD, or null while it is not fixed. */
  date: string | null;
  description: string;
  /** The Hindi title and description, null where staff gave none (the page shows the English). */
  titleHi: string | null;
  descriptionHi: string | null;
  image: ImageSource;
  createdAt: string;
}


function selectEvents(db: Kysely<Database>) {
  return db.selectFrom('events').innerJoin('images', 'images.id', 'events.imageId').selectAll('events').select(ownedImageColumns);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['executeTakeFirstOrThrow']>>;

function toView(row: EventRow): EventView {
  const { id, title, eventDate: date, description, titleHi, descriptionHi, createdAt } = row;
  return { id, title, date, description, titleHi, descriptionHi, image: ownedImageSource(row), createdAt };
}

/**
 * The events still to come, as the upcoming-events page and the API list them
 * (docs/decisions/0010-upcoming-events.md):
 * - dated today or later, soonest first (the first is the page's hero); an event of today is still
 *   upcoming until the day is over;
 * - then the events whose date is not fixed yet, most recently added first;
 * - past events are left out.
 * `today` is the school's calendar day, YYYY-MM-DD (`todayInSchool()`), never the server's UTC day.
 */
export async function listUpcomingEvents(
  db: Kysely<Database>,
  today: string,
  options: { limit?: number } = {},
): Promise<EventView[]> {
  let dated = selectEvents(db)
    .where('events.eventDate', '>=', today)
    .orderBy('events.eventDate', 'asc')
    .orderBy('events.id', 'asc');
  let undated = selectEvents(db)
    .where('events.eventDate', 'is', null)
    .orderBy('events.createdAt', 'desc')
    .orderBy('events.id', 'desc');
  if (options.limit !== undefined) {
    dated = dated.limit(options.limit);
    undated = undated.limit(options.limit);
  }
  const rows = [...(await dated.execute()), ...(await undated.execute())];
  return rows.slice(0, options.limit ?? rows.length).map(toView);
}

/** One event by id, past or future (a link to it keeps working after the day). */
export async function getEvent(db: Kysely<Database>, id: number): Promise<EventView | undefined> {
  const row = await selectEvents(db).where('events.id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}


/**
 * Every event, past ones included, for staff (they must be able to find and delete old ones),
 * newest event date first (docs/decisions/0022-staff-edits.md): events whose date is not fixed come
 * first (most recently added first: they still need a date), then dated events from the latest day
 * to the earliest, the same day most recently added first.
 */
export async function listAllEvents(db: Kysely<Database>, options: { limit?: number } = {}): Promise<EventView[]> {
  let query = selectEvents(db)
    // An explicit rule for "no date": SQLite sorts NULL lowest, PostgreSQL highest.
    .orderBy((eb) => eb.case().when('events.eventDate', 'is', null).then(0).else(1).end())
    .orderBy('events.eventDate', 'desc')
    .orderBy('events.createdAt', 'desc')
    .orderBy('events.id', 'desc');
  if (options.limit !== undefined) query = query.limit(options.limit);
  return (await query.execute()).map(toView);
}

/** The events `listUpcomingEvents` shows on `today` (the school's day): dated today or later, or not dated yet. */
export async function countUpcomingEvents(db: Kysely<Database>, today: string): Promise<number> {
  const { count } = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.or([eb('eventDate', '>=', today), eb('eventDate', 'is', null)]))
    .executeTakeFirstOrThrow();
  return Number(count);
}

const eventRows = photoOwnerRows({
  table: 'events',
  photo: 'required',
  columnsOf: (input: EventUpdateInput) => ({
    title: input.title,
    eventDate: input.date,
    description: input.description,
    titleHi: input.titleHi,
    descriptionHi: input.descriptionHi,
  }),
  read: getEvent,
});

/** Writes a new row in a transaction that may write its image's row first (the demo seed uses it). */
export const insertEvent = eventRows.insert;
/** Adds an event from an upload (the dashboard's form and POST /api/events), in one transaction. */
export const addEvent = eventRows.add;
/** Changes an event's words and, when a new photo comes, the photo (the editor and PATCH /api/events/:id). */
export const editEvent = eventRows.edit;
export const deleteEvent = eventRows.remove;
