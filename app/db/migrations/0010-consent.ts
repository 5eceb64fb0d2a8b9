import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * Issue 16 (DPDP Rules 2025, decision 0057): an enquiry and a job application keep the time their
 * sender agreed to be contacted and to the privacy policy (null for the ones sent before the forms
 * asked); and a deletion made at someone's request leaves a line in the deletion log, which names
 * what kind of record it was, its id, the staff account and the time, and never the person's data.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

const consenting = ['enquiries', 'applications'] as const;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of consenting) await db.schema.alterTable(table).addColumn('consented_at', 'text').execute();

  await db.schema
    .createTable('deletion_log')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    // 'enquiry', 'contact-message' or 'application'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    // The staff account's username as it was: the log outlives accounts, so no foreign key.
    .addColumn('staff_username', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deletion_log_by_time').on('deletion_log').columns(['deleted_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('deletion_log').ifExists().execute();
  for (const table of consenting) await db.schema.alterTable(table).dropColumn('consented_at').execute();
}
