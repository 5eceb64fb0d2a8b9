import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import type { DeletionLogTable } from '~/db/tables/visitors';

/**
 * The deletion log (DPDP Rules 2025, decision 0057): when staff delete a visitor's enquiry, contact
 * message or job application — at the person's request, or when its time is up — one line says
 * what kind of record it was, its id, which staff account deleted it and when. Never the person's
 * name, contact details or words: the log proves the deletion without keeping what was deleted.
 */

export type DeletedKind = DeletionLogTable['kind'];
export type Deletion = Selectable<DeletionLogTable>;

/**
 * Who deleted: the signed-in staff account (at the person's request), or the retention sweep when
 * the time the privacy policy keeps such a record for was up (app/modules/retention).
 */
export type DeletedBy = { staffUsername: string } | typeof retentionPeriodEnded;

/** The deleter of a record whose keeping period is over: no staff account. */
export const retentionPeriodEnded = { reason: 'retention' } as const;

/**
 * Writes the line of a deletion. Called inside the transaction that deletes the row, so that a
 * deletion is never without its line, nor a line without its deletion.
 */
export async function logDeletion(trx: Kysely<Database>, kind: DeletedKind, recordId: number, by: DeletedBy, now = new Date()): Promise<void> {
  const byStaff = 'staffUsername' in by;
  await trx
    .insertInto('deletionLog')
    .values({ kind, recordId, staffUsername: byStaff ? by.staffUsername : '', reason: byStaff ? 'request' : 'retention', deletedAt: nowIso(now) })
    .execute();
}

/** The latest deletions, newest first. */
export async function listDeletions(db: Kysely<Database>, { limit = 20 }: { limit?: number } = {}): Promise<Deletion[]> {
  return db
    .selectFrom('deletionLog')
    .select(['id', 'kind', 'recordId', 'staffUsername', 'reason', 'deletedAt'])
    .orderBy('deletedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Removes the log's lines written before `cutoff` (an ISO time): the policy keeps them three years. */
export async function removeDeletionLinesBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const removed = await db.deleteFrom('deletionLog').where('deletedAt', '<', cutoff).executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/**
 * Deletes one row of a visitor's table and logs it, in one transaction: false (and no line) when
 * no row had the id. `remove` deletes within the transaction it is given and says whether it did.
 */
export async function deleteAndLog<T>(
  db: Kysely<Database>,
  kind: DeletedKind,
  id: number,
  by: DeletedBy,
  remove: (trx: Kysely<Database>) => Promise<T | undefined>,
  now = new Date(),
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const removed = await remove(trx);
    if (removed === undefined) return undefined;
    await logDeletion(trx, kind, id, by, now);
    return removed;
  });
}
