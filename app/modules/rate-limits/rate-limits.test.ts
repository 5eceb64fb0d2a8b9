import { describe, expect, it } from 'vitest';
import { testDialects, testSite } from '~/test/databases';
import { clearRateLimit, giveBackRateLimitHit, hitRateLimit, peekRateLimit, removeExpiredRateLimits } from './rate-limits.server';

describe.each(testDialects)('rate limits on %s', (dialect) => {
  const site = testSite(dialect);

  const rule = { limit: 3, windowMs: 60_000 };
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, seconds));

  it('allows the limit, refuses the next hit, and opens again when the window ends', async () => {
    const { db } = site;
    expect((await hitRateLimit(db, 'k', rule, at(0))).limited).toBe(false);
    expect((await hitRateLimit(db, 'k', rule, at(10))).limited).toBe(false);
    expect(await peekRateLimit(db, 'k', rule, at(10))).toEqual({ count: 2, limited: false, retryAfterSeconds: 50 });
    expect((await hitRateLimit(db, 'k', rule, at(20))).limited).toBe(false);
    expect((await peekRateLimit(db, 'k', rule, at(21))).limited).toBe(true);
    expect(await hitRateLimit(db, 'k', rule, at(30))).toEqual({ count: 4, limited: true, retryAfterSeconds: 30, windowStart: at(0).toISOString() });
    // Another key is counted on its own.
    expect((await peekRateLimit(db, 'other', rule, at(30))).count).toBe(0);
    // A new window starts from one.
    expect((await peekRateLimit(db, 'k', rule, at(60))).limited).toBe(false);
    expect(await hitRateLimit(db, 'k', rule, at(61))).toEqual({ count: 1, limited: false, retryAfterSeconds: 60, windowStart: at(61).toISOString() });
  });

  it('counts hits made at the same time without losing any', async () => {
    const { db } = site;
    await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(db, 'busy', { limit: 100, windowMs: 60_000 }, at(0))));
    expect((await peekRateLimit(db, 'busy', { limit: 100, windowMs: 60_000 }, at(1))).count).toBe(10);
  });

  it('gives hits back atomically, never below zero, and only to the window they were counted in', async () => {
    const { db } = site;
    const busy = { limit: 100, windowMs: 60_000 };
    const hits = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(db, 'k', busy, at(0))));
    await Promise.all(hits.slice(0, 7).map((hit) => giveBackRateLimitHit(db, 'k', hit)));
    expect((await peekRateLimit(db, 'k', busy, at(1))).count).toBe(3);
    await Promise.all(hits.map((hit) => giveBackRateLimitHit(db, 'k', hit)));
    expect((await peekRateLimit(db, 'k', busy, at(1))).count).toBe(0);

    // A hit of a window that has ended is not taken from the next one.
    const old = await hitRateLimit(db, 'w', rule, at(0));
    await hitRateLimit(db, 'w', rule, at(70));
    await giveBackRateLimitHit(db, 'w', old);
    expect((await peekRateLimit(db, 'w', rule, at(71))).count).toBe(1);
  });

  it('clears a key, and sweeps old windows', async () => {
    const { db } = site;
    await hitRateLimit(db, 'a', rule, at(0));
    await hitRateLimit(db, 'b', rule, at(50));
    await clearRateLimit(db, 'a');
    expect((await peekRateLimit(db, 'a', rule, at(1))).count).toBe(0);
    await removeExpiredRateLimits(db, 30_000, at(70));
    expect(await db.selectFrom('rateLimits').select('key').execute()).toEqual([{ key: 'b' }]);
  });
});
