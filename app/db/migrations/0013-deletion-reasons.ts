import type { Kysely } from 'kysely';

/**
 * Why a visitor's record was deleted (decision 0060): at the person's request by a member of staff
 * (`request`, every line before this), or because the time the privacy policy promises to keep it
 * for had passed (`retention`, with no staff account).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('deletion_log').addColumn('reason', 'text', (c) => c.notNull().defaultTo('request')).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('deletion_log').dropColumn('reason').execute();
}
