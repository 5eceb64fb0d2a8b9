// How long `npm run backup` and `npm run restore` take (docs/operations.md, "Backups"): for the demo
// site, and for a site with PHOTOS (default 2000) gallery photos, each a real 800×600 JPEG stored
// through the same path as an upload (three WebP variants). SQLite by default; with
// TIMING_DATABASE_URL=postgres://… on PostgreSQL (a schema of its own, restored into a new database).
//
//   npx vite-node --config vitest.config.ts scripts/backup-timing.ts
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import { writeBackup } from '~/backup/backup.server';
import { restoreBackup } from '~/backup/restore.server';
import { formatBytes } from '~/backup/backup-archive.server';
import { parseConfig } from '~/config.server';
import { openFileStore } from '~/lib/file-store/open-file-store.server';
import { albumInputSchema } from '~/modules/gallery/album-schema';
import { addAlbum } from '~/modules/gallery/albums.server';
import { galleryPhotoInputSchema } from '~/modules/gallery/gallery-schema';
import { insertGalleryPhoto } from '~/modules/gallery/gallery.server';
import { insertWithImage } from '~/modules/images/images.server';
import { prepareApp } from '~/startup.server';

const photos = Number(process.env.PHOTOS ?? 2000);
const postgresUrl = process.env.TIMING_DATABASE_URL;
const made: (() => Promise<void>)[] = [];

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/** An empty site's variables: a new data folder and, on PostgreSQL, a new schema (or a new database). */
async function emptySite(kind: 'schema' | 'database', schema = `timing_${crypto.randomBytes(4).toString('hex')}`) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-timing-'));
  const vars: Record<string, string> = { DATA_DIR: dataDir, LOG_REQUESTS: '0', ADMIN_USERNAME: 'office', ADMIN_PASSWORD: 'timing the backups 1' };
  made.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (postgresUrl) {
    const url = new URL(postgresUrl);
    if (kind === 'schema') {
      await admin(`create schema ${schema}`);
      made.push(() => admin(`drop schema if exists ${schema} cascade`));
    } else {
      const database = `restore_${schema}`;
      await admin(`create database ${database}`);
      made.push(() => admin(`drop database if exists ${database} with (force)`));
      url.pathname = `/${database}`;
    }
    url.searchParams.set('options', `-c search_path=${schema}`);
    vars.DATABASE_URL = url.toString();
  }
  return { vars, schema };
}

async function measure(label: string, fill: (vars: Record<string, string>) => Promise<void>, seed: boolean) {
  const source = await emptySite('schema');
  const config = parseConfig({ ...source.vars, SEED_DEMO: seed ? '1' : '0' });
  const files = await openFileStore(config.storage, config.dataDir);
  const database = await prepareApp(config, files);
  await database.close();
  await fill(source.vars);

  const backup = await writeBackup(config, files, { outDir: config.backupDir, warn: console.warn });
  const target = await emptySite('database', source.schema);
  const targetConfig = parseConfig({ ...target.vars, SEED_DEMO: '0' });
  const restored = await restoreBackup(targetConfig, await openFileStore(targetConfig.storage, targetConfig.dataDir), backup.archive);
  console.log(
    `${label} on ${config.database.dialect}: ${backup.manifest.files.length} files, database ${formatBytes(backup.manifest.database.size)}; ` +
      `archive ${formatBytes(backup.size)}; backup ${(backup.durationMs / 1000).toFixed(1)} s; restore ${(restored.durationMs / 1000).toFixed(1)} s`,
  );
}

/** A photo-like JPEG: smooth colour fields from a little noise, enlarged (so it compresses as a photo does, not as a flat colour). */
async function photoJpeg(): Promise<Buffer> {
  const noise = crypto.randomBytes(40 * 30 * 3);
  return sharp(noise, { raw: { width: 40, height: 30, channels: 3 } }).resize(800, 600, { kernel: 'cubic' }).jpeg({ quality: 85 }).toBuffer();
}

async function addPhotos(vars: Record<string, string>) {
  const config = parseConfig({ ...vars, SEED_DEMO: '0' });
  const files = await openFileStore(config.storage, config.dataDir);
  const database = await prepareApp(config, files);
  const started = performance.now();
  try {
    const album = await addAlbum(database.db, albumInputSchema.parse({ title: 'Timing', heldOn: '2026-11-01' }));
    for (let i = 0; i < photos; i += 1) {
      const input = galleryPhotoInputSchema.parse({ albumId: album.id, title: `Photo ${i + 1}` });
      await insertWithImage(database.db, files, await photoJpeg(), (trx, imageId) => insertGalleryPhoto(trx, input, imageId));
    }
  } finally {
    await database.close();
  }
  console.log(`(${photos} photos stored in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

try {
  await measure('demo site', async () => {}, true);
  await measure(`${photos} photos`, addPhotos, false);
} finally {
  for (const undo of made.reverse()) await undo();
}
