import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import * as tar from 'tar';
import type { AppConfig } from '~/config.server';
import { loadSqlite, openDatabase } from '~/db/database.server';
import { migrationNames } from '~/db/migrate.server';
import { assertFileName, storedFolders, type FileStore } from '~/lib/file-store/file-store.server';
import {
  checksumOfFile,
  contentTypeOf,
  databaseEntry,
  filesFolder,
  forEachLimited,
  libpqConnection,
  manifestEntry,
  manifestSchema,
  runTool,
  syncPath,
  type BackupManifest,
} from './backup-archive.server';

/**
 * `npm run restore -- <archive> [--force]` (docs/decisions/0070-backups.md): checks the whole
 * archive before it touches anything, refuses a target that holds something unless told to replace
 * it, then writes the files and, last, the database, so that a restore cut short leaves files no row
 * owns (which start-up removes) rather than rows without their files. The next start applies any
 * newer migrations as usual.
 */

/** A restore that must not go ahead, with the reason for the operator. */
export class RestoreRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusal';
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  files: number;
  bytes: number;
  durationMs: number;
}

const parallelWrites = 8;

export async function restoreBackup(config: AppConfig, files: FileStore, archive: string, { force = false } = {}): Promise<RestoreResult> {
  const started = performance.now();
  if (!fs.existsSync(archive)) throw new RestoreRefusal(`There is no archive at ${archive}.`);
  await fsp.mkdir(config.dataDir, { recursive: true });
  // Unpacked beside the data, on the same disk, and removed at the end whatever happens.
  const work = await fsp.mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    const manifest = await unpackAndVerify(archive, work, config.database.dialect);
    if (config.database.dialect === 'postgres') await checkPostgresSchema(config.database.connectionString, manifest);
    if (!force) await refuseUnlessEmpty(config, files);

    let bytes = 0;
    await forEachLimited(manifest.files, parallelWrites, async ({ name }) => {
      const body = await fsp.readFile(path.join(work, filesFolder, ...name.split('/')));
      await files.write(name, body, contentTypeOf(name));
      bytes += body.length;
    });
    const dump = path.join(work, ...manifest.database.name.split('/'));
    if (config.database.dialect === 'sqlite') await restoreSqlite(dump, config.database.file);
    else await restorePostgres(dump, config.database.connectionString, manifest, work, force);
    return { manifest, files: manifest.files.length, bytes, durationMs: performance.now() - started };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** Unpacks the archive and answers its manifest once every entry is there, unchanged, and nothing else is. */
async function unpackAndVerify(archive: string, work: string, dialect: BackupManifest['dialect']): Promise<BackupManifest> {
  const notFiles: string[] = [];
  try {
    await tar.x({
      file: archive,
      cwd: work,
      strict: true,
      // Only plain files: a link or a device in a backup is not ours.
      filter: (entryPath, entry) => {
        const plain = 'type' in entry && entry.type === 'File';
        if (!plain) notFiles.push(entryPath);
        return plain;
      },
    });
  } catch (error) {
    throw new RestoreRefusal(`${archive} cannot be read as a tar archive (${error instanceof Error ? error.message : String(error)}): it is damaged or not a backup.`);
  }
  if (notFiles.length > 0) throw new RestoreRefusal(`The archive holds an entry that is not a file: ${notFiles[0]}.`);

  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await fsp.readFile(path.join(work, manifestEntry), 'utf8')));
  } catch {
    throw new RestoreRefusal(`The archive's ${manifestEntry} is missing or damaged: it is not a backup this version can read.`);
  }
  const unknown = manifest.migrations.filter((name) => !migrationNames.includes(name));
  if (unknown.length > 0) {
    throw new RestoreRefusal(
      `The backup was made by a newer version of the site (version ${manifest.appVersion}): its database has migrations this version does not know (${unknown.join(', ')}). Restore it with that version or a newer one.`,
    );
  }
  if (manifest.dialect !== dialect) {
    throw new RestoreRefusal(`The backup holds a ${manifest.dialect} database, but the configuration (DATABASE_URL) names ${dialect}.`);
  }
  if (manifest.database.name !== databaseEntry(dialect)) throw new RestoreRefusal(`The archive's ${manifestEntry} is damaged: no database entry.`);

  const expected = new Map([[manifest.database.name, manifest.database] as const]);
  for (const file of manifest.files) {
    if (!isStoreName(file.name)) throw new RestoreRefusal(`The archive's ${manifestEntry} names a file outside the store's folders: ${file.name}.`);
    expected.set(`${filesFolder}${file.name}`, file);
  }
  for (const [entry, { size, sha256 }] of expected) {
    const unpacked = path.join(work, ...entry.split('/'));
    if (!fs.existsSync(unpacked)) throw new RestoreRefusal(`The archive is damaged: ${entry} is missing.`);
    const actual = await checksumOfFile(unpacked);
    if (actual.size !== size || actual.sha256 !== sha256) throw new RestoreRefusal(`The archive is damaged: ${entry} does not match its checksum in ${manifestEntry}.`);
  }
  for (const entry of await entriesUnder(work, '')) {
    if (entry !== manifestEntry && !expected.has(entry)) throw new RestoreRefusal(`The archive holds ${entry}, which its ${manifestEntry} does not list.`);
  }
  return manifest;
}

