import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { TestProject } from 'vitest/node';

/**
 * A real S3-compatible server for the storage suite (docs/decisions/0069-file-storage.md): s3rver,
 * in a process of its own (scripts/s3-test-server.mjs), started once for the whole run on a free
 * port. Tests reach it through `inject('s3Endpoint')` (app/test/file-stores.ts), each under a prefix of its own.
 */
export const testBucket = 'school-test';
/** s3rver's built-in account. */
export const testCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

declare module 'vitest' {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}

export default async function startS3Server(project: TestProject) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'school-s3-'));
  const server = spawn(process.execPath, ['--openssl-legacy-provider', path.resolve('scripts/s3-test-server.mjs')], {
    env: { ...process.env, S3_DIR: directory, S3_PORT: '0', S3_BUCKETS: testBucket },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`The test S3 server stopped before it listened (exit ${code})`)));
    readline.createInterface({ input: server.stdout! }).once('line', (line) => resolve((JSON.parse(line) as { endpoint: string }).endpoint));
  });
  project.provide('s3Endpoint', endpoint);
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(directory, { recursive: true, force: true });
  };
}
