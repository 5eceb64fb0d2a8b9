import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import { rule } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import { feeClasses, feeHeads, otherFeeHeads, type FeeAmounts } from './fee-heads';
import { feeRisesOver, FeeRisesRefusal } from './fee-rises';
import type { FeeSessionChange, FeeSessionInput, FeeSessionPut } from './fee-schema';
import { chargedCells, checkNamedHeads, type FeeSession, type FeeSessionSummary, type FeeSessionView, type FeeTable } from './fee-session';

type Reader = Kysely<Database> | Transaction<Database>;

const summaryColumns = ['label', 'status', 'publishedAt', 'updatedAt'] as const;

/** Every session, newest first; `publishedOnly` for visitors. */
export async function listFeeSessions(db: Kysely<Database>, options: { publishedOnly?: boolean } = {}): Promise<FeeSessionSummary[]> {
  let query = db.selectFrom('feeSessions').select(summaryColumns).orderBy('label', 'desc');
  if (options.publishedOnly) query = query.where('status', '=', 'published');
  const rows = await query.execute();
  return rows.map(({ label, ...rest }) => ({ session: label, ...rest }));
}

async function readSession(db: Reader, where: { label: string; publishedOnly?: boolean }): Promise<FeeSessionView | undefined> {
  let query = db.selectFrom('feeSessions').selectAll().where('label', '=', where.label);
  if (where.publishedOnly) query = query.where('status', '=', 'published');
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const heads = await db.selectFrom('feeOtherHeads').select(['name', 'nameHi', 'frequency']).where('sessionId', '=', row.id).orderBy('position').execute();
  const amounts = await db.selectFrom('feeAmounts').select(['className', 'head', 'amount']).where('sessionId', '=', row.id).execute();
  const fees: FeeAmounts = {};
  // The table's order, whatever the database's: classes as the site lists them, heads as the issue does.
  for (const feeClass of feeClasses) {
    for (const head of feeHeads) {
      const cell = amounts.find((amount) => amount.className === feeClass && amount.head === head);
      if (cell) (fees[feeClass] ??= {})[head] = Number(cell.amount);
    }
  }
  return {
    session: row.label,
    status: row.status,
    notes: row.notes,
    notesHi: row.notesHi,
    otherHeads: heads,
    fees,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The current session: the latest published one (what /fees shows first), or undefined before any is. */
export function getCurrentFeeSession(db: Kysely<Database>): Promise<FeeSessionView | undefined> {
  return latestPublished(db);
}

/** One session by its label; `publishedOnly` for visitors, to whom a draft does not exist. */
export function getFeeSession(db: Kysely<Database>, label: string, options: { publishedOnly?: boolean } = {}): Promise<FeeSessionView | undefined> {
  return readSession(db, { label, publishedOnly: options.publishedOnly });
}

/** The latest published session, or the latest before `before` (the one a rise is measured from). */
async function latestPublished(db: Reader, before?: string): Promise<FeeSessionView | undefined> {
  let query = db.selectFrom('feeSessions').select('label').where('status', '=', 'published');
  if (before !== undefined) query = query.where('label', '<', before);
  const latest = await query.orderBy('label', 'desc').executeTakeFirst();
  return latest ? readSession(db, { label: latest.label }) : undefined;
}

/** Writes a session's named heads and amounts in place of what it had (inside the caller's transaction). */
async function writeTable(trx: Transaction<Database>, sessionId: number, table: FeeTable): Promise<void> {
  await trx.deleteFrom('feeOtherHeads').where('sessionId', '=', sessionId).execute();
  await trx.deleteFrom('feeAmounts').where('sessionId', '=', sessionId).execute();
  if (table.otherHeads.length > 0) {
    await trx
      .insertInto('feeOtherHeads')
      .values(table.otherHeads.map((head, index) => ({ sessionId, position: index + 1, name: head.name, nameHi: head.nameHi, frequency: head.frequency })))
      .execute();
  }
  const cells = feeClasses.flatMap((feeClass) =>
    feeHeads.flatMap((head) => {
      const amount = table.fees[feeClass]?.[head];
      return amount === undefined ? [] : [{ sessionId, className: feeClass, head, amount }];
    }),
  );
  if (cells.length > 0) await trx.insertInto('feeAmounts').values(cells).execute();
}

/**
 * A new session, a draft: from `copyFrom`'s notes, heads and amounts when named (staff start a year
 * from the last one), with what the input gives instead. Refused when the session exists (409) or
 * `copyFrom` names none (400, under `copyFrom`).
 */
export async function createFeeSession(db: Kysely<Database>, input: FeeSessionInput, now: Date = new Date()): Promise<FeeSessionView> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('feeSessions').select('id').where('label', '=', input.session).executeTakeFirst();
    if (exists) throw new Refusal('conflict', rule('fees.sessionExists', { session: input.session }), { session: rule('fees.sessionExists', { session: input.session }) });
    const source = input.copyFrom === undefined ? undefined : await readSession(trx, { label: input.copyFrom });
    if (input.copyFrom !== undefined && !source) {
      throw new Refusal('invalid', rule('common.needsCorrecting'), { copyFrom: rule('fees.copyFromMissing', { session: input.copyFrom }) });
    }
    const table: FeeTable = {
      otherHeads: input.otherHeads ?? source?.otherHeads ?? [],
      fees: input.fees ? chargedCells(input.fees) : (source?.fees ?? {}),
    };
    return writeNewFeeSession(
      trx,
      {
        session: input.session,
        status: 'draft',
        notes: input.notes ?? source?.notes ?? '',
        notesHi: input.notesHi !== undefined ? input.notesHi : (source?.notesHi ?? null),
        ...table,
      },
      now,
    );
  });
}

