import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * DESIGN.md §9 (issue 16): PDFs (circulars now; disclosure documents and transfer certificates
 * next) have one table, as photos have `images`: the file's random key, the name a download gets,
 * its size and who may fetch it. A notice may carry one circular. Deleting a PDF that content still
 * points to is refused (restrict): the content lets go of it first (docs/decisions/0053-one-path-for-pdfs.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('pdf_files')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('download_name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('notices')
    .addColumn('circular_file_id', 'integer', (c) => c.references('pdf_files.id').onDelete('restrict'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('notices').dropColumn('circular_file_id').execute();
  await db.schema.dropTable('pdf_files').execute();
}
