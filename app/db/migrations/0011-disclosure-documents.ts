import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * DESIGN.md §9 (issue 16): the documents of the Mandatory Public Disclosure (CBSE Appendix IX,
 * sections B and C), one PDF per slot with the date it is valid until (decision 0058). The rest of
 * the disclosure (numbers, results rows, slots that do not apply) is one JSON document in
 * `site_settings`, as the settings are.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('disclosure_documents')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('slot', 'text', (c) => c.notNull().unique())
    .addColumn('pdf_file_id', 'integer', (c) => c.notNull().references('pdf_files.id').onDelete('restrict'))
    .addColumn('valid_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('disclosure_documents').execute();
}
