import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';

/** A limit: at most `limit` hits per `windowMs` for one key. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  /** Hits counted in the current window, this one included when it was a hit. */
  count: number;
  /** Whether the key is over its limit now. */
  limited: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

function stateOf(row: { count: number; windowStart: string } | undefined, rule: RateLimit, now: Date): RateLimitState {
  if (!row) return { count: 0, limited: false, retryAfterSeconds: 0 };
  const endsAt = Date.parse(row.windowStart) + rule.windowMs;
  if (endsAt <= now.getTime()) return { count: 0, limited: false, retryAfterSeconds: 0 };
  return { count: Number(row.count), limited: Number(row.count) >= rule.limit, retryAfterSeconds: Math.ceil((endsAt - now.getTime()) / 1000) };
}

/** A counted hit, and the window it was counted in (so that it can be given back to that window only). */
export interface RateLimitHit extends RateLimitState {
  windowStart: string;
}

/** Where a key stands, without counting a hit. */
export async function peekRateLimit(db: Kysely<Database>, key: string, rule: RateLimit, now = new Date()): Promise<RateLimitState> {
  const row = await db.selectFrom('rateLimits').select(['count', 'windowStart']).where('key', '=', key).executeTakeFirst();
  return stateOf(row, rule, now);
}

/**
 * Counts one hit for the key in a fixed window, in one statement (an upsert), so that two app servers
 * counting at once never lose a hit. Returns the state after the hit.
 */
export async function hitRateLimit(db: Kysely<Database>, key: string, rule: RateLimit, now = new Date()): Promise<RateLimitHit> {
  const nowIso = now.toISOString();
  const windowOpenedAfter = new Date(now.getTime() - rule.windowMs).toISOString();
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, windowStart: nowIso })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb.case().when('rateLimits.windowStart', '<=', windowOpenedAfter).then(1).else(eb('rateLimits.count', '+', 1)).end(),
        windowStart: eb.case().when('rateLimits.windowStart', '<=', windowOpenedAfter).then(nowIso).else(eb.ref('rateLimits.windowStart')).end(),
      })),
    )
    .returning(['count', 'windowStart'])
    .executeTakeFirstOrThrow();
  const state = stateOf(row, rule, now);
  // The hit that reaches the limit is still allowed; the next one is not.
  return { ...state, limited: state.count > rule.limit, windowStart: row.windowStart };
}

/**
 * Gives back one hit counted by `hitRateLimit`, in one statement (so parallel give-backs lose
 * nothing), never below zero, and only to the window it was counted in: a window that has ended and
 * been opened anew owes nothing to the old one.
 */
export async function giveBackRateLimitHit(db: Kysely<Database>, key: string, hit: Pick<RateLimitHit, 'windowStart'>): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('windowStart', '=', hit.windowStart)
    .where('count', '>', 0)
    .execute();
}

export async function clearRateLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

/** Old windows are worth nothing; removed now and then so the table stays small. */
export async function removeExpiredRateLimits(db: Kysely<Database>, olderThanMs: number, now = new Date()): Promise<void> {
  await db.deleteFrom('rateLimits').where('windowStart', '<', new Date(now.getTime() - olderThanMs).toISOString()).execute();
}
