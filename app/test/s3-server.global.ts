import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';

/**
 * A real S3-compatible server for the storage suite (docs/decisions/0069-file-storage.md): s3rver,
 * which answers S3's REST protocol over HTTP from a folder, started once for the whole run on a free
 * port. Tests reach it through `inject('s3Endpoint')` (app/test/file-stores.ts), each under a prefix of its own.
 */
export const testBucket = 'school-test';
export const testCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

declare module 'vitest' {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}

export default async function startS3Server(project: TestProject) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'school-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: testBucket, configs: [] }] });
  const { address, port } = await server.run();
  project.provide('s3Endpoint', `http://${address}:${port}`);
  return async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  };
}
