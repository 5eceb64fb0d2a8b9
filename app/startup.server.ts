import fs from 'node:fs/promises';
import type { AppConfig } from './config.server';
import { openDatabase, type AppDatabase } from './db/database.server';
import { migrateToLatest } from './db/migrate.server';
import { seedDemoContent } from './db/seed/seed.server';
import type { FileStore } from './lib/file-store/file-store.server';
import { log } from './lib/log.server';
import { removeLeftoverFiles, sweepOlderThanMs } from './leftover-files.server';
import { applyRetentionPeriods } from './modules/retention/retention.server';
import { ensureStaffAccount } from './modules/staff/first-account.server';

/**
 * Everything the server does before it accepts a request: folders, database, migrations,
 * clean-up of files a crash left behind, and the demo content of a new installation.
 */
export async function prepareApp(config: AppConfig, files: FileStore): Promise<AppDatabase> {
  await fs.mkdir(config.uploadsDir, { recursive: true });
  const database = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) log.info('migrations applied', { migrations: applied });
    // Before this server listens nothing of its own can be in flight: every leftover goes, whatever
    // its age. Files other servers share (a bucket) may be another server's upload in flight: only old ones go.
    await removeLeftoverFiles(database.db, config, files, { olderThanMs: files.shared ? sweepOlderThanMs : 0, when: 'start-up' });
    // What the privacy policy says is kept no longer goes, even on a server that was off for months.
    await applyRetentionPeriods(database.db, files);
    if (config.seedDemo && (await seedDemoContent(database.db, files))) {
      log.info('demo content seeded into the empty database');
    }
    await ensureStaffAccount(database.db, config);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
