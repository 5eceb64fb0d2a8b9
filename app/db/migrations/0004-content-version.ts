import type { Kysely } from 'kysely';

/**
 * DESIGN.md §7: the version of what visitors see. Every app server keeps rendered public pages in
 * memory under the version it read here; a staff change raises it, so every server sharing the
 * database stops serving the older pages on its next request.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('content_version').values({ id: 1, version: 1 }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('content_version').ifExists().execute();
}
