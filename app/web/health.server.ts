import { sql } from 'kysely';
import { describeError, log } from '~/lib/log.server';
import type { AppServices } from './context';

/**
 * What a load balancer asks before sending visitors to this server (DESIGN.md §10): can it reach
 * its database and its file store now? Each check has a time limit, so a database that hangs reads
 * as down instead of holding the balancer's probe. What went wrong goes to the log, never to the
 * answer (no addresses, names or messages that could help an attacker).
 */
export type HealthCheck = 'ok' | 'failing';
export interface Health {
  database: HealthCheck;
  storage: HealthCheck;
}

export const healthCheckTimeoutMs = 3000;

async function within(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function probe(part: keyof Health, work: () => Promise<unknown>, timeoutMs: number): Promise<HealthCheck> {
  try {
    await within(timeoutMs, work());
    return 'ok';
  } catch (error) {
    log.warn('health check failed', { part, ...describeError(error) });
    return 'failing';
  }
}

export async function checkHealth(services: Pick<AppServices, 'database' | 'files'>, timeoutMs = healthCheckTimeoutMs): Promise<Health> {
  const [database, storage] = await Promise.all([
    probe('database', () => sql`select 1`.execute(services.database.db), timeoutMs),
    probe('storage', () => services.files.check(), timeoutMs),
  ]);
  return { database, storage };
}
