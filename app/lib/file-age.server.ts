import fs from 'node:fs/promises';
import path from 'node:path';

/** How old a leftover file must be before a clean-up may remove it (app/leftover-files.server.ts). */
export interface LeftoverAge {
  /** 0 at start-up, when nothing can be in flight: every leftover goes, and no file is even looked at. */
  olderThanMs: number;
  now?: number;
}

/** Whether a file no request will finish is old enough to remove; one already gone is not. */
export async function oldEnoughToRemove(file: string, { olderThanMs, now = Date.now() }: LeftoverAge): Promise<boolean> {
  if (olderThanMs <= 0) return true;
  const stat = await fs.stat(file).catch(() => undefined);
  return stat !== undefined && now - stat.mtimeMs >= olderThanMs;
}

/**
 * Removes each file in `dir` whose name `owned` does not hold (a file no row owns, a half-written
 * `.tmp-*`) and that is old enough (`oldEnoughToRemove`); answers how many. A missing folder holds
 * nothing. A file written a moment ago (an upload whose row is being committed) is young and stays.
 */
export async function removeUnownedFiles(dir: string, owned: () => Promise<Set<string>>, age: LeftoverAge): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0;
  }
  const kept = await owned();
  let removed = 0;
  for (const name of names) {
    if (kept.has(name)) continue;
    const file = path.join(dir, name);
    if (!(await oldEnoughToRemove(file, age))) continue;
    await fs.rm(file, { force: true, recursive: true });
    removed += 1;
  }
  return removed;
}
