import fs from 'node:fs/promises';
import type { AppConfig } from './config.server';
import { openDatabase, type AppDatabase } from './db/database.server';
import { migrateToLatest } from './db/migrate.server';
import { seedDemoContent } from './db/seed/seed.server';
import { log } from './lib/log.server';
import { removeStaleUploadFiles } from './lib/multipart.server';
import { removeOrphanResumes } from './modules/applications/applications.server';
import { removeOrphanImageFiles } from './modules/images/images.server';
import { ensureStaffAccount } from './modules/staff/first-account.server';

/**
 * Everything the server does before it accepts a request: folders, database, migrations,
 * clean-up of files a crash left behind, and the demo content of a new installation.
 */
export async function prepareApp(config: AppConfig): Promise<AppDatabase> {
  await fs.mkdir(config.uploadsDir, { recursive: true });
  const database = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) log.info('migrations applied', { migrations: applied });
    const removed =
      (await removeOrphanImageFiles(database.db, config.uploadsDir)) +
      (await removeStaleUploadFiles(config.uploadsDir)) +
      (await removeOrphanResumes(database.db, config.dataDir));
    if (removed > 0) log.info('orphan upload files removed', { count: removed });
    if (config.seedDemo && (await seedDemoContent(database.db, config.uploadsDir))) {
      log.info('demo content seeded into the empty database');
    }
    await ensureStaffAccount(database.db, config);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
