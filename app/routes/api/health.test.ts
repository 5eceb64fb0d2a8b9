import { afterEach, describe, expect, it } from 'vitest';
import { apiCaller } from '~/test/api-calls';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { testS3Environment } from '~/test/file-stores';
import { apiAccess } from './access';
import * as health from './health';

/** GET /api/health (DESIGN.md §10): what a load balancer asks, answered live, without secrets. */
describe.each(testDialects)('the health check on %s', (dialect) => {
  let env: TestEnvironment;
  afterEach(() => env.cleanup());

  async function ask(storage: Record<string, string> = {}, { databaseGone = false } = {}) {
    env = await createTestEnvironment(dialect, storage);
    const database = await env.open();
    const api = await apiCaller(env, database);
    // The route's own connection closed under it: as a database server that went away.
    if (databaseGone) await database.close();
    return api.call(health.loader as never, { method: 'GET', path: '/api/health', visitor: true });
  }

  it('answers 200 when the database and the local folder answer', async () => {
    expect(await ask()).toEqual({ status: 200, body: { data: { status: 'ok', database: 'ok', storage: 'ok' } } });
  });

  it('answers 200 with a bucket that answers, and 503 naming the storage when it does not, without saying where it is', async () => {
    expect((await ask(testS3Environment())).status).toBe(200);
    await env.cleanup();
    const missing = testS3Environment();
    missing.STORAGE_URL = missing.STORAGE_URL!.replace('s3://school-test/', 's3://no-such-bucket/');
    const answer = await ask(missing);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: { message: 'This server cannot reach its file storage.' } });
    expect(JSON.stringify(answer.body)).not.toMatch(/no-such-bucket|127\.0\.0\.1|S3RVER/);
  });

  it('answers 503 naming the database when the database does not answer, or both when neither does', async () => {
    expect(await ask({}, { databaseGone: true })).toEqual({ status: 503, body: { error: { message: 'This server cannot reach its database.' } } });
    await env.cleanup();
    const missing = testS3Environment();
    missing.STORAGE_URL = missing.STORAGE_URL!.replace('s3://school-test/', 's3://no-such-bucket/');
    expect((await ask(missing, { databaseGone: true })).body).toEqual({ error: { message: 'This server cannot reach its database or its file storage.' } });
  });

  it('is answered to anyone and kept by no cache', () => {
    expect(apiAccess['/api/health']).toEqual({ GET: 'personal' });
  });
});