function isStoreName(name: string): boolean {
  try {
    assertFileName(name);
  } catch {
    return false;
  }
  return Object.values(storedFolders).some((folder) => name.startsWith(folder));
}

async function entriesUnder(root: string, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await fsp.readdir(path.join(root, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await entriesUnder(root, name)));
    else found.push(name);
  }
  return found;
}

/** Names what the target already holds: a database with tables, stored files. Nothing: it is empty. */
async function refuseUnlessEmpty(config: AppConfig, files: FileStore): Promise<void> {
  const found: string[] = [];
  const tables = await existingTables(config);
  if (tables.length > 0) {
    const where = config.database.dialect === 'sqlite' ? `The database ${config.database.file}` : 'The PostgreSQL schema of DATABASE_URL';
    found.push(`${where} has ${tables.length} tables (${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}).`);
  }
  for (const folder of Object.values(storedFolders)) {
    let count = 0;
    for await (const _file of files.list(folder)) count += 1;
    if (count > 0) found.push(`The file store (${files.describe()}) has ${count} files under ${folder}.`);
  }
  if (found.length > 0) {
    throw new RestoreRefusal(`The target is not empty:\n  ${found.join('\n  ')}\nRestore into an empty data folder and database, or add --force to replace what is there.`);
  }
}

async function existingTables(config: AppConfig): Promise<string[]> {
  if (config.database.dialect === 'sqlite') {
    if (!fs.existsSync(config.database.file)) return [];
    const SQLite = loadSqlite();
    const db = new SQLite(config.database.file, { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`).all() as { name: string }[];
      return rows.map((row) => row.name);
    } finally {
      db.close();
    }
  }
  const database = openDatabase(config.database);
  try {
    const rows = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(database.db);
    return rows.rows.map((row) => row.name);
  } finally {
    await database.close();
  }
}

/** A SQLite database is one file: written beside its place, synced, and renamed over it; the old one's WAL must not outlive it. */
async function restoreSqlite(dump: string, file: string): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.restore-${crypto.randomBytes(6).toString('hex')}`;
  try {
    await fsp.copyFile(dump, temporary);
    await syncPath(temporary);
    await fsp.rm(`${file}-wal`, { force: true });
    await fsp.rm(`${file}-shm`, { force: true });
    await fsp.rename(temporary, file);
  } catch (error) {
    await fsp.rm(temporary, { force: true });
    throw error;
  }
  await syncPath(path.dirname(file));
}

/**
 * The dump's tables live in the schema they were dumped from; the site must look for them there.
 * DATABASE_URL's search_path must name that schema (it is made when missing: a new database).
 */
async function checkPostgresSchema(connectionString: string, manifest: BackupManifest): Promise<void> {
  const database = openDatabase({ dialect: 'postgres', connectionString });
  try {
    const { rows } = await sql<{ current: string | null; path: string }>`select current_schema() as current, current_setting('search_path') as path`.execute(database.db);
    const { current, path: searchPath } = rows[0]!;
    const wanted = manifest.database.schema ?? 'public';
    const named = searchPath.split(',').map((part) => part.trim().replace(/^"|"$/g, ''));
    if (current === wanted || (current === null && named.includes(wanted))) return;
    throw new RestoreRefusal(
      `The backup's tables are in the PostgreSQL schema "${wanted}", but DATABASE_URL works in ${current ? `"${current}"` : 'no schema'}; add ?options=-c search_path=${wanted} to it.`,
    );
  } finally {
    await database.close();
  }
}

/**
 * pg_restore in one transaction (all or nothing). The schema itself is made here, not by the dump,
 * so that the same archive restores into a new database and into an existing empty schema (public).
 */
async function restorePostgres(dump: string, connectionString: string, manifest: BackupManifest, work: string, force: boolean): Promise<void> {
  const schema = manifest.database.schema ?? 'public';
  const database = openDatabase({ dialect: 'postgres', connectionString });
  try {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(database.db);
  } finally {
    await database.close();
  }
  const { url, env } = libpqConnection(connectionString);
  const contents = await runTool('pg_restore', ['--list', dump], env);
  const list = path.join(work, 'restore.list');
  await fsp.writeFile(list, contents.split('\n').filter((line) => !/^\d+; \d+ \d+ (SCHEMA - |COMMENT - SCHEMA )/.test(line)).join('\n'));
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--use-list=${list}`, ...(force ? ['--clean', '--if-exists'] : []), `--dbname=${url}`, dump],
    env,
  );
}
