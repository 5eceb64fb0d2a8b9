import type { Kysely } from 'kysely';

/**
 * A head a session names itself says how often it is charged (decision 0088): `yearly` (once a
 * session, what every named head was taken for until now), `monthly` or `once` (on joining), so the
 * fees page can add up what a year at the school costs. Heads named before keep `yearly`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('fee_other_heads').addColumn('frequency', 'text', (c) => c.notNull().defaultTo('yearly')).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('fee_other_heads').dropColumn('frequency').execute();
}
