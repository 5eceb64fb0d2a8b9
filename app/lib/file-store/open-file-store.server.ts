import type { FileStore } from './file-store.server';
import { localFileStore } from './local-file-store.server';
import { s3FileStore, type S3Location } from './s3-file-store.server';

/** STORAGE_URL as app/config.server.ts reads it: this server's DATA_DIR (the default), or a bucket. */
export type StorageTarget = { driver: 'local' } | ({ driver: 's3' } & S3Location);

/** The file store the configuration names; `dataDir` is the local driver's folder. */
export async function openFileStore(target: StorageTarget, dataDir: string): Promise<FileStore> {
  if (target.driver === 'local') return localFileStore(dataDir);
  const { driver: _driver, ...location } = target;
  return s3FileStore(location);
}
