import type { Kysely, Selectable } from 'kysely';
import { nowIso, type AppDatabase } from '~/db/database.server';
import type { Database } from '~/db/schema';
import type { AlertsTable } from '~/db/tables/content';
import { rule } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import type { AlertInput, AlertUpdateInput } from './alert-schema';

/**
 * Closure and emergency alerts (issue 17): staff write them ahead of time with a start and an end;
 * every public page shows the current ones, and the render cache turns its pages over at each start
 * and end (alertBoundaries) without anyone touching them then.
 */

/** An alert as the staff screens and the JSON API show it: the row, whose times are UTC instants, ISO. */
export type AlertView = Selectable<AlertsTable>;

/** What visitors get of a current alert: no timestamps of the office's work. */
export type PublicAlert = Pick<AlertView, 'id' | 'text' | 'textHi' | 'level' | 'startsAt' | 'endsAt'>;

/** Where an alert stands at an instant: shown (current), waiting for its start (scheduled), or over (ended). */
export type AlertState = 'current' | 'scheduled' | 'ended';

/** The rule "current at instant t": from its start (included) until its end (excluded). */
export function alertStateAt(alert: Pick<AlertView, 'startsAt' | 'endsAt'>, at: Date): AlertState {
  const t = at.toISOString();
  if (t < alert.startsAt) return 'scheduled';
  return t < alert.endsAt ? 'current' : 'ended';
}

/** How long an ended alert stays on the staff list: long enough to copy last week's closure. */
export const endedAlertsShownDays = 14;

function toView(row: Selectable<AlertsTable>): AlertView {
  const { id, text, textHi, level, startsAt, endsAt, createdAt, updatedAt } = row;
  return { id, text, textHi, level, startsAt, endsAt, createdAt, updatedAt };
}

/** The alerts visitors see at `now`: urgent ones first, then the one that started last. */
export async function currentAlerts(db: Kysely<Database>, now: Date = new Date()): Promise<PublicAlert[]> {
  const t = now.toISOString();
  const rows = await db
    .selectFrom('alerts')
    .select(['id', 'text', 'textHi', 'level', 'startsAt', 'endsAt'])
    .where('startsAt', '<=', t)
    .where('endsAt', '>', t)
    .execute();
  return rows
    .sort((a, b) => Number(b.level === 'urgent') - Number(a.level === 'urgent') || b.startsAt.localeCompare(a.startsAt) || b.id - a.id);
}

/**
 * The staff list: current alerts, then scheduled ones (soonest first), then those that ended in the
 * last `endedAlertsShownDays` days (latest first). Older ones stay in the database until deleted.
 */
export async function listAlertsForStaff(db: Kysely<Database>, now: Date = new Date()): Promise<(AlertView & { state: AlertState })[]> {
  const endedSince = new Date(now.getTime() - endedAlertsShownDays * 24 * 3600_000).toISOString();
  const rows = await db.selectFrom('alerts').selectAll().where('endsAt', '>', endedSince).orderBy('startsAt', 'asc').orderBy('id', 'asc').execute();
  const order: Record<AlertState, number> = { current: 0, scheduled: 1, ended: 2 };
  return rows
    .map((row) => ({ ...toView(row), state: alertStateAt(row, now) }))
    .sort((a, b) => order[a.state] - order[b.state] || (a.state === 'ended' ? b.endsAt.localeCompare(a.endsAt) : 0));
}

export async function getAlert(db: Kysely<Database>, id: number): Promise<AlertView | undefined> {
  const row = await db.selectFrom('alerts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/** An alert must end after it starts; the refusal names the end, the field to correct. */
function checkTimes(startsAt: string, endsAt: string): void {
  if (endsAt <= startsAt) throw new Refusal('invalid', rule('common.needsCorrecting'), { endsAt: rule('alert.endBeforeStart') });
}

export async function createAlert(db: Kysely<Database>, input: AlertInput, now: Date = new Date()): Promise<AlertView> {
  checkTimes(input.startsAt, input.endsAt);
  const timestamp = nowIso(now);
  const row = await db
    .insertInto('alerts')
    .values({ text: input.text, textHi: input.textHi, level: input.level, startsAt: input.startsAt, endsAt: input.endsAt, createdAt: timestamp, updatedAt: timestamp })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toView(row);
}

/**
 * Changes one alert: only the fields given, checked against the stored times when only one of the
 * two is given. Undefined when no alert has that id.
 */
export async function updateAlert(db: Kysely<Database>, id: number, input: AlertUpdateInput, now: Date = new Date()): Promise<AlertView | undefined> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('alerts').select(['startsAt', 'endsAt']).where('id', '=', id).executeTakeFirst();
    if (!stored) return undefined;
    checkTimes(input.startsAt ?? stored.startsAt, input.endsAt ?? stored.endsAt);
    const row = await trx
      .updateTable('alerts')
      .set({
        text: input.text,
        // Left out (undefined) keeps the Hindi; null clears it.
        textHi: input.textHi,
        level: input.level,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        updatedAt: nowIso(now),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toView(row);
  });
}

/** Deletes one alert; false when no alert has that id. */
export async function deleteAlert(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.deleteFrom('alerts').where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

/**
 * The instants after `now` at which what visitors see changes by itself: every later start and end,
 * ascending. The render cache reads them whenever the content version changes (every alert write
 * raises it), so it knows, without asking again, when its kept pages must turn over.
 */
export async function alertBoundariesAfter(db: Kysely<Database>, now: Date = new Date()): Promise<number[]> {
  const t = now.toISOString();
  const rows = await db.selectFrom('alerts').select(['startsAt', 'endsAt']).where('endsAt', '>', t).execute();
  return boundariesOf(rows, now.getTime());
}

/** The later starts and ends of these alerts, as milliseconds, ascending, without repeats. */
export function boundariesOf(rows: readonly { startsAt: string; endsAt: string }[], after: number): number[] {
  const instants = new Set<number>();
  for (const row of rows) for (const at of [Date.parse(row.startsAt), Date.parse(row.endsAt)]) if (at > after) instants.add(at);
  return [...instants].sort((a, b) => a - b);
}

/**
 * `alertBoundariesAfter` for the render cache, without waiting on SQLite (a file on this machine:
 * a kept page can still go out in the same turn of the event loop); undefined on PostgreSQL.
 */
export function alertBoundariesReaderNow(database: AppDatabase): (() => number[]) | undefined {
  if (!database.sqlite) return undefined;
  const statement = database.sqlite.prepare('select starts_at as startsAt, ends_at as endsAt from alerts where ends_at > ?');
  return () => {
    const now = new Date();
    return boundariesOf(statement.all(now.toISOString()) as { startsAt: string; endsAt: string }[], now.getTime());
  };
}
