import { beforeEach, describe, expect, it } from 'vitest';
import { hitRateLimit } from '~/modules/rate-limits/rate-limits.server';
import { createOrResetStaff } from '~/modules/staff/staff.server';
import { testDialects, testSite } from '~/test/databases';
import { createSession, deleteSession, readSession, sessionIdleMs, sessionLifetimeMs } from './sessions.server';
import { signIn, signInLimits } from './sign-in.server';

const secret = 'test-secret-test-secret-test-secret';
const hours = (n: number) => n * 60 * 60 * 1000;

describe.each(testDialects)('staff sessions on %s', (dialect) => {
  const site = testSite(dialect);
  let staffId: number;

  beforeEach(async () => {
    staffId = (await createOrResetStaff(site.db, 'office', 'office password 1', { oneTime: false })).staff.id;
  });

  it('store only a keyed hash of the token, and find the staff member by the token', async () => {
    const start = new Date('2026-11-22T08:00:00Z');
    const { token } = await createSession(site.db, secret, staffId, start);
    const stored = await site.db.selectFrom('sessions').select('idHash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].idHash).not.toContain(token);
    expect((await readSession(site.db, secret, token, start))?.staff.username).toBe('office');
    expect(await readSession(site.db, 'another-secret-another-secret-xx', token, start)).toBeUndefined();
    expect(await readSession(site.db, secret, 'x'.repeat(43), start)).toBeUndefined();
  });

  it('end after 12 idle hours, and after 7 days however busy', async () => {
    const start = new Date('2026-11-22T08:00:00Z');
    const { token } = await createSession(site.db, secret, staffId, start);
    expect(await readSession(site.db, secret, token, new Date(start.getTime() + sessionIdleMs + 1000))).toBeUndefined();

    const busy = await createSession(site.db, secret, staffId, start);
    // Used every 6 hours: alive for a week, then over.
    let t = start.getTime();
    while (t + hours(6) < start.getTime() + sessionLifetimeMs) {
      t += hours(6);
      expect(await readSession(site.db, secret, busy.token, new Date(t)), new Date(t).toISOString()).toBeDefined();
    }
    expect(await readSession(site.db, secret, busy.token, new Date(start.getTime() + sessionLifetimeMs + 1000))).toBeUndefined();
  });

  it('end at sign-out', async () => {
    const { token } = await createSession(site.db, secret, staffId);
    await deleteSession(site.db, secret, token);
    expect(await readSession(site.db, secret, token)).toBeUndefined();
  });

  it('sign in with the right password only, refuse after repeated failures, and forgive after a success', async () => {
    const now = new Date('2026-11-22T08:00:00Z');
    const good = { username: 'office', password: 'office password 1' };
    const bad = { username: 'office', password: 'wrong' };
    expect((await signIn(site.db, secret, bad, '10.0.0.1', now)).outcome).toBe('invalid');
    const signedIn = await signIn(site.db, secret, good, '10.0.0.1', now);
    expect(signedIn.outcome).toBe('signed-in');

    for (let i = 0; i < signInLimits.account.limit; i += 1) {
      expect((await signIn(site.db, secret, bad, `10.0.1.${i}`, now)).outcome).toBe('invalid');
    }
    // The account is now refused from any address, even with the right password, until the window ends.
    const refused = await signIn(site.db, secret, good, '10.0.9.9', now);
    expect(refused).toEqual({ outcome: 'limited', retryAfterSeconds: signInLimits.account.windowMs / 1000 });
    const later = new Date(now.getTime() + signInLimits.account.windowMs);
    expect((await signIn(site.db, secret, good, '10.0.9.9', later)).outcome).toBe('signed-in');
  });

  it('rotate the session at sign-in: the one the browser held before ends', async () => {
    const now = new Date('2026-11-22T08:00:00Z');
    const good = { username: 'office', password: 'office password 1' };
    const first = await signIn(site.db, secret, good, '10.0.0.1', now);
    if (first.outcome !== 'signed-in') throw new Error('first sign-in failed');
    const second = await signIn(site.db, secret, good, '10.0.0.1', now, first.token);
    if (second.outcome !== 'signed-in') throw new Error('second sign-in failed');
    expect(second.token).not.toBe(first.token);
    expect(await readSession(site.db, secret, first.token, now)).toBeUndefined();
    expect(await readSession(site.db, secret, second.token, now)).toBeDefined();
  });

  it('refuse an address that fails too often, whatever the usernames', async () => {
    const now = new Date('2026-11-22T08:00:00Z');
    // Each failed sign-in counts one hit on the address (the account test above shows that);
    // the hits are counted directly here, because twenty scrypt checks take too long for a test.
    for (let i = 0; i < signInLimits.address.limit; i += 1) {
      await hitRateLimit(site.db, 'sign-in:address:10.9.9.9', signInLimits.address, now);
    }
    expect((await signIn(site.db, secret, { username: 'office', password: 'office password 1' }, '10.9.9.9', now)).outcome).toBe(
      'limited',
    );
    expect((await signIn(site.db, secret, { username: 'office', password: 'office password 1' }, '10.9.9.8', now)).outcome).toBe(
      'signed-in',
    );
  });
});
