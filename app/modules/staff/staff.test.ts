import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '~/config.server';
import { prepareApp } from '~/startup.server';
import { createTestEnvironment, testDialects, testSite } from '~/test/databases';
import { ensureStaffAccount, generatePassword, resolveSessionSecret } from './first-account.server';
import { passwordProblem, WeakPasswordError } from './password-policy.server';
import { hashPassword, verifyPassword } from './passwords.server';
import { createSession, endOtherSessions, readSession } from '~/modules/sessions/sessions.server';
import { newPasswordSchema, signInSchema, usernameSchema } from './staff-schema';
import {
  addStaffAccount,
  StaffExistsError,
  changeOwnPassword,
  createOrResetStaff,
  LastStaffAccountError,
  listStaff,
  oneTimePasswordExpired,
  removeStaff,
  setStaffLocale,
  verifyStaffCredentials,
  WrongCurrentPasswordError,
} from './staff.server';
import { sayRule } from '~/i18n/rules.server';
import { Refusal } from '~/lib/refusal';
import { englishRules, saidIssue } from '~/test/rules';

/** What a refused password is told, as the form shows it under the password field. */
async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WeakPasswordError);
  expect((error as WeakPasswordError).kind).toBe('invalid');
  const reason = (error as WeakPasswordError).fields?.password;
  return reason && sayRule(reason, 'en');
}

/** The rule a password breaks, in English. */
function saidProblem(...args: Parameters<typeof passwordProblem>): string | undefined {
  const problem = passwordProblem(...args);
  return problem && sayRule(problem, 'en');
}

