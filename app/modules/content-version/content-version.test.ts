import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { contentVersionReader, contentVersionReaderNow, raiseContentVersion } from './content-version.server';

describe.each(testDialects)('the content version on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;

  beforeEach(async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('starts at 1 and rises by one for each change, however many land at once', async () => {
    const { db } = database;
    const read = contentVersionReader(db);
    expect(await read()).toBe(1);
    await Promise.all(Array.from({ length: 10 }, () => raiseContentVersion(db)));
    expect(await read()).toBe(11);
    const now = contentVersionReaderNow(database);
    if (dialect === 'sqlite') expect(now!()).toBe(11);
    else expect(now).toBeUndefined();
  });

  it('is one version for every connection to the database (every app server)', async () => {
    const other = await env.open({ migrate: false });
    await raiseContentVersion(database.db);
    expect(await contentVersionReader(other.db)()).toBe(2);
  });
});
