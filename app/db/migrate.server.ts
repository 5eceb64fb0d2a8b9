import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { AppDatabase } from './database.server';
import * as initial from './migrations/0001-initial';
import * as rateLimits from './migrations/0002-rate-limits';
import * as inbox from './migrations/0003-inbox';
import * as contentVersion from './migrations/0004-content-version';
import * as hindiFields from './migrations/0005-hindi-fields';
import * as staffLanguage from './migrations/0006-staff-language';
import * as pdfFiles from './migrations/0007-pdf-files';
import * as fees from './migrations/0008-fees';
import * as transferCertificates from './migrations/0009-transfer-certificates';
import * as consent from './migrations/0010-consent';
import * as disclosureDocuments from './migrations/0011-disclosure-documents';
import * as facultyPosts from './migrations/0012-faculty-posts';
import * as deletionReasons from './migrations/0013-deletion-reasons';
import * as alerts from './migrations/0014-alerts';
import * as calendar from './migrations/0015-calendar';
import * as albums from './migrations/0016-albums';
import * as oneTimeSignIns from './migrations/0017-one-time-sign-ins';
import * as feeFrequencies from './migrations/0018-fee-frequencies';

/**
 * Migrations are listed here rather than read from a folder, so they survive bundling.
 * Names sort in the order they must run. Never edit one that has shipped: add the next.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-rate-limits': rateLimits,
  '0003-inbox': inbox,
  '0004-content-version': contentVersion,
  '0005-hindi-fields': hindiFields,
  '0006-staff-language': staffLanguage,
  '0007-pdf-files': pdfFiles,
  '0008-fees': fees,
  '0009-transfer-certificates': transferCertificates,
  '0010-consent': consent,
  '0011-disclosure-documents': disclosureDocuments,
  '0012-faculty-posts': facultyPosts,
  '0013-deletion-reasons': deletionReasons,
  '0014-alerts': alerts,
  '0015-calendar': calendar,
  '0016-albums': albums,
  '0017-one-time-sign-ins': oneTimeSignIns,
  '0018-fee-frequencies': feeFrequencies,
};

/** Every migration this code knows, in order (a backup made by a newer version names one that is not here). */
export const migrationNames: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Applies pending migrations. Each runs in a transaction (both dialects have transactional DDL)
 * and Kysely's lock table keeps two starting servers from migrating at once; run twice, it does nothing.
 */
export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  return migrate(database, (migrator) => migrator.migrateToLatest());
}

/** Applies the migrations up to and including `name` (a test of what a later one does to rows written before it). */
export async function migrateTo(database: AppDatabase, name: string): Promise<string[]> {
  return migrate(database, (migrator) => migrator.migrateTo(name));
}

async function migrate({ db, dialect }: AppDatabase, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one: name the schema
  // this connection works in, so another schema's tables on the same server are never mistaken for ours.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await run(migrator);
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    if (failed) throw new Error(`Migration ${failed.migrationName} failed: ${reason}`, { cause: error });
    // No migration ran: Kysely refused the database as it is, most often because a newer version of
    // the site has migrated it (during a rolling upgrade, an older server restarting). docs/deploy.md.
    throw new Error(
      `The database cannot be migrated by this version (${reason}). If a newer version of the site has already migrated it, run that version, or restore the backup taken before the upgrade.`,
      { cause: error },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
