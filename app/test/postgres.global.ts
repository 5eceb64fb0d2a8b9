import pg from 'pg';

/**
 * Drops the databases the workers of a run made (app/test/databases.ts, `workerDatabaseUrl`) and the
 * backup tests' restore targets named after them (app/backup/backup-test-support.ts), before the run
 * (an interrupted run's) and after it. Runs in Vitest's main process, while no worker is connected.
 */
export default async function dropWorkerDatabases() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await dropAll(url);
  return () => dropAll(url);
}

async function dropAll(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const prefix = `${new URL(url).pathname.slice(1)}_worker_`;
    const { rows } = await admin.query<{ name: string }>('select datname as name from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { name } of rows) await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  } finally {
    await admin.end();
  }
}
