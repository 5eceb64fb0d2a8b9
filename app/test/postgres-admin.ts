import pg from 'pg';

/**
 * What the test suites do to the test PostgreSQL server itself (databases and schemas for the tests),
 * shared by the integration tests (app/test/databases.ts, postgres.global.ts) and the browser tests
 * (e2e/support/postgres-schema.ts). Nothing here imports Vitest, so Playwright can load it too.
 */

/** Runs one statement on its own connection. */
export async function adminQuery(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** `url` with another database name, on the same server. */
export function onDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The database of `url`'s server called `database`, made unless it is there already; returns its URL. */
export async function databaseMadeIfMissing(url: string, database: string): Promise<string> {
  try {
    await adminQuery(url, `create database ${pg.escapeIdentifier(database)}`);
  } catch (error) {
    // Made by an earlier test file or run (42P04: duplicate_database).
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  return onDatabase(url, database);
}

/** Adds `search_path` to a PostgreSQL URL so that every table its connections make lands in `schema`. */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}
