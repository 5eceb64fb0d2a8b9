import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (DESIGN.md §10, docs/decisions/0069-file-storage.md): a folder on this
 * server (the default) or an S3-compatible bucket that every app server shares. Both take the same
 * names, relative paths such as `uploads/images/<key>-640.webp` or `private/resumes/<key>.pdf`, so
 * the local folder keeps the layout it has always had under DATA_DIR.
 *
 * Files never change under a name: a new upload gets a new random name, so a read never races a write.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /**
   * True when other app servers write to the same files. Start-up must then leave young files that
   * no row owns (another server's upload in flight), instead of removing every one.
   */
  readonly shared: boolean;
  /** Stores bytes under `name`; when it returns they survive a crash. Replaces nothing in practice (names are random). */
  write(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The same from a file on this server's disk (an upload's temporary file), which is left where it is. */
  writeFromFile(name: string, sourcePath: string, contentType: string): Promise<void>;
  /** A stored file's bytes as a stream, with its size; undefined when there is none under that name. */
  read(name: string): Promise<StoredFileRead | undefined>;
  /** Removes a file; one already gone is no error. */
  remove(name: string): Promise<void>;
  /** Every file whose name starts with `prefix` (a folder: ends in `/`), in no promised order. */
  list(prefix: string): AsyncIterable<StoredFileInfo>;
  /** Throws when the store cannot be reached or written to (GET /api/health). */
  check(): Promise<void>;
  /** A short description for logs and the backup's manifest: never a secret. */
  describe(): string;
}

export interface StoredFileRead {
  body: Readable;
  size: number;
}

export interface StoredFileInfo {
  name: string;
  size: number;
  modifiedAt: Date;
}

/** The store failed to answer (a bucket down, a disk gone): a passing outage, answered 503 where files are served. */
export class FileStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('The file store did not answer', { cause });
    this.name = 'FileStoreUnavailable';
  }
}

/** Folders (prefixes) of the store that hold files, whatever the driver. */
export const storedFolders = {
  images: 'uploads/images/',
  documents: 'uploads/documents/',
  resumes: 'private/resumes/',
} as const;

/** A half-written local file (before its rename); never a name a module gives. */
export const temporaryNamePrefix = '.tmp-';

/**
 * Names are relative paths of lower-case letters, digits, `.`, `_`, `-` and `/`: never absolute,
 * never `..`, never an empty part, so no name can reach outside the store's folder or prefix. A
 * last part may start with `.tmp-` (a half-written local file), so that a sweep can remove it.
 */
const namePattern = /^(?:[a-z0-9_-][a-z0-9._-]*\/)*(?:\.tmp-)?[a-z0-9_-][a-z0-9._-]*$/;

export function assertFileName(name: string): void {
  if (!namePattern.test(name) || name.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
  }
}

export function assertFolderPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error(`Not a folder: ${JSON.stringify(prefix)}`);
  assertFileName(prefix.slice(0, -1));
}

/** The last part of a name (`uploads/images/a-640.webp` → `a-640.webp`). */
export function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}
