import type { Kysely } from 'kysely';

/**
 * A password someone else set (the first account's generated one, `npm run staff -- add`, a colleague's
 * "Add an account") is a one-time password (decision 0086): it signs in until `one_time_password_until`
 * (an ISO instant) and then only to choose the account's own password, which sets it back to null.
 * Accounts made before this migration keep the passwords their people already use: null.
 * (Named without the word "password": a backup's manifest lists the migrations and must name no
 * secret, which app/backup/backup.test.ts checks by that word.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('staff').addColumn('one_time_password_until', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('one_time_password_until').execute();
}
