import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CamelCasePlugin, Kysely, SqliteDialect, sql } from 'kysely';
import * as tar from 'tar';
import { version as appVersion } from '../../package.json';
import type { AppConfig, DatabaseTarget } from '~/config.server';
import { loadSqlite, openDatabase } from '~/db/database.server';
import type { Database } from '~/db/schema';
import { assertFileName, baseName, storedFolders, temporaryNamePrefix, type FileStore } from '~/lib/file-store/file-store.server';
import { ownedResumeFileNames } from '~/modules/applications/applications.server';
import { ownedImageFileNames } from '~/modules/images/images.server';
import { ownedPdfFileNames } from '~/modules/pdf-files/pdf-files.server';
import {
  archiveName,
  backupFormatVersion,
  checksumOfFile,
  databaseEntry,
  filesFolder,
  forEachLimited,
  libpqConnection,
  manifestEntry,
  runTool,
  syncPath,
  writeStreamToFile,
  type BackupManifest,
  type Checksum,
} from './backup-archive.server';

/**
 * `npm run backup` (DESIGN.md §10, docs/decisions/0070-backups.md): one consistent snapshot of the
 * database and every file its rows own, taken while the site runs.
 *
 * Files are never changed under a name, only added and removed, and a file is removed only after the
 * commit that let go of its row. So: (1) every stored file is copied to a staging folder first; (2)
 * the database snapshot is taken; (3) each file a row of the snapshot owns that was not staged (an
 * upload that came in meanwhile) is copied then. A file owned in the snapshot can be gone at (3) only
 * if it arrived after (1) began and its row was deleted after (2): added and deleted during the backup.
 */

export interface BackupOptions {
  /** The folder the archive goes to (BACKUP_DIR, or `--out`). */
  outDir: string;
  /** A line for stderr: an owned file that was deleted during the backup. */
  warn?: (message: string) => void;
  /** Tests: called once the stored files are staged, and once the snapshot is taken. */
  during?: { staged?: () => Promise<void>; snapshotTaken?: () => Promise<void> };
}

export interface BackupResult {
  archive: string;
  size: number;
  manifest: BackupManifest;
  durationMs: number;
}

/** Copies run this many at a time: enough to hide an S3 store's round trips, few enough for a small disk. */
const parallelCopies = 8;
/** A staging folder or `.partial` this old was left by a backup that was killed: the next one removes it. */
const abandonedAfterMs = 6 * 60 * 60 * 1000;

