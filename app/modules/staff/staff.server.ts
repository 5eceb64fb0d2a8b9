import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import { isLocale, type Locale } from '~/i18n/locales';
import { rule } from '~/i18n/rules';
import { sayRule } from '~/i18n/rules.server';
import { Refusal } from '~/lib/refusal';
import { parseOrThrow } from '~/lib/validation';
import { endOtherSessions } from '~/modules/sessions/sessions.server';
import { requireAllowedPassword } from './password-policy.server';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.server';
import { changePasswordSchema, newStaffAccountSchema } from './staff-schema';

/** A staff account as the dashboard shows it: never the password hash. */
export interface StaffView {
  id: number;
  username: string;
  createdAt: string;
  lastSignInAt: string | null;
  /** The language this account reads the dashboard in. */
  locale: Locale;
  /**
   * Until when the password someone else set signs in (decision 0086), or null once the account chose
   * its own. Signed in with it, the account may only choose its own password.
   */
  oneTimePasswordUntil: string | null;
}

const staffViewColumns = ['id', 'username', 'createdAt', 'lastSignInAt', 'locale', 'oneTimePasswordUntil'] as const;

/**
 * How long a one-time password signs in: a week, for a colleague to come to the office (ASVS 6.4.1: an
 * initial password expires, and it never becomes the account's own).
 */
export const oneTimePasswordDays = 7;

/** Until when a one-time password set at `now` signs in. */
function oneTimePasswordUntil(now: Date): string {
  return nowIso(new Date(now.getTime() + oneTimePasswordDays * 24 * 60 * 60 * 1000));
}

/** Whether the account's password is one someone else set that no longer signs in. */
export function oneTimePasswordExpired(staff: Pick<StaffView, 'oneTimePasswordUntil'>, now = new Date()): boolean {
  return staff.oneTimePasswordUntil !== null && Date.parse(staff.oneTimePasswordUntil) <= now.getTime();
}

/** A username already taken, said under the username field of the form. */
export class StaffExistsError extends Refusal {
  constructor(readonly username: string) {
    super('conflict', rule('staff.usernameTaken'), { username: rule('staff.usernameExists', { username }) });
    this.name = 'StaffExistsError';
  }
}

/** Not the current password, said under the current password's field of the form. */
export class WrongCurrentPasswordError extends Refusal {
  constructor() {
    super('invalid', rule('common.needsCorrecting'), { currentPassword: rule('password.notCurrent') });
    this.name = 'WrongCurrentPasswordError';
  }
}

/** The only account cannot go. Said in English: the command line prints it; the dashboard has its own words. */
export class LastStaffAccountError extends Error {
  constructor() {
    super(sayRule('staff.onlyAccount', 'en'));
  }
}

export async function listStaff(db: Kysely<Database>): Promise<StaffView[]> {
  return db.selectFrom('staff').select(staffViewColumns).orderBy('username').execute();
}

export async function countStaff(db: Kysely<Database>): Promise<number> {
  const { count } = await db.selectFrom('staff').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}

export async function getStaff(db: Kysely<Database>, id: number): Promise<StaffView | undefined> {
  return db.selectFrom('staff').select(staffViewColumns).where('id', '=', id).executeTakeFirst();
}

/**
 * Creates the account, or sets a new password on it when it exists (ADMIN_* at start-up, `npm run staff`).
 * The password rules apply (`WeakPasswordError`); the callers name the variable the password came from.
 * `oneTime`: the password is for someone else, who signs in with it once to choose their own (the
 * first account's generated password, `npm run staff`); ADMIN_PASSWORD is the operator's own, kept.
 */
export async function createOrResetStaff(
  db: Kysely<Database>,
  username: string,
  password: string,
  { oneTime }: { oneTime: boolean },
  now = new Date(),
): Promise<{ staff: StaffView; created: boolean }> {
  requireAllowedPassword(password, { username });
  const passwordHash = await hashPassword(password);
  const timestamp = nowIso(now);
  const until = oneTime ? oneTimePasswordUntil(now) : null;
  const existing = await db.selectFrom('staff').select('id').where('username', '=', username).executeTakeFirst();
  if (existing) {
    await db.updateTable('staff').set({ passwordHash, oneTimePasswordUntil: until, updatedAt: timestamp }).where('id', '=', existing.id).execute();
    // A reset password ends every session signed in with the old one.
    await db.deleteFrom('sessions').where('staffId', '=', existing.id).execute();
    return { staff: (await getStaff(db, existing.id))!, created: false };
  }
  const row = await db
    .insertInto('staff')
    .values({ username, passwordHash, oneTimePasswordUntil: until, createdAt: timestamp, updatedAt: timestamp, lastSignInAt: null })
    .returning(staffViewColumns)
    .executeTakeFirstOrThrow();
  return { staff: row, created: true };
}

