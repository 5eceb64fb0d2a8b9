import type { Kysely } from 'kysely';

/**
 * CBSE's Mandatory Public Disclosure (Appendix IX, section D) lists each teacher's qualification and
 * appointment status and counts the teachers by post (PGT, TGT, PRT): a faculty member gets them
 * (docs/decisions/0059-faculty-posts-and-appointments.md). The qualification is text in English,
 * empty when none is given (no Hindi twin: degrees are written in English on Indian disclosures);
 * the post and the appointment are one of the module's values (`facultyPosts`,
 * `appointmentStatuses`), null while not stated. Rows already there get none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('faculty').addColumn('qualification', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('faculty').addColumn('post', 'text').execute();
  await db.schema.alterTable('faculty').addColumn('appointment', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['appointment', 'post', 'qualification']) {
    await db.schema.alterTable('faculty').dropColumn(column).execute();
  }
}
