import fs from 'node:fs/promises';

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
