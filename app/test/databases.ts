import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, inject } from 'vitest';
import type { AppConfig, DatabaseTarget } from '~/config.server';
import { parseConfig } from '~/config.server';
import { openDatabase, type AppDatabase } from '~/db/database.server';
import { migrateToLatest } from '~/db/migrate.server';
import type { Database } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { openFileStore } from '~/lib/file-store/open-file-store.server';
import { adminQuery, databaseMadeIfMissing, withSearchPath } from './postgres-admin';

/**
 * Real databases for integration tests: a fresh SQLite file per test, and, when TEST_DATABASE_URL is
 * set, a fresh PostgreSQL schema per test on that server (in a database of the test's worker). CI
 * sets REQUIRE_POSTGRES=1 so that a missing PostgreSQL fails the run instead of silently skipping
 * half the suite.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.REQUIRE_POSTGRES === '1' && !postgresUrl) {
  throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL suite would be skipped.');
}

export type TestDialect = DatabaseTarget['dialect'];
export const testDialects: TestDialect[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestEnvironment {
  dialect: TestDialect;
  config: AppConfig;
  /** The uploaded files: the local folder in `config.dataDir`, or a bucket when `env` names STORAGE_URL. */
  files: FileStore;
  /** Opens (and, unless told otherwise, migrates) a connection to this test's database. */
  open(options?: { migrate?: boolean }): Promise<AppDatabase>;
  cleanup(): Promise<void>;
}

/**
 * The database this Vitest worker's tests make their schemas in: one per worker and run
 * (`<database>_<run>_worker_<n>`, made on first use; app/test/postgres.global.ts names the run and
 * drops them at its end). Kysely's migrator reads the catalogue of every schema in its database,
 * and a schema that another worker's test dropped meanwhile failed it with "schema … does not exist"
 * (seen with four workers; possible with two). A worker runs one test at a time, so within its
 * database nothing is dropped under a migration.
 */
let workerDatabase: Promise<string> | undefined;
function workerDatabaseUrl(url: string): Promise<string> {
  // The run's name from postgres.global.ts, which drops them by it; VITEST_POOL_ID numbers the workers from 1.
  const name = `${new URL(url).pathname.slice(1)}_${inject('postgresRun')}_worker_${process.env.VITEST_POOL_ID ?? '1'}`;
  workerDatabase ??= databaseMadeIfMissing(url, name);
  return workerDatabase;
}

export async function createTestEnvironment(
  dialect: TestDialect,
  env: Record<string, string> = {},
): Promise<TestEnvironment> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
  const opened: AppDatabase[] = [];
  let schema: string | undefined;
  let workerUrl: string | undefined;
  let databaseUrl: string | undefined;

  if (dialect === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
    schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    workerUrl = await workerDatabaseUrl(postgresUrl);
    await adminQuery(workerUrl, `create schema ${schema}`);
    databaseUrl = withSearchPath(workerUrl, schema);
    recordPostgresUse();
  }

  const config = parseConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_REQUESTS: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env },
    dataDir,
  );

  const files = await openFileStore(config.storage, config.dataDir);

  return {
    dialect,
    config,
    files,
    async open({ migrate = true } = {}) {
      const database = openDatabase(config.database);
      opened.push(database);
      if (migrate) await migrateToLatest(database);
      return database;
    },
    async cleanup() {
      await Promise.all(opened.map((d) => d.close().catch(() => undefined)));
      if (schema && workerUrl) await adminQuery(workerUrl, `drop schema if exists ${schema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a module test works with: a database of its own, migrated, and its own folders and file store. */
export interface TestSite {
  config: AppConfig;
  files: FileStore;
  database: AppDatabase;
  /** `database.db`. */
  db: Kysely<Database>;
  /** `config.uploadsDir`: where uploads wait, and where a local file store keeps what it stores. */
  uploadsDir: string;
  /** Opens another connection to the same database. */
  open: TestEnvironment['open'];
}

/**
 * Gives each test of the `describe` it is called in a clean site on `dialect`, and cleans up after
 * it: the setup the module tests share. `env` gives each test's variables, as in
 * `createTestEnvironment` (called before each test, so that each can have an S3 prefix of its own).
 * The fields are another site's in each test: read them inside a test or a function a test calls.
 */
export function testSite(dialect: TestDialect, env: () => Record<string, string> = () => ({})): TestSite {
  let environment: TestEnvironment | undefined;
  let database: AppDatabase | undefined;
  beforeEach(async () => {
    environment = await createTestEnvironment(dialect, env());
    database = await environment.open();
  });
  afterEach(async () => {
    await environment?.cleanup();
    environment = database = undefined;
  });
  const opened = () => {
    if (!environment || !database) throw new Error('A test site exists only while a test runs.');
    return { environment, database };
  };
  return {
    get config() {
      return opened().environment.config;
    },
    get files() {
      return opened().environment.files;
    },
    get database() {
      return opened().database;
    },
    get db() {
      return opened().database.db;
    },
    get uploadsDir() {
      return opened().environment.config.uploadsDir;
    },
    open: (options) => opened().environment.open(options),
  };
}

/** Leaves a trace that the PostgreSQL suite really ran, for .ci/run to check. */
function recordPostgresUse(): void {
  const dir = path.resolve('.ci-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, 'postgres-databases.txt'), `${new Date().toISOString()}\n`);
}
