import { beforeEach, describe, expect, it } from 'vitest';
import { hitRateLimit, peekRateLimit } from '~/modules/rate-limits/rate-limits.server';
import { hashPassword } from '~/modules/staff/passwords.server';
import { createOrResetStaff, oneTimePasswordDays } from '~/modules/staff/staff.server';
import { testDialects, testSite } from '~/test/databases';
import { signIn, signInLimits, type SignInResult } from './sign-in.server';

const secret = 'test-secret-test-secret-test-secret';
const now = new Date('2026-11-22T08:00:00Z');
const right = { username: 'office', password: 'office password 1' };
const wrong = { username: 'office', password: 'a wrong guess' };

/** The outcomes, counted: how many of each. */
function tally(results: SignInResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) counts[result.outcome] = (counts[result.outcome] ?? 0) + 1;
  return counts;
}

describe.each(testDialects)('sign-in limits under parallel attempts on %s', (dialect) => {
  const site = testSite(dialect);
  /** The slow-down's pauses, recorded instead of waited for. */
  let pauses: number[];
  const pause = async (ms: number) => {
    pauses.push(ms);
  };
  const attempt = (input: { username: string; password: string }, address = '10.0.0.1') =>
    signIn(site.db, secret, input, address, now, undefined, pause);
  const accountCount = async (username: string) =>
    (await peekRateLimit(site.db, `sign-in:account:${username}`, signInLimits.account, now)).count;
  const addressCount = async (address: string) =>
    (await peekRateLimit(site.db, `sign-in:address:${address}`, signInLimits.address, now)).count;

  /**
   * An account whose hash is stored at a low scrypt cost (hashes name their cost), so that the many
   * checks here stay quick; the limits do not depend on the cost. Unknown usernames are still checked
   * against the full-cost decoy.
   */
  const addAccount = async (username: string, password: string) => {
    const timestamp = now.toISOString();
    const passwordHash = await hashPassword(password, { log2N: 10, r: 8, p: 1 });
    await site.db.insertInto('staff').values({ username, passwordHash, createdAt: timestamp, updatedAt: timestamp, lastSignInAt: null }).execute();
  };

  beforeEach(async () => {
    pauses = [];
    await addAccount(right.username, right.password);
  });

  it('a one-time password signs in for a week; past it, the right password is answered “expired” and starts no session', async () => {
    const clerk = { username: 'clerk', password: 'clerk password 1' };
    await createOrResetStaff(site.db, clerk.username, clerk.password, { oneTime: true }, now);
    const weekLater = new Date(now.getTime() + oneTimePasswordDays * 24 * 60 * 60 * 1000);
    const sessions = async () => (await site.db.selectFrom('sessions').select('idHash').execute()).length;
    const within = await signIn(site.db, secret, clerk, '10.0.0.5', new Date(weekLater.getTime() - 1000), undefined, pause);
    expect(within.outcome).toBe('signed-in');
    expect(await sessions()).toBe(1);
    expect(await signIn(site.db, secret, clerk, '10.0.0.5', weekLater, undefined, pause)).toEqual({ outcome: 'expired' });
    expect(await sessions()).toBe(1);
    // A wrong password is a failure as before: only the right one hears that it has expired.
    expect((await signIn(site.db, secret, { ...clerk, password: 'a wrong guess' }, '10.0.0.5', weekLater, undefined, pause)).outcome).toBe('invalid');
  });

  it('40 parallel wrong passwords for one account from one address: exactly 5 are checked, 35 refused', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => attempt(wrong)));
    expect(tally(results)).toEqual({ invalid: 5, limited: 35 });
    // Refused attempts guessed nothing: only the five checked ones count against the address.
    expect(await addressCount('10.0.0.1')).toBe(5);
  });

  it('an unknown username is counted per account like a known one, in parallel too', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt({ username: 'nobody-here', password: 'a wrong guess' })));
    expect(tally(results)).toEqual({ invalid: 5, limited: 7 });
  });

  it('parallel guesses with the right password sent 25th of 30: at most 5 are checked and the right one is refused', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(i === 24 ? right : wrong)));
    expect(results.filter((r) => r.outcome !== 'limited').length).toBeLessThanOrEqual(signInLimits.account.limit);
    expect(results[24].outcome).toBe('limited');
  });

  it('attempts are counted before their passwords are checked: with five wrong guesses still being checked, the right password is refused', async () => {
    // At the full scrypt cost, so that the guesses are still being checked while the count is read.
    const principal = { username: 'principal', password: 'principal password 1' };
    await createOrResetStaff(site.db, principal.username, principal.password, { oneTime: false });
    let answered = 0;
    const guesses = Array.from({ length: 5 }, () => attempt({ ...principal, password: 'a wrong guess' }).finally(() => (answered += 1)));
    await expect.poll(() => accountCount(principal.username), { interval: 5 }).toBe(signInLimits.account.limit);
    expect(answered).toBe(0);
    expect(await attempt(principal, '10.0.0.2')).toEqual({ outcome: 'limited', retryAfterSeconds: signInLimits.account.windowMs / 1000 });
    expect(tally(await Promise.all(guesses))).toEqual({ invalid: 5 });
    // And after them: the right password waits for the window to end.
    expect((await attempt(principal, '10.0.0.2')).outcome).toBe('limited');
  });

  it('the address limit holds in parallel across accounts', async () => {
    for (let i = 0; i < signInLimits.address.limit - 5; i += 1) {
      await hitRateLimit(site.db, 'sign-in:address:10.0.0.9', signInLimits.address, now);
    }
    for (let i = 0; i < 10; i += 1) await addAccount(`colleague-${i}`, 'colleague password');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt({ username: `colleague-${i}`, password: 'a wrong guess' }, '10.0.0.9')),
    );
    expect(tally(results)).toEqual({ invalid: 5, limited: 5 });
    expect(await addressCount('10.0.0.9')).toBe(signInLimits.address.limit);
  });

  it('a success gives the address its reservation back; failures keep theirs', async () => {
    expect((await attempt(wrong, '10.0.0.3')).outcome).toBe('invalid');
    expect((await attempt({ ...wrong, password: 'another wrong guess' }, '10.0.0.3')).outcome).toBe('invalid');
    for (let i = 0; i < 3; i += 1) expect((await attempt(right, '10.0.0.3')).outcome).toBe('signed-in');
    expect(await addressCount('10.0.0.3')).toBe(2);

    // An office near its address's limit keeps signing in: each success holds the last place only while it checks.
    for (let i = 2; i < signInLimits.address.limit - 1; i += 1) {
      await hitRateLimit(site.db, 'sign-in:address:10.0.0.3', signInLimits.address, now);
    }
    for (let i = 0; i < 3; i += 1) expect((await attempt(right, '10.0.0.3')).outcome).toBe('signed-in');
    expect(await addressCount('10.0.0.3')).toBe(signInLimits.address.limit - 1);
    expect((await attempt(wrong, '10.0.0.3')).outcome).toBe('invalid');
    expect((await attempt(right, '10.0.0.3')).outcome).toBe('limited');
    expect(await addressCount('10.0.0.3')).toBe(signInLimits.address.limit);
  });

  it('from the third failure on, each failure is answered a second later', async () => {
    for (let i = 0; i < signInLimits.account.limit; i += 1) expect((await attempt(wrong)).outcome).toBe('invalid');
    expect(pauses).toEqual([1000, 1000, 1000]);
    expect((await attempt(wrong)).outcome).toBe('limited');
    expect(pauses).toHaveLength(3);
  });
});
