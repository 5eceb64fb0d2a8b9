import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { freePort } from './support/free-port';
import { ownSchema } from './support/postgres-schema';
import { staffAccount } from './support/site';

/**
 * `npm start` with several workers (WEB_CONCURRENCY, decision 0077), started as the service starts it
 * (`node scripts/start.mjs`) on a data folder of its own: the first process prepares the database once
 * and only watches over the workers; every worker sees every other worker's writes at once; a worker
 * that dies is replaced without removing what another worker is receiving; SIGTERM stops them all.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const postgresUrl = process.env.TEST_DATABASE_URL;
const backends = ['sqlite', ...(postgresUrl ? ['postgres'] : [])] as const;

interface LogLine {
  message: string;
  worker?: number;
  pid?: number;
  path?: string;
  [field: string]: unknown;
}

/** `node scripts/start.mjs` with these settings; its log lines as they come. */
function startSite(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr!.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = (): LogLine[] =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  return { child, exited, lines, output: () => output };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

for (const backend of backends) {
  test(`npm start serves from two workers that share every write, replaces one that dies, and stops on SIGTERM ${backend} @desktop`, async () => {
    test.slow();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-workers-'));
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const database = backend === 'postgres' ? await ownSchema(postgresUrl!, 'workers') : undefined;
    const site = startSite({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.databaseUrl } : {}),
      SEED_DEMO: '1',
      LOG_REQUESTS: '1',
      WEB_CONCURRENCY: '2',
      ADMIN_USERNAME: staffAccount.username,
      ADMIN_PASSWORD: staffAccount.password,
    });
    const staff = await playwrightRequest.newContext({ baseURL });
    try {
      await expect.poll(() => site.lines().some((line) => line.message === 'listening'), { timeout: 60_000 }).toBe(true);
      const primary = site.lines().find((line) => line.message === 'listening')!;
      expect(primary).toMatchObject({ workers: 2, database: backend });
      const started = site.lines().filter((line) => line.message === 'worker listening');
      expect(started.map((line) => line.worker).sort()).toEqual([1, 2]);
      // Prepared once, by the first process: one run of the migrations and one demo seed for two workers.
      expect(site.lines().filter((line) => line.message === 'migrations applied')).toHaveLength(1);
      expect(site.lines().filter((line) => line.message === 'demo content seeded into the empty database')).toHaveLength(1);

      // New connections go to the workers in turn: both answer (each request line names its worker).
      for (let i = 0; i < 4; i += 1) expect((await fetch(`${baseURL}/api/health`, { headers: { connection: 'close' } })).status).toBe(200);
      await expect
        .poll(() => new Set(site.lines().filter((line) => line.message === 'request' && line.path === '/api/health').map((line) => line.worker)).size)
        .toBe(2);

      // Each worker draws the public pages once it listens (decision 0078): a visitor's first request
      // for one is answered from memory, whichever worker takes it.
      const warmedBy = () => site.lines().filter((line) => line.message === 'render cache warmed').map((line) => line.worker);
      await expect.poll(() => new Set(warmedBy()).size, { timeout: 60_000 }).toBe(2);
      for (let i = 0; i < 4; i += 1) expect((await fetch(`${baseURL}/hi/contact`, { headers: { connection: 'close' } })).headers.get('x-cache')).toBe('hit');

      // Each worker keeps its own copy of the notices page; a notice added through one is on both at once.
      const noticesOnEachConnection = async () => {
        const pages: string[] = [];
        for (let i = 0; i < 4; i += 1) pages.push(await (await fetch(`${baseURL}/school-notices`, { headers: { connection: 'close' } })).text());
        return pages;
      };
      await noticesOnEachConnection();
      expect((await staff.post('/api/auth/login', { data: staffAccount })).status()).toBe(200);
      const title = `Two workers, one notice ${Date.now()}`;
      expect((await staff.post('/api/notices', { data: { title, details: 'Seen by every worker.', date: '2026-11-28' } })).status()).toBe(201);
      for (const page of await noticesOnEachConnection()) expect(page).toContain(title);
      // Having seen the change, each worker draws again the pages it had kept: the home page's news
      // is new before any visitor asks for it.
      await expect.poll(() => [1, 2].every((worker) => warmedBy().filter((by) => by === worker).length >= 2), { timeout: 60_000 }).toBe(true);
      for (let i = 0; i < 4; i += 1) {
        const home = await fetch(`${baseURL}/`, { headers: { connection: 'close' } });
        expect(home.headers.get('x-cache')).toBe('hit');
        expect(await home.text()).toContain(title);
      }

      // A worker killed outright is replaced; the replacement's start removes nothing: a fresh upload
      // being received by the other worker (here, a temporary file) is still there once it listens.
      const inFlight = path.join(dataDir, 'uploads', 'tmp', 'upload-in-flight');
      fs.mkdirSync(path.dirname(inFlight), { recursive: true });
      fs.writeFileSync(inFlight, 'half of a photo');
      const victim = started[0]!;
      process.kill(victim.pid!, 'SIGKILL');
      await expect.poll(() => site.lines().filter((line) => line.message === 'worker listening').map((line) => line.worker), { timeout: 60_000 }).toContain(3);
      expect(site.lines().find((line) => line.message === 'a worker stopped: starting another')).toMatchObject({ worker: victim.worker, signal: 'SIGKILL' });
      expect(fs.existsSync(inFlight)).toBe(true);
      for (const page of await noticesOnEachConnection()) expect(page).toContain(title);

      // SIGTERM to the first process stops every worker, and it exits 0.
      const workerPids = site
        .lines()
        .filter((line) => line.message === 'worker listening' && line.pid !== victim.pid)
        .map((line) => line.pid!);
      site.child.kill('SIGTERM');
      expect(await site.exited).toBe(0);
      for (const pid of workerPids) await expect.poll(() => isRunning(pid)).toBe(false);
    } finally {
      await staff.dispose();
      site.child.kill('SIGKILL');
      await site.exited;
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

test('a worker that cannot listen stops the start: the first process says why and exits 1 @desktop', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-workers-'));
  // The port is taken by another program.
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const port = (taken.address() as net.AddressInfo).port;
  const site = startSite({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', WEB_CONCURRENCY: '2' });
  try {
    expect(await site.exited).toBe(1);
    expect(site.lines().some((line) => line.message === 'a worker stopped before it listened: stopping')).toBe(true);
    expect(site.lines().some((line) => line.message === 'worker listening' || line.message === 'listening')).toBe(false);
  } finally {
    site.child.kill('SIGKILL');
    taken.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
