import { rule } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import { feeCellField, feeClasses, feeHeads, otherFeeHeads, type FeeClass, type FeeHead, type OtherFeeHead, type OtherFeeHeadName } from './fee-heads';
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
}

/** A named head is the same head in two sessions when its English name is (ignoring case and spaces). */
function sameHeadKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The previous session's amount for `feeClass` and `head` of the next session, or undefined when it charged none. */
function previousAmount(previous: FeeTable, next: FeeTable, feeClass: FeeClass, head: FeeHead): number | undefined {
  const row = previous.fees[feeClass];
  if (!row) return undefined;
  if (!(otherFeeHeads as readonly string[]).includes(head)) return row[head];
  const name = next.otherHeads[otherFeeHeads.indexOf(head as OtherFeeHead)]?.name;
  if (name === undefined) return undefined;
  const slot = previous.otherHeads.findIndex((other) => sameHeadKey(other.name) === sameHeadKey(name));
  return slot === -1 ? undefined : row[otherFeeHeads[slot]!];
}

/**
 * Each cell of `next` more than 7 % above the same class and head in `previous`, in the table's
 * order. Exactly 7 % is allowed. A head or a class that `previous` did not charge has nothing to rise
 * from and is not listed (decision 0055). Amounts are whole rupees, so the comparison is exact:
 * `next × 100 > previous × 107`.
 */
export function feeRisesOver(previous: FeeTable, next: FeeTable): FeeRise[] {
  const rises: FeeRise[] = [];
  for (const feeClass of feeClasses) {
    const row = next.fees[feeClass];
    if (!row) continue;
    for (const head of feeHeads) {
      const amount = row[head];
      const before = previousAmount(previous, next, feeClass, head);
      if (amount === undefined || before === undefined || before <= 0) continue;
      if (amount * 100 <= before * (100 + allowedYearlyRisePercent)) continue;
      const slot = otherFeeHeads.indexOf(head as OtherFeeHead);
      rises.push({
        feeClass,
        head,
        headName: slot === -1 ? null : (next.otherHeads[slot] ?? null),
        previous: before,
        next: amount,
        risePercent: Math.round(((amount - before) * 1000) / before) / 10,
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
