import crypto from 'node:crypto';
import pg from 'pg';

/** What a test that starts servers of its own on PostgreSQL gets: their DATABASE_URL, and how to drop it after. */
export interface OwnSchema {
  databaseUrl: string;
  drop(): Promise<void>;
}

/**
 * A fresh schema for one test's servers, in a database of that test file's own
 * (`<database>_e2e_<name>`, made on first use and kept). Kysely's migrator reads the catalogue of
 * every schema of its database, looking each up by name, and failed with `schema "…" does not exist`
 * when another test dropped one meanwhile (decision 0083): the workers and leftovers tests each
 * start and migrate servers while the other may be dropping its schema. Only one test of a file
 * uses the file's database at a time.
 */
export async function ownSchema(testDatabaseUrl: string, name: string): Promise<OwnSchema> {
  const database = `${new URL(testDatabaseUrl).pathname.slice(1)}_e2e_${name}`;
  try {
    await query(testDatabaseUrl, `create database ${pg.escapeIdentifier(database)}`);
  } catch (error) {
    // Made by an earlier run (42P04: duplicate_database).
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  const databaseUrl = new URL(testDatabaseUrl);
  databaseUrl.pathname = `/${database}`;
  const schema = `${name}_${crypto.randomBytes(4).toString('hex')}`;
  await query(databaseUrl.toString(), `create schema ${schema}`);
  const withSchema = new URL(databaseUrl);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: withSchema.toString(),
    drop: () => query(databaseUrl.toString(), `drop schema if exists ${schema} cascade`),
  };
}

async function query(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
