import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/**
 * What `npm run backup` writes and `npm run restore` reads (docs/decisions/0070-backups.md): a plain
 * tar holding `manifest.json` first, then the database (`database/school.sqlite`, or
 * `database/school.pgdump` from pg_dump's custom format), then every stored file the database's rows
 * own under `files/` with its name in the file store (`files/uploads/images/<key>-640.webp`).
 */
export const manifestEntry = 'manifest.json';
export const filesFolder = 'files/';
export const backupFormatVersion = 1;

const checksummed = { size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) };

export const manifestSchema = z.object({
  format: z.literal('school-backup'),
  formatVersion: z.literal(backupFormatVersion),
  createdAt: z.string(),
  appVersion: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** Names from kysely_migration, in order: a restore refuses names its code does not know. */
  migrations: z.array(z.string()),
  /** `schema`: the PostgreSQL schema the tables were dumped from (pg_restore puts them back there). */
  database: z.object({ name: z.string(), ...checksummed, schema: z.string().optional() }),
  /** Where the files came from (FileStore.describe(): never a secret). */
  fileStore: z.string(),
  files: z.array(z.object({ name: z.string(), ...checksummed })),
  /** Files a row owned in the snapshot but that were deleted before the backup could copy them. */
  missing: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export function databaseEntry(dialect: BackupManifest['dialect']): string {
  return dialect === 'sqlite' ? 'database/school.sqlite' : 'database/school.pgdump';
}

export interface Checksum {
  size: number;
  sha256: string;
}

/** Writes a stream to a new file (and its folders), fsynced, answering its size and sha256 on the way. */
export async function writeStreamToFile(body: Readable, file: string): Promise<Checksum> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const hash = crypto.createHash('sha256');
  let size = 0;
  await pipeline(
    body,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    // Not a FileHandle's stream: FileHandle.close() waits for a stream that does not close it, forever.
    fs.createWriteStream(file, { flags: 'wx' }),
  );
  await syncPath(file);
  return { size, sha256: hash.digest('hex') };
}

export async function checksumOfFile(file: string): Promise<Checksum> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** fsync a file or a folder (a rename is durable only once its folder is synced). */
export async function syncPath(target: string): Promise<void> {
  const handle = await fsp.open(target, 'r');
  await handle.sync().finally(() => handle.close());
}

/** Runs `work` on every item, at most `limit` at a time (an S3 store answers many requests at once). */
export async function forEachLimited<T>(items: Iterable<T>, limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await work(next.value);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The type a restored file is stored with (S3 serves it back with it), from its name's ending. */
export function contentTypeOf(name: string): string {
  return contentTypes[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * How pg_dump and pg_restore reach DATABASE_URL: the URL without its password (which would show in
 * `ps`), and the password in PGPASSWORD. libpq reads the same URL, `options=-c search_path=…` included.
 */
export function libpqConnection(connectionString: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = '';
  // libpq decodes %20 but not `+` as a space (`options=-c search_path=…`).
  url.search = [...url.searchParams].map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** Runs a PostgreSQL client tool; its stderr becomes the error's message when it fails. */
export async function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new Error(`${command} could not be run (is the PostgreSQL client installed?): ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${command} failed (exit code ${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
  });
}

/** `2026-11-25T10:18:57.123Z` → `2026-11-25T10-18-57Z`: sorts by time, and no `:` for other systems' file names. */
export function archiveName(createdAt: Date): string {
  return `school-backup-${createdAt.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar`;
}

/** A size for people: `12.3 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
