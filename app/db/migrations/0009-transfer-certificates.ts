import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * DESIGN.md §9 (issue 16): the transfer certificates the school issued, each with its scan (a PDF in
 * `pdf_files`, fetched only by who was given its address), for the public lookup by number and date
 * of birth. `number_key` is the number as it is matched (capitals, no spaces): one certificate per number.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('transfer_certificates')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('number_key', 'text', (c) => c.notNull().unique())
    .addColumn('student_name', 'text', (c) => c.notNull())
    .addColumn('class_name', 'text', (c) => c.notNull())
    .addColumn('issue_date', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('scan_file_id', 'integer', (c) => c.notNull().references('pdf_files.id').onDelete('restrict'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('transfer_certificates').execute();
}
