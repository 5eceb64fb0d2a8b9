import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { adminQuery } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's PostgreSQL databases (app/test/databases.ts, `workerDatabaseUrl`). */
    postgresRun: string;
  }
}

/**
 * Names this run for the databases its workers make (`<database>_<run>_worker_<n>`, app/test/databases.ts)
 * and the backup tests' restore targets named after them (app/backup/backup-test-support.ts), and
 * drops them all once the run is over, from Vitest's main process while no worker is connected. A run
 * of its own name leaves another checkout's run on the same server alone: dropping every worker
 * database at the start broke a run going on beside it. An interrupted run's databases stay (small
 * and empty of meaning): `select datname from pg_database where datname like 'test\_%\_worker\_%'`.
 */
export default function nameThisRun(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const run = crypto.randomBytes(4).toString('hex');
  project.provide('postgresRun', run);
  if (!url) return;
  return async () => {
    const prefix = `${new URL(url).pathname.slice(1)}_${run}_worker_`;
    const { rows } = await adminQuery(url, 'select datname as name from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { name } of rows as { name: string }[]) await adminQuery(url, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  };
}
