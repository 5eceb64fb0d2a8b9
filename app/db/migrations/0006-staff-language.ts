import type { Kysely } from 'kysely';

/**
 * DESIGN.md §8 (issue 15): each staff account reads the dashboard in the language it chose, saved with
 * the account; English until it chooses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('staff').addColumn('locale', 'text', (column) => column.notNull().defaultTo('en')).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('locale').execute();
}
