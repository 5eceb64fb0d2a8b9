import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import { log } from '~/lib/log.server';
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateLimit } from '~/modules/rate-limits/rate-limits.server';
import type { SignInInput } from '~/modules/staff/staff-schema';
import { verifyStaffCredentials, type StaffView } from '~/modules/staff/staff.server';
import { createSession, deleteSession } from './sessions.server';

/**
 * Failed sign-ins are counted per account and per client address (DESIGN.md §6). The per-address limit
 * is higher because many parents and staff share one address behind carrier NAT.
 */
export const signInLimits: { account: RateLimit; address: RateLimit } = {
  account: { limit: 5, windowMs: 15 * 60 * 1000 },
  address: { limit: 20, windowMs: 15 * 60 * 1000 },
};
/** From this many failures on, each further failure is answered a second later ("slowed, then refused"). */
export const slowAfterFailures = 3;

export type SignInResult =
  | { outcome: 'signed-in'; staff: StaffView; token: string; expiresAt: string }
  | { outcome: 'invalid' }
  | { outcome: 'limited'; retryAfterSeconds: number };

/**
 * Checks the limits, then the password; logs the outcome (never the password). From the third failure
 * on, the answer waits a second. The login page and the JSON API both sign in through here.
 * A session the browser already held (`previousToken`) ends at a successful sign-in: the session id
 * is rotated, never reused.
 */
export async function signIn(
  db: Kysely<Database>,
  secret: string,
  input: SignInInput,
  clientAddress: string,
  now = new Date(),
  previousToken?: string,
): Promise<SignInResult> {
  const accountKey = `sign-in:account:${input.username}`;
  const addressKey = `sign-in:address:${clientAddress}`;
  const [account, address] = await Promise.all([
    peekRateLimit(db, accountKey, signInLimits.account, now),
    peekRateLimit(db, addressKey, signInLimits.address, now),
  ]);
  if (account.limited || address.limited) {
    log.warn('sign-in refused: too many failures', { username: input.username, address: clientAddress });
    return { outcome: 'limited', retryAfterSeconds: Math.max(account.retryAfterSeconds, address.retryAfterSeconds) };
  }

  const staff = await verifyStaffCredentials(db, input.username, input.password);
  if (!staff) {
    const [accountAfter] = await Promise.all([
      hitRateLimit(db, accountKey, signInLimits.account, now),
      hitRateLimit(db, addressKey, signInLimits.address, now),
    ]);
    log.warn('sign-in failed', { username: input.username, address: clientAddress });
    if (accountAfter.count >= slowAfterFailures) await new Promise((resolve) => setTimeout(resolve, 1000));
    return { outcome: 'invalid' };
  }
  await clearRateLimit(db, accountKey);
  if (previousToken) await deleteSession(db, secret, previousToken);
  const session = await createSession(db, secret, staff.id, now);
  log.info('signed in', { username: staff.username, address: clientAddress });
  return { outcome: 'signed-in', staff, ...session };
}
