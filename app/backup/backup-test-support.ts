import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import * as tar from 'tar';
import { parseConfig, type AppConfig } from '~/config.server';
import { openDatabase, type AppDatabase } from '~/db/database.server';
import { storedFolders, type FileStore } from '~/lib/file-store/file-store.server';
import { openFileStore } from '~/lib/file-store/open-file-store.server';
import { ownedResumeFileNames } from '~/modules/applications/applications.server';
import { ownedImageFileNames } from '~/modules/images/images.server';
import { ownedPdfFileNames } from '~/modules/pdf-files/pdf-files.server';
import type { TestEnvironment } from '~/test/databases';
import { adminQuery, onDatabase } from '~/test/postgres-admin';

/** What the backup tests (backup.test.ts) compare and how they make a target to restore into. */
/** The tables whose rows a restore must bring back exactly (DESIGN.md §10). */
export const comparedTables = ['notices', 'images', 'pdf_files', 'gallery_photos', 'albums', 'applications', 'kysely_migration'] as const;

/** A target to restore into: an empty data folder and, on PostgreSQL, a new empty database on the test server. */
export interface RestoreTarget {
  config: AppConfig;
  files: FileStore;
  /** The variables the commands read. */
  vars: Record<string, string>;
  open(): AppDatabase;
  cleanup(): Promise<void>;
}

export async function emptyTarget(source: TestEnvironment, storage: Record<string, string>): Promise<RestoreTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-restore-'));
  const vars: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: '0', LOG_REQUESTS: '0', ...storage };
  if (source.config.database.dialect === 'postgres') {
    // Named after the worker's database (`test_<run>_worker_1_restore_…`), so app/test/postgres.global.ts
    // drops it with that one once the run is over: dropping a database makes PostgreSQL write a
    // checkpoint, which took 10–20 s while the other workers wrote.
    const sourceUrl = source.config.database.connectionString;
    const database = `${new URL(sourceUrl).pathname.slice(1)}_restore_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(process.env.TEST_DATABASE_URL!, `create database ${database}`);
    vars.DATABASE_URL = onDatabase(sourceUrl, database);
  }
  const config = parseConfig(vars, dataDir);
  const opened: AppDatabase[] = [];
  return {
    config,
    files: await openFileStore(config.storage, config.dataDir),
    vars,
    open() {
      const connection = openDatabase(config.database);
      opened.push(connection);
      return connection;
    },
    async cleanup() {
      await Promise.all(opened.map((connection) => connection.close()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The variables that make the commands see a test environment's database and store. */
export function varsOf(env: TestEnvironment, storage: Record<string, string>): Record<string, string> {
  const database = env.config.database;
  return { DATA_DIR: env.config.dataDir, SEED_DEMO: '0', LOG_REQUESTS: '0', ...(database.dialect === 'postgres' ? { DATABASE_URL: database.connectionString } : {}), ...storage };
}

export async function rowsOf(db: AppDatabase, table: (typeof comparedTables)[number]): Promise<unknown[]> {
  return (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.db)).rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

export async function ownedNames(db: AppDatabase): Promise<string[]> {
  return [...(await ownedImageFileNames(db.db)), ...(await ownedPdfFileNames(db.db)), ...(await ownedResumeFileNames(db.db))].sort();
}

export async function storedNames(files: FileStore): Promise<string[]> {
  const names: string[] = [];
  for (const folder of Object.values(storedFolders)) for await (const file of files.list(folder)) names.push(file.name);
  return names.sort();
}

export async function bytesOf(files: FileStore, name: string): Promise<Buffer | undefined> {
  const stored = await files.read(name);
  return stored && buffer(stored.body);
}

/** Unpacks an archive, lets `change` alter it (answering entries to add), and packs it again in the same order. */
export async function repack(archive: string, change: (folder: string) => string[] | void): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'school-repack-'));
  repacked.push(folder);
  const entries: string[] = [];
  await tar.x({ file: archive, cwd: folder, onReadEntry: (entry) => void entries.push(entry.path) });
  entries.push(...(change(folder) ?? []));
  const changed = path.join(folder, 'changed.tar');
  await tar.c({ file: changed, cwd: folder, portable: true }, entries);
  return changed;
}
const repacked: string[] = [];

/** Removes the folders `repack` made: the test file calls it after all its tests. */
export function removeRepacked(): void {
  for (const folder of repacked.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
}