/**
 * The account whose username and password match, or undefined. An unknown username costs the same
 * time as a wrong password, so that the answer does not tell which one was wrong.
 */
export async function verifyStaffCredentials(
  db: Kysely<Database>,
  username: string,
  password: string,
): Promise<StaffView | undefined> {
  const row = await db
    .selectFrom('staff')
    .select([...staffViewColumns, 'passwordHash'])
    .where('username', '=', username)
    .executeTakeFirst();
  const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyPasswordHash()));
  if (!row || !matches) return undefined;
  const { passwordHash: _hash, ...staff } = row;
  return staff;
}

/**
 * Changing one's own password: the current one must be right (`WrongCurrentPasswordError`), the new
 * one must pass the rules and differ from it (`WeakPasswordError`). The new hash and the end of every
 * other session of the account (`keepToken` is the one the change came from) are one transaction, so
 * a device signed in with the old password never outlives the change. A one-time password (decision
 * 0086) ends here: the account's password is its own from now on.
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  secret: string,
  staff: Pick<StaffView, 'id' | 'username'>,
  input: { currentPassword: string; password: string },
  keepToken: string,
  now = new Date(),
): Promise<void> {
  if (!(await verifyStaffCredentials(db, staff.username, input.currentPassword))) throw new WrongCurrentPasswordError();
  requireAllowedPassword(input.password, { username: staff.username, currentPassword: input.currentPassword });
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ passwordHash, oneTimePasswordUntil: null, updatedAt: nowIso(now) }).where('id', '=', staff.id).execute();
    await endOtherSessions(trx, secret, staff.id, keepToken);
  });
}

/**
 * The dashboard's "change my password" form as sent (current password, the new one twice): every
 * field's problem at once (400), then `changeOwnPassword`.
 */
export async function changeOwnPasswordFromForm(
  db: Kysely<Database>,
  secret: string,
  staff: Pick<StaffView, 'id' | 'username'>,
  fields: Record<string, unknown>,
  keepToken: string,
  now = new Date(),
): Promise<void> {
  await changeOwnPassword(db, secret, staff, parseOrThrow(changePasswordSchema, fields), keepToken, now);
}

/** Removes an account and its sessions; never the last account, or nobody could sign in. */
export async function removeStaff(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if ((await countStaff(trx)) <= 1) {
      const only = await trx.selectFrom('staff').select('id').where('id', '=', id).executeTakeFirst();
      if (only) throw new LastStaffAccountError();
      return false;
    }
    await trx.deleteFrom('sessions').where('staffId', '=', id).execute();
    const result = await trx.deleteFrom('staff').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/**
 * A new account from the dashboard; the password rules apply (`WeakPasswordError`). Unlike
 * `createOrResetStaff` it never touches an existing one: an office member must not reset a
 * colleague's password by typing their username. The password is the colleague's to replace: a
 * one-time password (decision 0086).
 */
export async function addStaffAccount(db: Kysely<Database>, username: string, password: string, now = new Date()): Promise<StaffView> {
  requireAllowedPassword(password, { username });
  const passwordHash = await hashPassword(password);
  const timestamp = nowIso(now);
  const exists = await db.selectFrom('staff').select('id').where('username', '=', username).executeTakeFirst();
  if (exists) throw new StaffExistsError(username);
  try {
    return await db
      .insertInto('staff')
      .values({ username, passwordHash, oneTimePasswordUntil: oneTimePasswordUntil(now), createdAt: timestamp, updatedAt: timestamp, lastSignInAt: null })
      .returning(staffViewColumns)
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two people adding the same name at once: the unique index decides.
    if (await db.selectFrom('staff').select('id').where('username', '=', username).executeTakeFirst()) throw new StaffExistsError(username);
    throw error;
  }
}

/** The dashboard's "add an account" form as sent (username, the password twice): checked (400), then `addStaffAccount`. */
export async function addStaffAccountFromForm(db: Kysely<Database>, fields: Record<string, unknown>, now = new Date()): Promise<StaffView> {
  const input = parseOrThrow(newStaffAccountSchema, fields);
  return addStaffAccount(db, input.username, input.password, now);
}

/**
 * The language an account reads the dashboard in (DESIGN.md §8), saved with the account. A language
 * the site does not speak is refused, by name, under the form's field.
 */
export async function setStaffLocale(db: Kysely<Database>, staffId: number, locale: unknown): Promise<Locale> {
  if (typeof locale !== 'string' || !isLocale(locale)) throw new Refusal('invalid', rule('staff.localeUnknown'), { locale: rule('staff.localeUnknown') });
  await db.updateTable('staff').set({ locale, updatedAt: nowIso() }).where('id', '=', staffId).execute();
  return locale;
}