describe('passwords', () => {
  it('hash with scrypt at OWASP’s cost, salted, and verify only the same password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
  });

  it('keep verifying hashes made at another cost', async () => {
    const cheap = await hashPassword('pass phrase', { log2N: 10, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$10$')).toBe(true);
    expect(await verifyPassword('pass phrase', cheap)).toBe(true);
  });

  it('name the rules a username or password breaks', () => {
    expect(usernameSchema.parse('  Office.Staff ')).toBe('office.staff');
    expect(usernameSchema.safeParse('a b').success).toBe(false);
    expect(newPasswordSchema.safeParse('short').error?.issues.map(saidIssue)[0]).toBe('Use at least 10 characters for the password');
    const absent = signInSchema.safeParse({});
    expect(absent.error?.issues.map(saidIssue)).toEqual(['Enter your username', 'Enter your password']);
  });
});

describe('the password rules', () => {
  const tooShort = 'Use at least 10 characters for the password';

  it('refuse the username, one character repeated, a common password and a short one, each with its reason', () => {
    const priya = { username: 'priya.office' };
    expect(saidProblem('priya.office', priya)).toBe(englishRules.password.sameAsUsername);
    expect(saidProblem(' Priya.Office ', priya)).toBe(englishRules.password.sameAsUsername);
    expect(saidProblem('aaaaaaaaaa', priya)).toBe(englishRules.password.oneCharacter);
    expect(saidProblem('password123', priya)).toBe(
      'Choose a password that is harder to guess: this one is among the most common passwords.',
    );
    // Case does not make a common password less common.
    expect(saidProblem('PassWord123', priya)).toBe(englishRules.password.common);
    expect(saidProblem('qwertyuiop', priya)).toBe(englishRules.password.common);
    expect(saidProblem('nine char', priya)).toBe(tooShort);
    expect(saidProblem('x'.repeat(201), priya)).toBe('Keep the password under 200 characters');
  });

  it('accept long passphrases of any characters, verified exactly as typed (ASVS 6.2.5, 6.2.8, 6.2.9)', async () => {
    const passphrase = '  हमारा विद्यालय पटना में है, और यह वाक्य चौंसठ अक्षरों से लंबा है!  ';
    expect(passphrase.length).toBeGreaterThanOrEqual(64);
    expect(saidProblem(passphrase, { username: 'office' })).toBeUndefined();
    expect(saidProblem('x'.repeat(63) + 'y', { username: 'office' })).toBeUndefined();
    const hash = await hashPassword(passphrase, { log2N: 10, r: 8, p: 1 });
    expect(await verifyPassword(passphrase, hash)).toBe(true);
    // Neither trimmed nor cut short nor folded in case.
    expect(await verifyPassword(passphrase.trim(), hash)).toBe(false);
    expect(await verifyPassword(passphrase.slice(0, 60), hash)).toBe(false);
  });

  it('refuse the current password on a change, and accept a good new one', () => {
    expect(saidProblem('my old passphrase', { username: 'me', currentPassword: 'my old passphrase' })).toBe(
      englishRules.password.sameAsCurrent,
    );
    expect(saidProblem('mango lassi at noon', { username: 'me', currentPassword: 'my old passphrase' })).toBeUndefined();
    expect(saidProblem('mango lassi at noon', { username: 'priya.office' })).toBeUndefined();
  });

  it('pass every generated password (the first account’s, and npm run staff’s)', () => {
    for (let i = 0; i < 500; i += 1) expect(saidProblem(generatePassword(), { username: 'admin' })).toBeUndefined();
  });
});

describe.each(testDialects)('staff accounts on %s', (dialect) => {
  const site = testSite(dialect);

  it('keep each account’s dashboard language, English until it chooses, and refuse one the site does not speak', async () => {
    const { db } = site;
    const { staff: office } = await createOrResetStaff(db, 'office', 'first password 1', { oneTime: false });
    const { staff: clerk } = await createOrResetStaff(db, 'clerk', 'second password 2', { oneTime: false });
    const { token } = await createSession(db, 'secret', office.id);
    expect((await readSession(db, 'secret', token))?.staff.locale).toBe('en');

    expect(await setStaffLocale(db, office.id, 'hi')).toBe('hi');
    expect((await readSession(db, 'secret', token))?.staff.locale).toBe('hi');
    expect((await listStaff(db)).map((account) => [account.username, account.locale])).toEqual([
      ['clerk', 'en'],
      ['office', 'hi'],
    ]);

    for (const unknown of ['fr', '', 5, undefined]) {
      const refused = await setStaffLocale(db, clerk.id, unknown).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Refusal);
      expect(sayRule((refused as Refusal).rule, 'en')).toBe('Choose English or Hindi');
    }
    expect((await listStaff(db)).find((account) => account.id === clerk.id)?.locale).toBe('en');
  });

  it('create, verify, reset and change passwords; the hash never leaves the module', async () => {
    const { db } = site;
    const { staff, created } = await createOrResetStaff(db, 'office', 'first password 1', { oneTime: false });
    expect(created).toBe(true);
    expect(Object.keys(staff).sort()).toEqual(['createdAt', 'id', 'lastSignInAt', 'locale', 'oneTimePasswordUntil', 'username']);
    expect(staff.locale).toBe('en');
    expect(await verifyStaffCredentials(db, 'office', 'first password 1')).toMatchObject({ id: staff.id, username: 'office' });
    expect(await verifyStaffCredentials(db, 'office', 'wrong password')).toBeUndefined();
    expect(await verifyStaffCredentials(db, 'nobody', 'first password 1')).toBeUndefined();

    const reset = await createOrResetStaff(db, 'office', 'second password 2', { oneTime: false });
    expect(reset).toMatchObject({ created: false, staff: { id: staff.id } });
    expect(await verifyStaffCredentials(db, 'office', 'first password 1')).toBeUndefined();

    await changeOwnPassword(db, 'secret', staff, { currentPassword: 'second password 2', password: 'third password 3' }, '');
    expect(await verifyStaffCredentials(db, 'office', 'third password 3')).toBeDefined();
    expect(await listStaff(db)).toEqual([expect.objectContaining({ username: 'office' })]);
  });

  it('a password someone else set is a one-time password for a week, which choosing one’s own ends; ADMIN_PASSWORD’s stays the operator’s own', async () => {
    const { db } = site;
    const now = new Date('2026-12-01T10:00:00Z');
    const weekLater = '2026-12-08T10:00:00.000Z';
    const colleague = await addStaffAccount(db, 'priya', 'priya password 1', now);
    expect(colleague.oneTimePasswordUntil).toBe(weekLater);
    expect(oneTimePasswordExpired(colleague, new Date(Date.parse(weekLater) - 1))).toBe(false);
    expect(oneTimePasswordExpired(colleague, new Date(weekLater))).toBe(true);
    const { token } = await createSession(db, 'secret', colleague.id, now);
    expect((await readSession(db, 'secret', token, now))?.staff.oneTimePasswordUntil).toBe(weekLater);

    await changeOwnPassword(db, 'secret', colleague, { currentPassword: 'priya password 1', password: 'my own password 2' }, token, now);
    expect((await readSession(db, 'secret', token, now))?.staff.oneTimePasswordUntil).toBeNull();
    expect(oneTimePasswordExpired({ oneTimePasswordUntil: null }, new Date('2030-01-01'))).toBe(false);

    // `npm run staff` sets a one-time password again; ADMIN_PASSWORD's is the operator's own.
    expect((await createOrResetStaff(db, 'priya', 'a reset password 3', { oneTime: true }, now)).staff.oneTimePasswordUntil).toBe(weekLater);
    expect((await createOrResetStaff(db, 'priya', 'a reset password 4', { oneTime: false }, now)).staff.oneTimePasswordUntil).toBeNull();
  });

  it('never removes the last account', async () => {
    const { db } = site;
    const first = (await createOrResetStaff(db, 'first', 'password one 1', { oneTime: false })).staff;
    const second = (await createOrResetStaff(db, 'second', 'password two 2', { oneTime: false })).staff;
    expect(await removeStaff(db, second.id)).toBe(true);
    await expect(removeStaff(db, first.id)).rejects.toBeInstanceOf(LastStaffAccountError);
    expect((await listStaff(db)).map((s) => s.username)).toEqual(['first']);
    expect(await removeStaff(db, 999)).toBe(false);
  });

  it('adding an account from the dashboard never resets an existing one', async () => {
    const { db } = site;
    await addStaffAccount(db, 'priya', 'priya password 1');
    await expect(addStaffAccount(db, 'priya', 'another password')).rejects.toBeInstanceOf(StaffExistsError);
    expect(await verifyStaffCredentials(db, 'priya', 'priya password 1')).toBeDefined();
  });

  it('a password change can end every other session of that account and keep this one', async () => {
    const { db } = site;
    const me = await addStaffAccount(db, 'me', 'my password 123');
    const other = await addStaffAccount(db, 'other', 'other password 1');
    const here = await createSession(db, 'secret', me.id);
    const phone = await createSession(db, 'secret', me.id);
    const colleague = await createSession(db, 'secret', other.id);
    await endOtherSessions(db, 'secret', me.id, here.token);
    expect(await readSession(db, 'secret', here.token)).toBeDefined();
    expect(await readSession(db, 'secret', phone.token)).toBeUndefined();
    expect(await readSession(db, 'secret', colleague.token)).toBeDefined();
  });

  it('adding an account refuses a weak password with its reason, and adds nothing', async () => {
    const { db } = site;
    expect(await refusal(addStaffAccount(db, 'priya.office', 'Priya.Office'))).toBe(englishRules.password.sameAsUsername);
    expect(await refusal(addStaffAccount(db, 'priya.office', 'aaaaaaaaaa'))).toBe(englishRules.password.oneCharacter);
    expect(await refusal(addStaffAccount(db, 'priya.office', 'password123'))).toBe(englishRules.password.common);
    expect(await refusal(addStaffAccount(db, 'priya.office', 'ninechars'))).toBe('Use at least 10 characters for the password');
    expect(await listStaff(db)).toEqual([]);
    await addStaffAccount(db, 'priya.office', 'mango lassi at noon');
    expect(await verifyStaffCredentials(db, 'priya.office', 'mango lassi at noon')).toBeDefined();
  });

  it('changing one’s own password checks the current one, refuses it again or a weak one, and ends the other sessions', async () => {
    const { db } = site;
    const me = await addStaffAccount(db, 'me', 'my password 123');
    const here = await createSession(db, 'secret', me.id);
    const phone = await createSession(db, 'secret', me.id);
    const change = (currentPassword: string, password: string) => changeOwnPassword(db, 'secret', me, { currentPassword, password }, here.token);

    await expect(change('not my password', 'mango lassi at noon')).rejects.toBeInstanceOf(WrongCurrentPasswordError);
    expect(await refusal(change('my password 123', 'my password 123'))).toBe(englishRules.password.sameAsCurrent);
    expect(await refusal(change('my password 123', 'password123'))).toBe(englishRules.password.common);
    // Nothing changed so far: the old password works and both devices are signed in.
    expect(await verifyStaffCredentials(db, 'me', 'my password 123')).toBeDefined();
    expect(await readSession(db, 'secret', phone.token)).toBeDefined();

    await change('my password 123', 'mango lassi at noon');
    expect(await verifyStaffCredentials(db, 'me', 'mango lassi at noon')).toBeDefined();
    expect(await verifyStaffCredentials(db, 'me', 'my password 123')).toBeUndefined();
    expect(await readSession(db, 'secret', here.token)).toBeDefined();
    expect(await readSession(db, 'secret', phone.token)).toBeUndefined();
  });
});

