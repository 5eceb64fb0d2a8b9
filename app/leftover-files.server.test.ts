import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { resumesDir } from '~/modules/applications/applications.server';
import { imagesDir } from '~/modules/images/images.server';
import { pdfFilesDir } from '~/modules/pdf-files/pdf-files.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { removeLeftoverFiles, removeStaleUploadFiles, startLeftoverSweep, sweepOlderThanMs } from './leftover-files.server';
import { uploadTempDir } from '~/lib/multipart.server';

describe.each(testDialects)('leftover files on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;
  afterEach(() => env.cleanup());

  /** A leftover of each kind, written `minutesAgo` ago; answers their paths. */
  function leave(minutesAgo: number, tag: string): string[] {
    const { uploadsDir, dataDir } = env.config;
    const files = [
      path.join(uploadTempDir(uploadsDir), `upload-${tag}`),
      path.join(imagesDir(uploadsDir), `.tmp-${tag}`),
      path.join(imagesDir(uploadsDir), `${tag}-320.webp`),
      path.join(pdfFilesDir(uploadsDir), `${tag}.pdf`),
      path.join(pdfFilesDir(uploadsDir), `.tmp-${tag}`),
      path.join(resumesDir(dataDir), `${tag}.pdf`),
    ];
    const when = new Date(Date.now() - minutesAgo * 60 * 1000);
    for (const file of files) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, tag);
      fs.utimesSync(file, when, when);
    }
    return files;
  }

  it('a running server’s sweep spares what may be an upload in flight and removes older leftovers', async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
    const fresh = leave(0, 'fresh');
    const recent = leave(50, 'recent');
    const old = leave(61, 'old');

    const counts = await removeLeftoverFiles(database.db, env.config, env.files, { olderThanMs: sweepOlderThanMs, when: 'sweep' });
    expect(counts).toEqual({ temporaryUploads: 1, images: 2, pdfs: 2, resumes: 1 });
    for (const file of [...fresh, ...recent]) expect(fs.existsSync(file)).toBe(true);
    for (const file of old) expect(fs.existsSync(file)).toBe(false);
  });

  it('the sweep runs on its timer until it is stopped', async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
    const sweep = startLeftoverSweep(database.db, env.config, env.files, { everyMs: 20 });
    try {
      const old = leave(120, 'old');
      const fresh = leave(0, 'fresh');
      await vi.waitFor(() => expect(old.filter((file) => fs.existsSync(file))).toEqual([]), { timeout: 5000 });
      for (const file of fresh) expect(fs.existsSync(file)).toBe(true);
    } finally {
      await sweep.stop();
    }
    // Stopped: a leftover left now stays.
    const later = leave(120, 'later');
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const file of later) expect(fs.existsSync(file)).toBe(true);
  });
});

describe('removeStaleUploadFiles', () => {
  it('removes temporary uploads older than the age it is given, and every one with age 0', async () => {
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'school-uploads-'));
    const hour = 60 * 60 * 1000;
    try {
      expect(await removeStaleUploadFiles(uploads, { olderThanMs: hour })).toBe(0);
      const dir = uploadTempDir(uploads);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'upload-crashed'), 'half a photo');
      fs.writeFileSync(path.join(dir, 'upload-two-hours'), 'an upload abandoned by a crash');
      fs.writeFileSync(path.join(dir, 'upload-arriving-now'), 'a phone still sending');
      fs.writeFileSync(path.join(dir, 'upload-fifty-minutes'), 'a slow phone, still sending');
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);
      fs.utimesSync(path.join(dir, 'upload-crashed'), ago(600), ago(600));
      fs.utimesSync(path.join(dir, 'upload-two-hours'), ago(120), ago(120));
      fs.utimesSync(path.join(dir, 'upload-fifty-minutes'), ago(50), ago(50));

      // A running server: only what no upload in flight can be.
      expect(await removeStaleUploadFiles(uploads, { olderThanMs: hour })).toBe(2);
      expect(fs.readdirSync(dir).sort()).toEqual(['upload-arriving-now', 'upload-fifty-minutes']);
      // At start-up: all of them, however fresh.
      expect(await removeStaleUploadFiles(uploads, { olderThanMs: 0 })).toBe(2);
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(uploads, { recursive: true, force: true });
    }
  });
});
