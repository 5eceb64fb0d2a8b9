import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ConfigError, type AppConfig } from '~/config.server';
import type { Database } from '~/db/schema';
import { sayRule } from '~/i18n/rules.server';
import { log } from '~/lib/log.server';
import { passwordProblem } from './password-policy.server';
import { countStaff, createOrResetStaff, oneTimePasswordDays } from './staff.server';

/**
 * The secret that keys session ids (DESIGN.md §3): SESSION_SECRET, or one generated at first start and
 * kept in DATA_DIR. Several app servers must share it, so they set SESSION_SECRET.
 */
export async function resolveSessionSecret(config: AppConfig): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.database.dialect === 'postgres' || config.storage.driver === 's3') {
    // A shared database or bucket usually means several app servers: each would generate its own
    // secret, and a visitor signed in on one would be signed out on the next (docs/deploy.md).
    log.warn('SESSION_SECRET is not set: this server keeps its own; set the same SESSION_SECRET on every app server', {});
  }
  const file = path.join(config.dataDir, 'session-secret');
  try {
    const kept = (await fs.readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A readable one-time password: four groups of letters and digits without look-alikes. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD create or reset that account at every start; an ADMIN_PASSWORD the
 * password rules refuse stops the start (`ConfigError` naming the variable) before the account is touched.
 * Without them, a site with no staff account at all gets `admin` with a one-time password, printed once
 * on the console (never in the JSON log), so that a new installation can be signed into.
 */
export async function ensureStaffAccount(
  db: Kysely<Database>,
  config: AppConfig,
  print: (line: string) => void = (line) => process.stdout.write(line),
): Promise<void> {
  if (config.admin) {
    const problem = passwordProblem(config.admin.password, { username: config.admin.username });
    // The start-up check speaks to whoever runs the server, in English.
    if (problem) throw new ConfigError([`ADMIN_PASSWORD: ${sayRule(problem, 'en')}`]);
    // The operator's own password, set again at every start: not a one-time password.
    const { created } = await createOrResetStaff(db, config.admin.username, config.admin.password, { oneTime: false });
    log.info(created ? 'staff account created from ADMIN_USERNAME' : 'staff password reset from ADMIN_PASSWORD', {
      username: config.admin.username,
    });
    return;
  }
  if ((await countStaff(db)) > 0) return;
  const password = generatePassword();
  await createOrResetStaff(db, 'admin', password, { oneTime: true });
  log.info('first staff account created', { username: 'admin' });
  print(
    `\n  A staff account was created: username "admin", one-time password "${password}".\n` +
      `  It is shown only this once. Sign in at /login within ${oneTimePasswordDays} days and choose your own password.\n\n`,
  );
}
