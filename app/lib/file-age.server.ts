import fs from 'node:fs/promises';
import type { FileStore } from './file-store/file-store.server';

/** How old a leftover file must be before a clean-up may remove it (app/leftover-files.server.ts). */
export interface LeftoverAge {
  /** 0 at start-up, when nothing can be in flight: every leftover goes, whatever its age. */
  olderThanMs: number;
  now?: number;
}

function oldEnough(modifiedAtMs: number, { olderThanMs, now = Date.now() }: LeftoverAge): boolean {
  return olderThanMs <= 0 || now - modifiedAtMs >= olderThanMs;
}

/** Whether a file on this server's disk that no request will finish is old enough to remove; one already gone is not. */
export async function oldEnoughToRemove(file: string, age: LeftoverAge): Promise<boolean> {
  if (age.olderThanMs <= 0) return true;
  const stat = await fs.stat(file).catch(() => undefined);
  return stat !== undefined && oldEnough(stat.mtimeMs, age);
}

/**
 * Removes each file of the store under `folder` whose name `owned` does not hold (a file no row
 * owns, a half-written `.tmp-*`) and that is old enough; answers how many. The owned names are read
 * after the listing, so a file whose row is committed in between is kept; a file written a moment ago
 * (an upload whose row is still being committed) is young and stays.
 */
export async function removeUnownedFiles(files: FileStore, folder: string, owned: () => Promise<Set<string>>, age: LeftoverAge): Promise<number> {
  const listed = [];
  for await (const file of files.list(folder)) listed.push(file);
  if (listed.length === 0) return 0;
  const kept = await owned();
  let removed = 0;
  for (const file of listed) {
    if (kept.has(file.name) || !oldEnough(file.modifiedAt.getTime(), age)) continue;
    await files.remove(file.name);
    removed += 1;
  }
  return removed;
}