describe.each(testDialects)('the first staff account on %s', (dialect) => {
  const site = testSite(dialect);

  it('keeps a generated session secret in a file only its owner can read, and reuses it (ASVS 13.3.2)', async () => {
    const secret = await resolveSessionSecret(site.config);
    expect(secret).toMatch(/^[\w-]{43}$/);
    const file = path.join(site.config.dataDir, 'session-secret');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveSessionSecret(site.config)).toBe(secret);
  });

  it('a new site gets “admin” with a one-time password printed once; a later start prints nothing', async () => {
    const printed: string[] = [];
    await ensureStaffAccount(site.db, { ...site.config, admin: undefined }, (line) => printed.push(line));
    expect(printed).toHaveLength(1);
    const password = /password "([^"]+)"/.exec(printed[0])![1];
    expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(await verifyStaffCredentials(site.db, 'admin', password)).toBeDefined();
    // One-time indeed: it opens only the choice of the account's own password, for a week (decision 0086).
    expect((await listStaff(site.db))[0].oneTimePasswordUntil).not.toBeNull();

    await ensureStaffAccount(site.db, { ...site.config, admin: undefined }, (line) => printed.push(line));
    expect(printed).toHaveLength(1);
  });

  it('ADMIN_USERNAME and ADMIN_PASSWORD create or reset that account at every start', async () => {
    const config = { ...site.config, admin: { username: 'head', password: 'head password 1' } };
    await ensureStaffAccount(site.db, config, () => {});
    await ensureStaffAccount(site.db, { ...config, admin: { username: 'head', password: 'head password 2' } }, () => {});
    expect(await verifyStaffCredentials(site.db, 'head', 'head password 2')).toBeDefined();
    expect((await listStaff(site.db)).map((s) => [s.username, s.oneTimePasswordUntil])).toEqual([['head', null]]);
    expect(generatePassword()).not.toBe(generatePassword());
  });

  it('a weak ADMIN_PASSWORD stops the start with a message naming the variable, and sets nothing', async () => {
    for (const [password, reason] of [
      ['password123', englishRules.password.common],
      ['Headmaster', englishRules.password.sameAsUsername],
      ['aaaaaaaaaa', englishRules.password.oneCharacter],
    ]) {
      const weak = await createTestEnvironment(dialect, { ADMIN_USERNAME: 'headmaster', ADMIN_PASSWORD: password });
      try {
        const start = prepareApp(weak.config, weak.files);
        await expect(start).rejects.toBeInstanceOf(ConfigError);
        await expect(start).rejects.toThrow(`ADMIN_PASSWORD: ${reason}`);
        const opened = await weak.open();
        expect(await listStaff(opened.db)).toEqual([]);
      } finally {
        await weak.cleanup();
      }
    }
  });
});
