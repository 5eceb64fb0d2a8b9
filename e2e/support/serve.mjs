// Starts the built site for the browser tests, on a fresh data folder (and, with E2E_POSTGRES=1,
// a fresh PostgreSQL schema), so every run begins from a known state. Run `npm run build` first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// E2E_DATA_DIR names the folder when a test must reach the files itself (e2e/unavailable.spec.ts).
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-'));
if (process.env.E2E_DATA_DIR) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
}
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

const env = { ...process.env, DATA_DIR: dataDir, LOG_REQUESTS: '0' };
if (process.env.E2E_POSTGRES === '1') {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('E2E_POSTGRES=1 needs TEST_DATABASE_URL');
  const schema = `e2e_${process.env.PORT}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  env.DATABASE_URL = withSchema.toString();
}

const { start } = await import(pathToFileURL(path.join(root, 'build/server/index.js')).href);
await start({ clientDir: path.join(root, 'build/client'), env });
