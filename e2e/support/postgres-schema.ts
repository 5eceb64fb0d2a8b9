import crypto from 'node:crypto';
import { adminQuery, databaseMadeIfMissing, withSearchPath } from '../../app/test/postgres-admin';

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
  const databaseUrl = await databaseMadeIfMissing(testDatabaseUrl, `${new URL(testDatabaseUrl).pathname.slice(1)}_e2e_${name}`);
  const schema = `${name}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(databaseUrl, `create schema ${schema}`);
  return {
    databaseUrl: withSearchPath(databaseUrl, schema),
    drop: async () => void (await adminQuery(databaseUrl, `drop schema if exists ${schema} cascade`)),
  };
}
