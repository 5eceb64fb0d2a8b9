import path from 'node:path';
import { ConfigError, parseConfig, type AppConfig } from '~/config.server';
import { openFileStore } from '~/lib/file-store/open-file-store.server';
import { formatBytes } from './backup-archive.server';
import { writeBackup } from './backup.server';
import { restoreBackup, RestoreRefusal } from './restore.server';

/**
 * `npm run backup [-- --out <dir>]` and `npm run restore -- <archive> [--force]`, run with the
 * server's environment (DATA_DIR or DATABASE_URL, STORAGE_URL). They answer the exit code; what went
 * wrong goes to stderr. For the operator only, so in English.
 */

const backupUsage = `Usage: npm run backup [-- --out <folder>]
Writes school-backup-<date-time>.tar (the database and every stored file) into BACKUP_DIR (default DATA_DIR/backups) or <folder>.`;

const restoreUsage = `Usage: npm run restore -- <archive> [--force]
Restores a backup into the configured database and file store, which must be empty unless --force is given.`;

type Print = (line: string) => void;

/** npm runs scripts from the package's folder; a path the operator typed is meant from where they typed it. */
function fromWhereTyped(given: string, env: NodeJS.ProcessEnv): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), given);
}

function readConfig(env: NodeJS.ProcessEnv, warn: Print): AppConfig | undefined {
  try {
    return parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    warn(error.message);
    return undefined;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function backupCommand(args: string[], env: NodeJS.ProcessEnv = process.env, print: Print = console.log, warn: Print = console.error): Promise<number> {
  let out: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--out' && args[i + 1]) out = args[++i];
    else {
      warn(backupUsage);
      return 2;
    }
  }
  const config = readConfig(env, warn);
  if (!config) return 1;
  try {
    const files = await openFileStore(config.storage, config.dataDir);
    const result = await writeBackup(config, files, { outDir: out ? fromWhereTyped(out, env) : config.backupDir, warn });
    const { manifest } = result;
    print(`Backup written: ${result.archive}`);
    print(`  ${formatBytes(result.size)}: the ${manifest.dialect} database (${formatBytes(manifest.database.size)}) and ${manifest.files.length} files, in ${seconds(result.durationMs)}`);
    if (manifest.missing.length > 0) warn(`${manifest.missing.length} files were deleted during the backup and are not in it (listed above and in manifest.json).`);
    return 0;
  } catch (error) {
    warn(`Backup failed: ${messageOf(error)}`);
    return 1;
  }
}

export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv = process.env, print: Print = console.log, warn: Print = console.error): Promise<number> {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) {
    warn(restoreUsage);
    return 2;
  }
  const config = readConfig(env, warn);
  if (!config) return 1;
  const archive = fromWhereTyped(rest[0]!, env);
  try {
    const files = await openFileStore(config.storage, config.dataDir);
    const result = await restoreBackup(config, files, archive, { force });
    const { manifest } = result;
    print(`Restored ${archive} (made ${manifest.createdAt} by version ${manifest.appVersion})`);
    print(
      `  the ${manifest.dialect} database (${formatBytes(manifest.database.size)}, ${manifest.migrations.length} migrations) and ${result.files} files (${formatBytes(result.bytes)}) into ${files.describe()}, in ${seconds(result.durationMs)}`,
    );
    if (manifest.missing.length > 0) warn(`${manifest.missing.length} files were deleted while the backup was made and are not in it: ${manifest.missing.join(', ')}`);
    print('Start the server (npm start): it applies any newer migrations.');
    return 0;
  } catch (error) {
    warn(error instanceof RestoreRefusal ? `Not restored: ${error.message}` : `Restore failed: ${messageOf(error)}`);
    return 1;
  }
}
