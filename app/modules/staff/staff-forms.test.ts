import { describe, expect, it } from 'vitest';
import { asApiError } from '~/lib/api.server';
import { createSession, readSession } from '~/modules/sessions/sessions.server';
import { testDialects, testSite } from '~/test/databases';
import { englishRules } from '~/test/rules';
import { addStaffAccount, addStaffAccountFromForm, changeOwnPasswordFromForm, listStaff, verifyStaffCredentials } from './staff.server';

/** What the form is told: the status, and the words under each field. */
async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; fields: Record<string, string> | undefined }> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  // As the edge answers it (DESIGN.md §4).
  const refused = asApiError(error);
  expect(refused).toBeDefined();
  return { status: refused!.status, fields: refused!.fields };
}

describe.each(testDialects)('the staff screen’s forms on %s', (dialect) => {
  const site = testSite(dialect);

  it('change one’s password: check the current one, change it, end the account’s other sessions only', async () => {
    const { db } = site;
    const me = await addStaffAccount(db, 'me', 'my password 123');
    const colleague = await addStaffAccount(db, 'colleague', 'their password 1');
    const here = await createSession(db, 'secret', me.id);
    const phone = await createSession(db, 'secret', me.id);
    const theirs = await createSession(db, 'secret', colleague.id);
    const change = (fields: Record<string, unknown>) => changeOwnPasswordFromForm(db, 'secret', me, fields, here.token);

    expect(await refusalOf(change({ currentPassword: 'not my password', password: 'mango lassi at noon', confirmPassword: 'mango lassi at noon' }))).toEqual({
      status: 400,
      fields: { currentPassword: englishRules.password.notCurrent },
    });
    expect(await refusalOf(change({ currentPassword: '', password: 'mango lassi at noon', confirmPassword: 'mango lassi at noone' }))).toEqual({
      status: 400,
      fields: { currentPassword: 'Enter your current password', confirmPassword: 'The two passwords are not the same' },
    });
    expect(await refusalOf(change({ currentPassword: 'my password 123', password: 'password123', confirmPassword: 'password123' }))).toEqual({
      status: 400,
      fields: { password: englishRules.password.common },
    });
    // Refused, nothing changed: the old password works and every device stays signed in.
    expect(await verifyStaffCredentials(db, 'me', 'my password 123')).toBeDefined();
    expect(await readSession(db, 'secret', phone.token)).toBeDefined();

    await change({ currentPassword: 'my password 123', password: 'mango lassi at noon', confirmPassword: 'mango lassi at noon' });
    expect(await verifyStaffCredentials(db, 'me', 'mango lassi at noon')).toBeDefined();
    expect(await verifyStaffCredentials(db, 'me', 'my password 123')).toBeUndefined();
    expect(await readSession(db, 'secret', here.token)).toBeDefined();
    expect(await readSession(db, 'secret', phone.token)).toBeUndefined();
    expect(await readSession(db, 'secret', theirs.token)).toBeDefined();
    expect(await verifyStaffCredentials(db, 'colleague', 'their password 1')).toBeDefined();
  });

  it('add an account: the username as stored, a taken one refused (409) under its field, a weak password under its', async () => {
    const { db } = site;
    expect(await addStaffAccountFromForm(db, { username: ' Priya.Office ', password: 'mango lassi at noon', confirmPassword: 'mango lassi at noon' })).toMatchObject({
      username: 'priya.office',
    });
    expect(await refusalOf(addStaffAccountFromForm(db, { username: 'priya.office', password: 'another long one', confirmPassword: 'another long one' }))).toEqual({
      status: 409,
      fields: { username: 'There is already a staff account called “priya.office”.' },
    });
    expect(await refusalOf(addStaffAccountFromForm(db, { username: 'ravi', password: 'ravi', confirmPassword: 'x' }))).toEqual({
      status: 400,
      fields: { password: 'Use at least 10 characters for the password', confirmPassword: 'The two passwords are not the same' },
    });
    const withRole = { username: 'ravi', password: 'chai before class', confirmPassword: 'chai before class', role: 'admin' };
    expect(await refusalOf(addStaffAccountFromForm(db, withRole))).toEqual({ status: 400, fields: { role: expect.stringContaining('role') } });
    expect((await listStaff(db)).map((account) => account.username)).toEqual(['priya.office']);
    expect(await verifyStaffCredentials(db, 'priya.office', 'mango lassi at noon')).toBeDefined();
  });
});
