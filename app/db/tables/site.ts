import type { Generated } from 'kysely';
import type { Locale } from '~/i18n/locales';

/**
 * The tables the site keeps for itself: staff accounts and sessions, rate limits, settings, the content
 * version (the conventions of every table are in `app/db/schema.ts`).
 */

export interface StaffTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
  /** The language the account reads the dashboard in (0006-staff-language). */
  locale: Generated<Locale>;
  /**
   * Until when the password someone else set signs in, or null once the account chose its own
   * (0017-one-time-sign-ins). Signed in with it, the account may only choose its password.
   */
  oneTimePasswordUntil: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the session token: a leaked database does not hand out live sessions. */
  idHash: string;
  staffId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** A fixed-window counter: `count` hits since `windowStart` (ISO time) for `key`. */
export interface RateLimitsTable {
  key: string;
  count: number;
  windowStart: string;
}

export interface SiteSettingsTable {
  key: string;
  /** JSON text, validated by the settings module on read and write. */
  value: string;
  updatedAt: string;
}

/** One row (id 1): the version of what visitors see, raised by every staff change (DESIGN.md §7). */
export interface ContentVersionTable {
  id: number;
  version: number;
}