export async function writeBackup(config: AppConfig, files: FileStore, { outDir, warn = () => {}, during }: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const createdAt = new Date();
  await fsp.mkdir(outDir, { recursive: true });
  await removeAbandoned(outDir);
  const finalPath = path.join(outDir, archiveName(createdAt));
  if (fs.existsSync(finalPath)) throw new Error(`${finalPath} already exists.`);
  const partialPath = `${finalPath}.partial`;
  const work = await fsp.mkdtemp(path.join(outDir, '.staging-'));
  const staged = new Map<string, Checksum>();
  const stage = async (name: string): Promise<boolean> => {
    const stored = await files.read(name);
    if (!stored) return false;
    staged.set(name, await writeStreamToFile(stored.body, path.join(work, filesFolder, ...name.split('/'))));
    return true;
  };

  try {
    // (1) Everything stored now, owned or not: the owners are known only after the snapshot.
    for (const folder of Object.values(storedFolders)) {
      const names: string[] = [];
      for await (const file of files.list(folder)) if (isStoredName(file.name)) names.push(file.name);
      await forEachLimited(names, parallelCopies, async (name) => {
        await stage(name);
      });
    }
    await during?.staged?.();

    // (2) The database, and the names its rows own, read from the snapshot itself.
    const databaseName = databaseEntry(config.database.dialect);
    const databaseFile = path.join(work, ...databaseName.split('/'));
    await fsp.mkdir(path.dirname(databaseFile), { recursive: true });
    const snapshot = await snapshotDatabase(config.database, databaseFile);
    await during?.snapshotTaken?.();

    // (3) Uploads that arrived after (1).
    const missing: string[] = [];
    const late = [...snapshot.owned].filter((name) => !staged.has(name));
    await forEachLimited(late, parallelCopies, async (name) => {
      if (!(await stage(name))) missing.push(name);
    });
    missing.sort();
    for (const name of missing) warn(`Warning: ${name} belonged to a row of the snapshot but was deleted before it could be copied; it is not in the backup.`);

    const owned = [...snapshot.owned].filter((name) => staged.has(name)).sort();
    const manifest: BackupManifest = {
      format: 'school-backup',
      formatVersion: backupFormatVersion,
      createdAt: createdAt.toISOString(),
      appVersion,
      dialect: config.database.dialect,
      migrations: snapshot.migrations,
      database: { name: databaseName, ...(await checksumOfFile(databaseFile)), ...(snapshot.schema ? { schema: snapshot.schema } : {}) },
      fileStore: files.describe(),
      files: owned.map((name) => ({ name, ...staged.get(name)! })),
      missing,
    };
    await fsp.writeFile(path.join(work, manifestEntry), `${JSON.stringify(manifest, null, 2)}\n`);

    // The manifest first, so that a reader meets it before anything it describes. Plain tar: the files are WebP and PDF, already compressed.
    await tar.c({ file: partialPath, cwd: work, portable: true }, [manifestEntry, databaseName, ...owned.map((name) => `${filesFolder}${name}`)]);
    // Resumes and the inbox are personal data: the archive is for the operator's eyes only.
    await fsp.chmod(partialPath, 0o600);
    await syncPath(partialPath);
    await fsp.rename(partialPath, finalPath);
    await syncPath(outDir);
    const { size } = await fsp.stat(finalPath);
    return { archive: finalPath, size, manifest, durationMs: performance.now() - started };
  } catch (error) {
    await fsp.rm(partialPath, { force: true });
    throw error;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** A name a module could have given (not a half-written `.tmp-*`, nothing put there by hand). */
function isStoredName(name: string): boolean {
  if (baseName(name).startsWith(temporaryNamePrefix)) return false;
  try {
    assertFileName(name);
    return true;
  } catch {
    return false;
  }
}

async function removeAbandoned(outDir: string): Promise<void> {
  for (const entry of await fsp.readdir(outDir)) {
    if (!entry.startsWith('.staging-') && !entry.endsWith('.tar.partial')) continue;
    const target = path.join(outDir, entry);
    const stat = await fsp.stat(target).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > abandonedAfterMs) await fsp.rm(target, { recursive: true, force: true });
  }
}

interface Snapshot {
  migrations: string[];
  /** Every stored file a row owns. */
  owned: Set<string>;
  schema?: string;
}

async function readSnapshot(db: Kysely<Database>): Promise<Omit<Snapshot, 'schema'>> {
  const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  const owned = new Set<string>();
  for (const names of [await ownedImageFileNames(db), await ownedPdfFileNames(db), await ownedResumeFileNames(db)]) {
    for (const name of names) owned.add(name);
  }
  return { migrations: migrations.rows.map((row) => row.name), owned };
}

function snapshotDatabase(target: DatabaseTarget, file: string): Promise<Snapshot> {
  return target.dialect === 'sqlite' ? snapshotSqlite(target.file, file) : snapshotPostgres(target.connectionString, file);
}

/**
 * SQLite: `VACUUM INTO` reads the live database in one read transaction (WAL lets the site keep
 * writing meanwhile) and writes a compact copy; a copy of the live file could catch a write half-made.
 */
async function snapshotSqlite(live: string, file: string): Promise<Snapshot> {
  if (!fs.existsSync(live)) throw new Error(`There is no database at ${live}.`);
  const SQLite = loadSqlite();
  const source = new SQLite(live, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    source.prepare('vacuum into ?').run(file);
  } finally {
    source.close();
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true }) }), plugins: [new CamelCasePlugin()] });
  try {
    return await readSnapshot(db);
  } finally {
    await db.destroy();
  }
}

/**
 * PostgreSQL: a REPEATABLE READ transaction exports its snapshot, pg_dump dumps exactly that
 * snapshot (`--snapshot`), and the owned names are read in the same transaction, so the dump and the
 * list of files agree. Only the schema the site works in is dumped (DATABASE_URL's search_path).
 */
async function snapshotPostgres(connectionString: string, file: string): Promise<Snapshot> {
  const database = openDatabase({ dialect: 'postgres', connectionString });
  try {
    return await database.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const exported = await sql<{ snapshot: string; schema: string | null }>`select pg_export_snapshot() as snapshot, current_schema() as schema`.execute(trx);
        const { snapshot, schema } = exported.rows[0]!;
        if (!schema) throw new Error('The schema DATABASE_URL works in does not exist.');
        const { url, env } = libpqConnection(connectionString);
        const quotedSchema = `"${schema.replaceAll('"', '""')}"`;
        await runTool(
          'pg_dump',
          ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--schema=${quotedSchema}`, `--file=${file}`, `--dbname=${url}`],
          env,
        );
        return { ...(await readSnapshot(trx)), schema };
      });
  } finally {
    await database.close();
  }
}
