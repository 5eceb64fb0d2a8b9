import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { reusingStatements } from './sqlite-statements.server';
import pg from 'pg';
import type { DatabaseTarget } from '~/config.server';
import type { Database } from './schema';

export type Dialect = DatabaseTarget['dialect'];

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * SQLite only: the connection itself, for the one read that must not wait for a turn of the event
   * loop (the render cache's content version, on every request). Everything else goes through `db`.
   */
  sqlite?: BetterSqlite3.Database;
  close(): Promise<void>;
}

/** pg returns int8 (COUNT(*)) as a string; our counts are small, so read them as numbers. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * better-sqlite3 12 aborts the process on Node 24 when a statement is garbage-collected at the wrong
 * moment (node::ObjectWrap changed); 13 fixes that with Node-API but needs Node 22 or newer. Both are
 * installed (13 as `better-sqlite3-napi`) and the one that works on this Node is loaded.
 * See docs/decisions/0007-node-versions.md.
 */
export function loadSqlite(): typeof BetterSqlite3 {
  const require = createRequire(import.meta.url);
  const major = Number.parseInt(process.versions.node, 10);
  return major >= 22 ? require('better-sqlite3-napi') : require('better-sqlite3');
}

export function openDatabase(target: DatabaseTarget): AppDatabase {
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.connectionString, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }

  fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const SQLite = loadSqlite();
  const sqlite = new SQLite(target.file);
  // WAL lets readers and the writer proceed together; synchronous=NORMAL with WAL is still durable
  // against a crash of the process (only an OS crash may lose the last transactions).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}

/** The current instant as the ISO string every timestamp column holds. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
