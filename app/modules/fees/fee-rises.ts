import { rule } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import { feeCellField, feeClasses, feeHeads, otherFeeHeads, type FeeClass, type FeeFrequency, type FeeHead, type OtherFeeHead, type OtherFeeHeadName } from './fee-heads';
import { frequencyOf, monthsInSession } from './fee-totals';
import type { FeeTable } from './fee-session';

/**
 * The Bihar Private Schools (Fee Regulation) Act 2019 lets a school raise a fee by at most 7 % a
 * year without its fee committee's approval (DESIGN.md §9). Staff are shown each cell above it
 * before a session is published. Pure, so the rule is tested at its edges without a database.
 */
export const allowedYearlyRisePercent = 7;

/** One cell more than 7 % above the previous session's. */
export interface FeeRise {
  feeClass: FeeClass;
  head: FeeHead;
  /** For a head the session names itself (`other1`…), its name, so the warning can say it. */
  headName: OtherFeeHeadName | null;
  previous: number;
  next: number;
  /** The rise in per cent, to one decimal place (10.4). */
  risePercent: number;
  /**
   * Set when the named head changed how often it is charged (monthly to yearly or back, decision
   * 0088): `previous` and `next` are then what each costs a year, the only way to compare them.
   */
  perYear?: true;
}

/** A named head is the same head in two sessions when its English name is (ignoring case and spaces). */
function sameHeadKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The same cell in the previous session, and how often each session charges it. */
interface ComparedCell {
  before: number | undefined;
  frequencyBefore: FeeFrequency;
  frequencyNow: FeeFrequency;
}

/** The previous session's amount for `feeClass` and `head` of the next session (undefined when it charged none). */
function previousCell(previous: FeeTable, next: FeeTable, feeClass: FeeClass, head: FeeHead): ComparedCell {
  const frequencyNow = frequencyOf(head, next.otherHeads);
  const none = { before: undefined, frequencyBefore: frequencyNow, frequencyNow };
  const row = previous.fees[feeClass];
  if (!row) return none;
  if (!(otherFeeHeads as readonly string[]).includes(head)) return { ...none, before: row[head] };
  const name = next.otherHeads[otherFeeHeads.indexOf(head as OtherFeeHead)]?.name;
  if (name === undefined) return none;
  const slot = previous.otherHeads.findIndex((other) => sameHeadKey(other.name) === sameHeadKey(name));
  if (slot === -1) return none;
  return { before: row[otherFeeHeads[slot]!], frequencyBefore: previous.otherHeads[slot]!.frequency, frequencyNow };
}

/** A monthly fee's year, for comparing a head that moved between monthly and yearly. */
function perYear(amount: number, frequency: FeeFrequency): number {
  return frequency === 'monthly' ? amount * monthsInSession : amount;
}

/**
 * Each cell of `next` more than 7 % above the same class and head in `previous`, in the table's
 * order. Exactly 7 % is allowed. A head or a class that `previous` did not charge has nothing to rise
 * from and is not listed (decision 0055). A named head that moved between monthly and yearly is
 * compared by what it costs a year; one that became, or stopped being, a fee paid on joining is
 * another fee (decision 0088). Amounts are whole rupees, so the comparison is exact:
 * `next × 100 > previous × 107`.
 */
export function feeRisesOver(previous: FeeTable, next: FeeTable): FeeRise[] {
  const rises: FeeRise[] = [];
  for (const feeClass of feeClasses) {
    const row = next.fees[feeClass];
    if (!row) continue;
    for (const head of feeHeads) {
      const charged = row[head];
      const cell = previousCell(previous, next, feeClass, head);
      if (charged === undefined || cell.before === undefined || cell.before <= 0) continue;
      const changedFrequency = cell.frequencyBefore !== cell.frequencyNow;
      // A fee paid once on joining and one paid every month or year are not the same fee.
      if (changedFrequency && (cell.frequencyBefore === 'once' || cell.frequencyNow === 'once')) continue;
      const before = changedFrequency ? perYear(cell.before, cell.frequencyBefore) : cell.before;
      const amount = changedFrequency ? perYear(charged, cell.frequencyNow) : charged;
      if (amount * 100 <= before * (100 + allowedYearlyRisePercent)) continue;
      const slot = otherFeeHeads.indexOf(head as OtherFeeHead);
      rises.push({
        feeClass,
        head,
        headName: slot === -1 ? null : (next.otherHeads[slot] ?? null),
        previous: before,
        next: amount,
        risePercent: Math.round(((amount - before) * 1000) / before) / 10,
        ...(changedFrequency ? { perYear: true as const } : {}),
      });
    }
  }
  return rises;
}

/**
 * Publishing (or changing a published session) with fees more than 7 % above the previous
 * published session's, unconfirmed: a conflict naming each such cell, under the cell's field.
 */
export class FeeRisesRefusal extends Refusal {
  constructor(
    readonly previousSession: string,
    readonly rises: readonly FeeRise[],
  ) {
    super(
      'conflict',
      rule('fees.risesNeedConfirming', { previous: previousSession, percent: allowedYearlyRisePercent }),
      Object.fromEntries(
        rises.map((rise) => [
          feeCellField(rise.feeClass, rise.head),
          rule('fees.riseOver', { previous: rise.previous, next: rise.next, percent: rise.risePercent, session: previousSession }),
        ]),
      ),
    );
  }
}
