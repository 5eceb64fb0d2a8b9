import type { AppConfig } from '~/config.server';
import type { AppServices } from '~/web/context';
import { openDatabase, type AppDatabase } from '~/db/database.server';
import { openFileStore } from '~/lib/file-store/open-file-store.server';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { raiseContentVersion } from '~/modules/content-version/content-version.server';
import { startNotifier } from '~/modules/notifications/mailer.server';
import { resolveSessionSecret } from '~/modules/staff/first-account.server';
import { prepareApp } from '~/startup.server';

/**
 * What a server does once before it listens (`prepareApp`: folders, migrations, the clean-up of what
 * a crash left, the demo content), then the session secret and a new content version: a start may
 * follow a restore, a seed or an upgrade, and pages other servers keep are stale.
 */
async function prepareOnce(config: AppConfig): Promise<{ files: FileStore; database: AppDatabase; sessionSecret: string }> {
  const files = await openFileStore(config.storage, config.dataDir);
  const database = await prepareApp(config, files);
  const sessionSecret = await resolveSessionSecret(config);
  await raiseContentVersion(database.db);
  return { files, database, sessionSecret };
}

function servicesOf(config: AppConfig, { files, database, sessionSecret }: Awaited<ReturnType<typeof prepareOnce>>): AppServices {
  const publicPages = { changed: () => raiseContentVersion(database.db) };
  return { config, database, files, sessionSecret, notifier: startNotifier(database.db, config), publicPages };
}

/** A server on its own (one process): prepared, then serving. */
export async function prepareServices(config: AppConfig): Promise<AppServices> {
  return servicesOf(config, await prepareOnce(config));
}

/**
 * The first process of several workers (decision 0077) prepares once and closes its database; the
 * workers then only open it. Returns how the files are kept, for the "listening" line.
 */
export async function prepareForWorkers(config: AppConfig): Promise<string> {
  const { files, database } = await prepareOnce(config);
  await database.close();
  return files.describe();
}

/**
 * A worker's services: the database and files the first process prepared, opened as they are. No
 * clean-up at its start: the other workers may be receiving uploads (decision 0043's start-up
 * clean-up spares nothing).
 */
export async function openServices(config: AppConfig): Promise<AppServices> {
  const files = await openFileStore(config.storage, config.dataDir);
  const database = openDatabase(config.database);
  return servicesOf(config, { files, database, sessionSecret: await resolveSessionSecret(config) });
}
