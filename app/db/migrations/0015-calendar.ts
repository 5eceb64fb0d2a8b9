import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * Issue 17: the academic calendar (holidays, exams, parent–teacher meetings…), published at
 * `/calendar` and as an iCalendar feed (docs/decisions/0063-academic-calendar.md). Days are school
 * days, "YYYY-MM-DD"; an entry with no times lasts whole days, one with times starts and ends at those
 * times ("HH:MM", India's time). `revision` counts the edits: it is the feed's SEQUENCE, so a phone
 * that subscribed updates the entry in place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('calendar_entries')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_hi', 'text')
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details_hi', 'text')
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('calendar_entries_by_day').on('calendar_entries').columns(['starts_on', 'ends_on']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('calendar_entries').execute();
}
