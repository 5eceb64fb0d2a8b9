import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { openFileStore, type StorageTarget } from '~/lib/file-store/open-file-store.server';
import { testBucket, testCredentials } from './s3-server.global';

/**
 * Both file stores, for suites that must hold on each (DESIGN.md §10): the local folder, and a real
 * S3-compatible server (app/test/s3-server.global.ts) under a prefix of this test's own.
 */
export type TestStorageDriver = StorageTarget['driver'];
export const testStorageDrivers: TestStorageDriver[] = ['local', 's3'];

/** STORAGE_URL for a fresh prefix on the test S3 server, with the AWS variables that go with it. */
export function testS3Environment(): Record<string, string> {
  const endpoint = inject('s3Endpoint');
  const prefix = `t-${crypto.randomBytes(6).toString('hex')}`;
  return {
    STORAGE_URL: `s3://${testBucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    AWS_ACCESS_KEY_ID: testCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: testCredentials.secretAccessKey,
  };
}

/** A store of the given driver, empty, and how to throw it away. */
export async function createTestFileStore(driver: TestStorageDriver): Promise<{ store: FileStore; dataDir: string; cleanup(): void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-store-'));
  const target: StorageTarget =
    driver === 'local'
      ? { driver: 'local' }
      : {
          driver: 's3',
          bucket: testBucket,
          prefix: `t-${crypto.randomBytes(6).toString('hex')}/`,
          endpoint: inject('s3Endpoint'),
          region: 'us-east-1',
          forcePathStyle: true,
          credentials: testCredentials,
        };
  const store = await openFileStore(target, dataDir);
  return { store, dataDir, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
