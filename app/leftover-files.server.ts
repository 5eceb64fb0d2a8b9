import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '~/config.server';
import type { Database } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { removeOrphanResumes } from '~/modules/applications/applications.server';
import { removeOrphanImageFiles } from '~/modules/images/images.server';
import { removeOrphanPdfFiles } from '~/modules/pdf-files/pdf-files.server';
import { oldEnoughToRemove, type LeftoverAge } from '~/lib/file-age.server';
import { log } from '~/lib/log.server';
import { startPeriodicTask, type PeriodicTask } from '~/lib/periodic-task.server';
import { uploadTempDir } from '~/lib/multipart.server';

/**
 * Files that no request will ever finish: temporary uploads, half-written image files (`.tmp-*`),
 * image files and resumes that no row owns. A killed process leaves them (DESIGN.md §6: "at start-up,
 * temporary files and files that no row owns are removed"), and so, rarely, does a running one (a
 * full disk after a delete's commit).
 *
 * - At start-up every one goes, whatever its age, when the files are this server's own (DATA_DIR on
 *   local storage, one server): before it listens no upload can be arriving. Until then an orphan image
 *   would be served publicly at its URL. Files in a bucket that several servers share are swept as
 *   while running (another server's upload may be in flight).
 * - While the server runs, a sweep every 15 minutes removes those older than an hour: a younger one
 *   may be an upload in flight (a temporary file still arriving, or image files written a moment
 *   before their row is committed).
 */

export interface LeftoverCounts {
  temporaryUploads: number;
  /** Half-written and unowned image files. */
  images: number;
  /** Half-written and unowned PDFs (circulars, documents, certificates' scans). */
  pdfs: number;
  resumes: number;
}

type FileDirs = Pick<AppConfig, 'uploadsDir'>;

export async function removeLeftoverFiles(
  db: Kysely<Database>,
  config: FileDirs,
  files: FileStore,
  { olderThanMs, when, now = Date.now() }: { olderThanMs: number; when: 'start-up' | 'sweep'; now?: number },
): Promise<LeftoverCounts> {
  const age = { olderThanMs, now };
  const counts: LeftoverCounts = {
    temporaryUploads: await removeStaleUploadFiles(config.uploadsDir, age),
    images: await removeOrphanImageFiles(db, files, age),
    pdfs: await removeOrphanPdfFiles(db, files, age),
    resumes: await removeOrphanResumes(db, files, age),
  };
  if (counts.temporaryUploads + counts.images + counts.pdfs + counts.resumes > 0) log.info('leftover files removed', { when, ...counts });
  return counts;
}

export const sweepEveryMs = 15 * 60 * 1000;
/** Far longer than an upload can take: Node ends a request that has not arrived in 5 minutes. */
export const sweepOlderThanMs = 60 * 60 * 1000;

export type LeftoverSweep = PeriodicTask;

export function startLeftoverSweep(
  db: Kysely<Database>,
  config: FileDirs,
  files: FileStore,
  { everyMs = sweepEveryMs, olderThanMs = sweepOlderThanMs }: { everyMs?: number; olderThanMs?: number } = {},
): LeftoverSweep {
  return startPeriodicTask('leftover file sweep', everyMs, () => removeLeftoverFiles(db, config, files, { olderThanMs, when: 'sweep' }));
}

/**
 * Temporary upload files a crash or a lost request left behind (app/leftover-files.server.ts).
 * `olderThanMs: 0` removes them all (at start-up nothing can be arriving yet); a running server
 * passes an age that no upload in flight can reach.
 */
export async function removeStaleUploadFiles(
  uploadsDir: string,
  age: LeftoverAge,
): Promise<number> {
  const dir = uploadTempDir(uploadsDir);
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    if (!(await oldEnoughToRemove(file, age))) continue;
    await fsp.rm(file, { force: true, recursive: true });
    removed += 1;
  }
  return removed;
}
