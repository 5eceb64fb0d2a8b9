import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * Issue 17: closure and emergency alerts shown at the top of every public page from `starts_at` until
 * `ends_at` (UTC instants as ISO text, like every other timestamp here, so they compare as text on
 * both databases). The index serves the one query visitors' pages make: what is current now.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('alerts')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_hi', 'text')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alerts_ends_at').on('alerts').column('ends_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('alerts').execute();
}
