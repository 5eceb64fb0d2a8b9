import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { AppDatabase } from '~/db/database.server';
import type { Database } from '~/db/schema';

/**
 * The version of what visitors see (DESIGN.md §7). Rendered public pages are kept under the version
 * read when they were rendered and served only while it is still current; a change that visitors
 * could see raises it. It lives in the database so that every app server sharing it agrees.
 *
 * The reader builds its query once: every public request under load asks for the version (render
 * cache), and building the query again each time cost more than running it.
 */
export function contentVersionReader(db: Kysely<Database>): () => Promise<number> {
  const query: CompiledQuery<{ version: number }> = db.selectFrom('contentVersion').select('version').where('id', '=', 1).compile();
  return async () => {
    const [row] = (await db.executeQuery(query)).rows;
    if (!row) throw new Error('The content version row is missing');
    return Number(row.version);
  };
}

/**
 * On SQLite, the same read without waiting: the file is on this machine and the read takes
 * microseconds, so a kept page can be answered in the same turn of the event loop. Undefined on
 * PostgreSQL, which is always a round trip.
 */
export function contentVersionReaderNow(database: AppDatabase): (() => number) | undefined {
  if (!database.sqlite) return undefined;
  const statement = database.sqlite.prepare('select version from content_version where id = 1').pluck();
  return () => {
    const version = statement.get();
    if (typeof version !== 'number') throw new Error('The content version row is missing');
    return version;
  };
}

/** Raises the version: every kept page, on every server, is stale from the next request on. */
export async function raiseContentVersion(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('contentVersion')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .execute();
}
