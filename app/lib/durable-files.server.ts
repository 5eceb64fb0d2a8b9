import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes bytes so that a crash leaves either nothing under the final name or the whole file: a
 * temporary file beside it (`.tmp-…`, which the leftover sweep removes), fsynced, then renamed.
 */
export async function writeDurably(finalPath: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(finalPath), `.tmp-${crypto.randomBytes(8).toString('hex')}`);
  const handle = await fs.open(temporary, 'wx', 0o640);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temporary, finalPath);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