/**
 * Writes a new session and its table at once, in the caller's transaction (published now, when it
 * is published): for `createFeeSession`, and for the demo seed inside its own transaction.
 */
export async function writeNewFeeSession(trx: Transaction<Database>, session: FeeSession, now: Date = new Date()): Promise<FeeSessionView> {
  checkNamedHeads(session);
  const timestamp = nowIso(now);
  const { id } = await trx
    .insertInto('feeSessions')
    .values({
      label: session.session,
      status: session.status,
      notes: session.notes,
      notesHi: session.notesHi,
      publishedAt: session.status === 'published' ? timestamp : null,
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeTable(trx, id, session);
  return (await readSession(trx, { label: session.session }))!;
}

/**
 * Changes a session: the fields given (`fees` and `otherHeads` whole), and publishes it when
 * `status` says so. When the session is (or becomes) published, its fees are compared with the
 * previous published session's: a cell more than 7 % above refuses the whole change
 * (`FeeRisesRefusal`) unless `confirmRises`. A published session does not go back to draft (its
 * fees were the school's public word for that year). Undefined when no session has the label. One
 * transaction: nothing is half-saved.
 */
export async function changeFeeSession(
  db: Kysely<Database>,
  label: string,
  change: FeeSessionChange,
  now: Date = new Date(),
): Promise<FeeSessionView | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('feeSessions').select(['id', 'status']).where('label', '=', label).executeTakeFirst();
    if (!row) return undefined;
    const before = (await readSession(trx, { label }))!;
    if (row.status === 'published' && change.status === 'draft') {
      throw new Refusal('conflict', rule('fees.publishedStaysPublished'), { status: rule('fees.publishedStaysPublished') });
    }
    const table: FeeTable = {
      otherHeads: change.otherHeads ?? before.otherHeads,
      fees: change.fees ? chargedCells(change.fees) : before.fees,
    };
    // Amounts of named heads a change of `otherHeads` took away go with them.
    if (change.otherHeads && !change.fees) {
      for (const feeClass of feeClasses) {
        otherFeeHeads.slice(table.otherHeads.length).forEach((head) => delete table.fees[feeClass]?.[head]);
      }
    }
    checkNamedHeads(table);
    const status = change.status ?? row.status;
    if (status === 'published' && change.confirmRises !== true) {
      const previous = await latestPublished(trx, label);
      const rises = previous ? feeRisesOver(previous, table) : [];
      if (previous && rises.length > 0) throw new FeeRisesRefusal(previous.session, rises);
    }
    const timestamp = nowIso(now);
    await trx
      .updateTable('feeSessions')
      .set({
        notes: change.notes,
        // Left out (undefined) keeps the Hindi; null clears it.
        notesHi: change.notesHi,
        status,
        publishedAt: status === 'published' && row.status !== 'published' ? timestamp : undefined,
        updatedAt: timestamp,
      })
      .where('id', '=', row.id)
      .execute();
    await writeTable(trx, row.id, table);
    return readSession(trx, { label });
  });
}

/**
 * Puts a session's whole table (PUT): replaces the notes, named heads and amounts of the session,
 * or makes it as a draft with them. A published session's table passes the rise check as any
 * change does. `created` says which happened.
 */
export async function putFeeSession(
  db: Kysely<Database>,
  label: string,
  put: FeeSessionPut,
  now: Date = new Date(),
): Promise<{ session: FeeSessionView; created: boolean }> {
  const { confirmRises, ...table } = put;
  const change = confirmRises === undefined ? table : { ...table, confirmRises };
  const changed = await changeFeeSession(db, label, change, now);
  if (changed) return { session: changed, created: false };
  try {
    return { session: await createFeeSession(db, { session: label, ...table }, now), created: true };
  } catch (error) {
    // Made by another request between the two steps: this table replaces that one's, as it would have.
    if (!(error instanceof Refusal && error.kind === 'conflict')) throw error;
    const replaced = await changeFeeSession(db, label, change, now);
    if (!replaced) throw error;
    return { session: replaced, created: false };
  }
}

/** Deletes a draft session; false when no session has the label. A published one is refused (409): past sessions stay readable. */
export async function deleteFeeSession(db: Kysely<Database>, label: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('feeSessions').select(['id', 'status']).where('label', '=', label).executeTakeFirst();
    if (!row) return false;
    if (row.status === 'published') throw new Refusal('conflict', rule('fees.publishedStaysPublished'));
    // Its heads and amounts go with it (ON DELETE CASCADE; SQLite runs with foreign keys on).
    await trx.deleteFrom('feeSessions').where('id', '=', row.id).execute();
    return true;
  });
}
