import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * The SQLite database as Kysely's driver sees it, with each statement prepared once and reused:
 * Kysely's driver prepares every query anew, and preparing was about 5 % of the server's time
 * rendering `/` (a page runs a dozen queries, the same dozen on every render). A statement still
 * running (one being iterated) is never handed out again: that query gets a statement of its own.
 * SQLite prepares a kept statement again by itself when the schema changes under it.
 * Bounded, least recently used first: a query whose text varies (a list of ids) has one per length.
 */
export function reusingStatements(sqlite: BetterSqlite3.Database, kept = 300): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const statement = statements.get(sql);
      if (statement && !statement.busy) {
        // Most recently used last: the first key is the one to let go.
        statements.delete(sql);
        statements.set(sql, statement);
        return statement;
      }
      const prepared = sqlite.prepare(sql);
      if (!statement) {
        statements.set(sql, prepared);
        if (statements.size > kept) statements.delete(statements.keys().next().value!);
      }
      return prepared;
    },
  };
}
