import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import type { StaffView } from '~/modules/staff/staff.server';

/**
 * Staff sessions (DESIGN.md §5): a random token in an httpOnly cookie; the database keeps only an
 * HMAC of it (keyed by SESSION_SECRET), so a copy of the database hands out no live session.
 * A session ends after 12 idle hours or 7 days, whichever comes first, and at sign-out.
 */
export const sessionIdleMs = 12 * 60 * 60 * 1000;
export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
const touchEveryMs = 5 * 60 * 1000;

export interface StaffSession {
  staff: StaffView;
  expiresAt: string;
}

function tokenHash(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

function expiry(createdAt: Date, lastSeenAt: Date): Date {
  return new Date(Math.min(createdAt.getTime() + sessionLifetimeMs, lastSeenAt.getTime() + sessionIdleMs));
}

/** Starts a session; returns the token for the cookie. */
export async function createSession(
  db: Kysely<Database>,
  secret: string,
  staffId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = nowIso(expiry(now, now));
  await db
    .insertInto('sessions')
    .values({ idHash: tokenHash(secret, token), staffId, createdAt: nowIso(now), lastSeenAt: nowIso(now), expiresAt })
    .execute();
  await db.updateTable('staff').set({ lastSignInAt: nowIso(now) }).where('id', '=', staffId).execute();
  return { token, expiresAt };
}

/** The signed-in staff member of a token, or undefined; an expired session is removed. */
export async function readSession(
  db: Kysely<Database>,
  secret: string,
  token: string,
  now = new Date(),
): Promise<StaffSession | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const idHash = tokenHash(secret, token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('staff', 'staff.id', 'sessions.staffId')
    .select([
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'staff.id',
      'staff.username',
      'staff.createdAt',
      'staff.lastSignInAt',
      'staff.locale',
      'staff.oneTimePasswordUntil',
    ])
    .where('sessions.idHash', '=', idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  if (Date.parse(row.expiresAt) <= now.getTime()) {
    await db.deleteFrom('sessions').where('idHash', '=', idHash).execute();
    return undefined;
  }
  let expiresAt = row.expiresAt;
  if (now.getTime() - Date.parse(row.lastSeenAt) > touchEveryMs) {
    expiresAt = nowIso(expiry(new Date(row.sessionCreatedAt), now));
    await db.updateTable('sessions').set({ lastSeenAt: nowIso(now), expiresAt }).where('idHash', '=', idHash).execute();
  }
  return {
    staff: { id: row.id, username: row.username, createdAt: row.createdAt, lastSignInAt: row.lastSignInAt, locale: row.locale, oneTimePasswordUntil: row.oneTimePasswordUntil },
    expiresAt,
  };
}

/** Ends every session of one account except the one of `keepToken` (after a password change). */
export async function endOtherSessions(db: Kysely<Database>, secret: string, staffId: number, keepToken: string): Promise<void> {
  await db.deleteFrom('sessions').where('staffId', '=', staffId).where('idHash', '!=', tokenHash(secret, keepToken)).execute();
}

export async function deleteSession(db: Kysely<Database>, secret: string, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('idHash', '=', tokenHash(secret, token)).execute();
}

export async function removeExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', nowIso(now)).execute();
}
