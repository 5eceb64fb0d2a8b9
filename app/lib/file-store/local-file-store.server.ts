import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertFileName, assertFolderPrefix, temporaryNamePrefix, type FileStore, type StoredFileInfo, type StoredFileRead } from './file-store.server';

/**
 * Files in a folder of this server (DATA_DIR): the default for one machine. A write goes to a
 * temporary file beside its final name (`.tmp-…`, which the leftover sweep removes after a crash),
 * is fsynced, renamed and its folder synced, so a crash leaves either nothing or the whole file.
 */
export function localFileStore(root: string): FileStore {
  const pathOf = (name: string) => {
    assertFileName(name);
    return path.join(root, ...name.split('/'));
  };

  async function writeThrough(name: string, fill: (temporary: string) => Promise<void>): Promise<void> {
    const finalPath = pathOf(name);
    const folder = path.dirname(finalPath);
    await fsp.mkdir(folder, { recursive: true });
    const temporary = path.join(folder, `${temporaryNamePrefix}${crypto.randomBytes(8).toString('hex')}`);
    try {
      await fill(temporary);
      const handle = await fsp.open(temporary, 'r+');
      await handle.sync().finally(() => handle.close());
      await fsp.rename(temporary, finalPath);
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw error;
    }
    // The rename itself is durable only once the folder's entry is on disk.
    const folderHandle = await fsp.open(folder, 'r');
    await folderHandle.sync().finally(() => folderHandle.close());
  }

  return {
    kind: 'local',
    shared: false,
    write: (name, body) => writeThrough(name, (temporary) => fsp.writeFile(temporary, body, { flag: 'wx', mode: 0o640 })),
    writeFromFile: (name, sourcePath) =>
      writeThrough(name, async (temporary) => {
        await fsp.copyFile(sourcePath, temporary, fs.constants.COPYFILE_EXCL);
        await fsp.chmod(temporary, 0o640);
      }),
    async read(name): Promise<StoredFileRead | undefined> {
      const file = pathOf(name);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      return { body: handle.createReadStream(), size: stat.size };
    },
    async remove(name) {
      await fsp.rm(pathOf(name), { force: true });
    },
    async *list(prefix): AsyncIterable<StoredFileInfo> {
      assertFolderPrefix(prefix);
      yield* walk(root, prefix);
    },
    async check() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
    describe: () => `local folder ${root}`,
  };
}

async function* walk(root: string, prefix: string): AsyncGenerator<StoredFileInfo> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(path.join(root, ...prefix.split('/')), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const name = `${prefix}${entry.name}`;
    if (entry.isDirectory()) {
      yield* walk(root, `${name}/`);
    } else if (entry.isFile()) {
      const stat = await fsp.stat(path.join(root, ...name.split('/'))).catch(() => undefined);
      if (stat) yield { name, size: stat.size, modifiedAt: stat.mtime };
    }
  }
}
