import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { freePort } from './support/free-port';
import { ownSchema } from './support/postgres-schema';
import { staffAccount } from './support/site';
import { phonePhoto, visitorAddress } from './support/staff';

/**
 * Security finding 10: a server killed (SIGKILL) in the middle of uploads leaves temporary uploads,
 * half-written image files and files no row owns. Restarted on the same data, it must remove every
 * one of them before it listens (an orphan image would otherwise be served publicly), and keep every
 * upload it had acknowledged intact. The server here is the built one (build/server/index.js), started
 * and killed by the test itself, on a data folder of its own.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const postgresUrl = process.env.TEST_DATABASE_URL;
const backends = ['sqlite', ...(postgresUrl ? ['postgres'] : [])] as const;

interface RunningServer {
  child: ChildProcess;
  output: () => string;
}

async function startServer(env: Record<string, string>, baseURL: string): Promise<RunningServer> {
  const entry = pathToFileURL(path.join(root, 'build/server/index.js')).href;
  const clientDir = path.join(root, 'build/client');
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', `const { start } = await import(${JSON.stringify(entry)}); await start({ clientDir: ${JSON.stringify(clientDir)} });`],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr!.on('data', (data: Buffer) => (output += data.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start-up:\n${output}`);
    const ready = await fetch(`${baseURL}/api/notices?limit=1`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, output: () => output };
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function filesIn(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

for (const backend of backends) {
  test(`after kill -9 during uploads, the restart removes every leftover and keeps every acknowledged upload ${backend} @desktop`, async () => {
    test.slow();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-crash-'));
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_REQUESTS: '0',
      ADMIN_USERNAME: staffAccount.username,
      ADMIN_PASSWORD: staffAccount.password,
    };
    const database = backend === 'postgres' ? await ownSchema(postgresUrl!, 'crash') : undefined;
    if (database) env.DATABASE_URL = database.databaseUrl;
    let server: RunningServer | undefined;
    let staff: APIRequestContext | undefined;
    try {
      server = await startServer(env, baseURL);
      staff = await playwrightRequest.newContext({ baseURL });
      expect((await staff.post('/api/auth/login', { data: staffAccount })).status()).toBe(200);

      // Many uploads at once: photos (staff) and applications with resumes (visitors).
      const acknowledged = { photos: [] as number[], applications: new Map<string, Buffer>() };
      let acknowledgedCount = 0;
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        server!.child.kill('SIGKILL');
      };
      const photo = await phonePhoto('#0f766e');
      const album = await staff.post('/api/albums', { data: { title: 'Crash test', heldOn: '2026-11-14' } });
      expect(album.status()).toBe(201);
      const albumId = String((await album.json()).data.id);
      const photoUploads = Array.from({ length: 12 }, (_, n) =>
        staff!
          .post('/api/photos', { multipart: { albumId, title: `Crash test ${n}`, photo: { name: `p${n}.jpg`, mimeType: 'image/jpeg', buffer: photo } }, timeout: 30_000 })
          .then(async (response) => {
            if (response.status() === 201 && !killed) {
              acknowledged.photos.push((await response.json()).data.id as number);
              if ((acknowledgedCount += 1) >= 3) kill();
            }
          })
          .catch(() => undefined),
      );
      const applicationUploads = Array.from({ length: 6 }, async (_, n) => {
        const name = `Applicant ${n} ${crypto.randomBytes(3).toString('hex')}`;
        const resume = Buffer.from(`%PDF-1.7\n% ${name}\n1 0 obj << >> endobj\n%%EOF\n`);
        const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
        try {
          const response = await visitor.post('/api/applications', {
            multipart: { name, email: 'applicant@example.com', phone: '9876543210', job: 'general', consent: 'on', resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: resume } },
            timeout: 30_000,
          });
          if (response.status() === 201 && !killed) {
            acknowledged.applications.set(name, resume);
            if ((acknowledgedCount += 1) >= 3) kill();
          }
        } catch {
          // Cut off by the kill.
        } finally {
          await visitor.dispose();
        }
      });
      // Whatever happens (a busy machine can be slow to answer), the server dies within 45 s.
      const backstop = setTimeout(kill, 45_000);
      await Promise.all([...photoUploads, ...applicationUploads]);
      clearTimeout(backstop);
      kill();
      await new Promise((resolve) => (server!.child.exitCode !== null || server!.child.signalCode !== null ? resolve(undefined) : server!.child.once('exit', resolve)));

      const uploads = path.join(dataDir, 'uploads');
      const tmpDir = path.join(uploads, 'tmp');
      const imagesDir = path.join(uploads, 'images');
      const resumesDir = path.join(dataDir, 'private', 'resumes');
      const halfDone = filesIn(tmpDir).length + filesIn(imagesDir).filter((name) => name.startsWith('.tmp-')).length;
      const before = { tmp: filesIn(tmpDir).length, images: filesIn(imagesDir).length, resumes: filesIn(resumesDir).length };
      expect(halfDone, `the kill must leave something to clean up: ${JSON.stringify(before)}`).toBeGreaterThan(0);

      // The restart, on the same data (ADMIN_PASSWORD resets the account, which ends its sessions).
      server = await startServer(env, baseURL);
      expect((await staff.post('/api/auth/login', { data: staffAccount })).status()).toBe(200);
      expect(filesIn(tmpDir)).toEqual([]);
      const images = filesIn(imagesDir);
      expect(images.filter((name) => name.startsWith('.tmp-'))).toEqual([]);

      // Every image file left belongs to a photo, and every photo acknowledged is there, whole.
      const photos = (await (await staff.get('/api/photos')).json()).data as { id: number; image: { src: string; srcSet: string } }[];
      const referenced = new Set(
        photos.flatMap((item) => [item.image.src, ...item.image.srcSet.split(',').map((part) => part.trim().split(' ')[0])].map((url) => path.basename(url))),
      );
      expect(images).toEqual([...referenced].sort());
      for (const id of acknowledged.photos) {
        const item = photos.find((candidate) => candidate.id === id);
        expect(item, `acknowledged photo ${id}`).toBeDefined();
        for (const part of item!.image.srcSet.split(',')) {
          const response = await staff.get(part.trim().split(' ')[0]);
          expect(response.status()).toBe(200);
          expect(response.headers()['content-type']).toBe('image/webp');
        }
      }

      // Every resume file left belongs to an application; every acknowledged one downloads as it was sent.
      const listed = await staff.get('/api/applications');
      expect(listed.status(), await listed.text()).toBe(200);
      const applications = (await listed.json()).data as { id: number; name: string }[];
      expect(filesIn(resumesDir)).toHaveLength(applications.length);
      for (const [name, resume] of acknowledged.applications) {
        const application = applications.find((candidate) => candidate.name === name);
        expect(application, `acknowledged application of ${name}`).toBeDefined();
        const download = await staff.get(`/api/applications/${application!.id}/resume`);
        expect(download.status()).toBe(200);
        expect(Buffer.compare(await download.body(), resume)).toBe(0);
      }
      expect(acknowledged.photos.length + acknowledged.applications.size).toBeGreaterThan(0);

      // The clean-up said what it removed.
      expect(server.output()).toMatch(/"message":"leftover files removed","when":"start-up"/);
    } finally {
      await staff?.dispose();
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        const exited = new Promise((resolve) => server!.child.once('exit', resolve));
        server.child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  });
}
