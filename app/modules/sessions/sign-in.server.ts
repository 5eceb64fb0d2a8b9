import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import { log } from '~/lib/log.server';
import { clearRateLimit, giveBackRateLimitHit, hitRateLimit, type RateLimit } from '~/modules/rate-limits/rate-limits.server';
import type { SignInInput } from '~/modules/staff/staff-schema';
import { oneTimePasswordExpired, verifyStaffCredentials, type StaffView } from '~/modules/staff/staff.server';
import { createSession, deleteSession } from './sessions.server';

/**
 * Sign-in attempts are counted per account and per client address (DESIGN.md §6). The per-address limit
 * is higher because many parents and staff share one address behind carrier NAT.
 */
export const signInLimits: { account: RateLimit; address: RateLimit } = {
  account: { limit: 5, windowMs: 15 * 60 * 1000 },
  address: { limit: 20, windowMs: 15 * 60 * 1000 },
};
/** From this many failures on, each further failure is answered a second later ("slowed, then refused"). */
export const slowAfterFailures = 3;
const slowDownMs = 1000;

export type SignInResult =
  | { outcome: 'signed-in'; staff: StaffView; token: string; expiresAt: string }
  | { outcome: 'invalid' }
  /** The right one-time password, past its week (decision 0086): no session; a colleague sets a new one. */
  | { outcome: 'expired' }
  | { outcome: 'limited'; retryAfterSeconds: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Counts the attempt first, then checks the password: each attempt reserves one count on the account
 * and one on the address (an atomic upsert) before scrypt runs, so parallel guesses cannot all pass a
 * check made before any of them was counted. An attempt over either limit checks no password, gives
 * its reservations back (it guessed nothing) and is refused, even with the right password.
 * A success forgives the account's failures and gives the address its reservation back, so that an
 * office's shared address is spent only by failures. A failure keeps both counts; from the third on,
 * the answer waits a second (`pause`, a parameter so tests need not wait).
 * An unknown username is counted and checked like any other (against a decoy hash), so neither the
 * answer nor its time tells whether the account exists. Logs the outcome, never the password.
 * The login page and the JSON API both sign in through here. A session the browser already held
 * (`previousToken`) ends at a successful sign-in: the session id is rotated, never reused.
 */
export async function signIn(
  db: Kysely<Database>,
  secret: string,
  input: SignInInput,
  clientAddress: string,
  now = new Date(),
  previousToken?: string,
  pause: (ms: number) => Promise<void> = sleep,
): Promise<SignInResult> {
  const accountKey = `sign-in:account:${input.username}`;
  const addressKey = `sign-in:address:${clientAddress}`;
  const refuse = (retryAfterSeconds: number): SignInResult => {
    log.warn('sign-in refused: too many failures', { username: input.username, address: clientAddress });
    return { outcome: 'limited', retryAfterSeconds };
  };

  // The account first: guesses at a locked account then never touch the address's count.
  const account = await hitRateLimit(db, accountKey, signInLimits.account, now);
  if (account.limited) {
    await giveBackRateLimitHit(db, accountKey, account);
    return refuse(account.retryAfterSeconds);
  }
  const address = await hitRateLimit(db, addressKey, signInLimits.address, now);
  if (address.limited) {
    await Promise.all([giveBackRateLimitHit(db, accountKey, account), giveBackRateLimitHit(db, addressKey, address)]);
    return refuse(address.retryAfterSeconds);
  }

  const staff = await verifyStaffCredentials(db, input.username, input.password);
  if (!staff) {
    log.warn('sign-in failed', { username: input.username, address: clientAddress });
    if (account.count >= slowAfterFailures) await pause(slowDownMs);
    return { outcome: 'invalid' };
  }
  await Promise.all([clearRateLimit(db, accountKey), giveBackRateLimitHit(db, addressKey, address)]);
  // Said only to someone who typed the right password: it tells a guesser nothing.
  if (oneTimePasswordExpired(staff, now)) {
    log.warn('sign-in refused: one-time password expired', { username: staff.username, address: clientAddress });
    return { outcome: 'expired' };
  }
  if (previousToken) await deleteSession(db, secret, previousToken);
  const session = await createSession(db, secret, staff.id, now);
  log.info('signed in', { username: staff.username, address: clientAddress });
  return { outcome: 'signed-in', staff, ...session };
}
