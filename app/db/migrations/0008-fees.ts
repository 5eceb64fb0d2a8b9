import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * Issue 16: the fee structure per academic session (decision 0055). A session's row, the heads it
 * names itself (up to three, each with a Hindi twin), and one row per class and head it charges;
 * a cell that is not charged has no row. Removing a session removes its heads and amounts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('fee_sessions')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('label', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes_hi', 'text')
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('fee_other_heads')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('fee_sessions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_hi', 'text')
    .addPrimaryKeyConstraint('fee_other_heads_pk', ['session_id', 'position'])
    .execute();
  await db.schema
    .createTable('fee_amounts')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('fee_sessions.id').onDelete('cascade'))
    .addColumn('class_name', 'text', (c) => c.notNull())
    .addColumn('head', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('fee_amounts_pk', ['session_id', 'class_name', 'head'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('fee_amounts').ifExists().execute();
  await db.schema.dropTable('fee_other_heads').ifExists().execute();
  await db.schema.dropTable('fee_sessions').ifExists().execute();
}
