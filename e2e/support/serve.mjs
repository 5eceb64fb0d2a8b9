// Starts the built site for the browser tests, on a fresh data folder (and, with E2E_POSTGRES=1,
// a fresh PostgreSQL schema), so every run begins from a known state. Run `npm run build` first.
import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Waits until the server on this port answers (a second server starts on the first one's data). */
async function serving(port) {
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then((r) => r.ok, () => false);
    if (up) return;
    if (attempt > 1200) throw new Error(`The server on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// E2E_CLOCK_FILE: this server's clock runs as far ahead as the file says (milliseconds), so a test can
// move a day on without waiting for one (e2e/render-cache.spec.ts). Only this test server has it.
function shiftClock(clockFile) {
  const RealDate = Date;
  const offset = () => Number(fs.readFileSync(clockFile, 'utf8')) || 0;
  globalThis.Date = class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset());
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset();
    }
  };
}
if (process.env.E2E_CLOCK_FILE) {
  // The first process starts the clock at the real time; its workers read the same file.
  if (cluster.isPrimary) fs.writeFileSync(process.env.E2E_CLOCK_FILE, '0');
  shiftClock(process.env.E2E_CLOCK_FILE);
}

// As `npm start` does (scripts/start.mjs): React and React Router load their production builds.
process.env.NODE_ENV ??= 'production';
const serve = async (env) => {
  const { start } = await import(pathToFileURL(path.join(root, 'build/server/index.js')).href);
  // E2E_ISLAND_MARKS=1: each static island drawn from the server's shelf says so (data-island-kept), so
  // e2e/island-fragments.spec.ts can tell a reused island from one drawn in place.
  await start({ clientDir: path.join(root, 'build/client'), env, markKeptIslands: process.env.E2E_ISLAND_MARKS === '1' });
};

// With WEB_CONCURRENCY above 1 (decision 0077) each worker runs this file again: the first process has
// made the folder (and schema) and passed them on in the environment; a worker only serves.
if (cluster.isWorker) await serve(process.env);
else await prepareAndServe();

async function prepareAndServe() {
  // E2E_DATA_DIR names the folder when a test must reach the files itself (e2e/unavailable.spec.ts).
  // E2E_SHARE_DATA_WITH=<port>: a second app server on the first one's folder and SQLite database
  // (e2e/island-fragments.spec.ts), started once the first is serving; the first made it and owns it.
  const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-'));
  if (process.env.E2E_SHARE_DATA_WITH) {
    if (!process.env.E2E_DATA_DIR) throw new Error('E2E_SHARE_DATA_WITH needs the first server\'s E2E_DATA_DIR');
    await serving(process.env.E2E_SHARE_DATA_WITH);
  } else {
    if (process.env.E2E_DATA_DIR) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.mkdirSync(dataDir, { recursive: true });
    }
    process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  }

  const env = { ...process.env, DATA_DIR: dataDir, LOG_REQUESTS: '0' };
  if (process.env.E2E_POSTGRES === '1') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('E2E_POSTGRES=1 needs TEST_DATABASE_URL');
    // E2E_SHARE_DATABASE_WITH=<port>: a second app server on the first one's schema (two servers, one
    // database), started once the first is serving; the first made the schema and owns it.
    const sharedWith = process.env.E2E_SHARE_DATABASE_WITH;
    const schema = `e2e_${sharedWith ?? process.env.PORT}`;
    if (sharedWith) {
      await serving(sharedWith);
    } else {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.query(`create schema ${schema}`);
      await admin.end();
    }
    const withSchema = new URL(url);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = withSchema.toString();
  }

  await serve(env);
}
