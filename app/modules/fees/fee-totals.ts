import { feeClasses, otherFeeHeads, standardHeadFrequencies, type FeeAmounts, type FeeClass, type FeeFrequency, type FeeHead, type OtherFeeHead, type OtherFeeHeadName, type StandardFeeHead } from './fee-heads';

/**
 * What a year at the school costs a class (decision 0088), the figure a parent comparing schools asks
 * for first. Pure and safe for the browser: the fees page adds it up from the table it shows.
 */

/** Monthly fees are counted for every month of the session, April to March. */
export const monthsInSession = 12;

/** A class's totals, in whole rupees. */
export interface ClassFeeTotals {
  /** Every yearly fee and twelve of each monthly one, transport left out. */
  year: number;
  /** `year` and the fees paid once, on joining (the admission fee). */
  firstYear: number;
  /** Transport a month, for the families who use it; undefined when the class has none. */
  transportPerMonth: number | undefined;
}

/** How often a head is charged: the standard heads' own, a named head's as the session says (yearly when it says none). */
export function frequencyOf(head: FeeHead, otherHeads: readonly OtherFeeHeadName[]): FeeFrequency {
  const slot = otherFeeHeads.indexOf(head as OtherFeeHead);
  if (slot === -1) return standardHeadFrequencies[head as StandardFeeHead];
  return otherHeads[slot]?.frequency ?? 'yearly';
}

/** The totals of `feeClass`, or undefined when the session charges it nothing beyond transport. */
export function classFeeTotals(fees: FeeAmounts, otherHeads: readonly OtherFeeHeadName[], feeClass: FeeClass): ClassFeeTotals | undefined {
  const row = fees[feeClass] ?? {};
  let year = 0;
  let once = 0;
  let counted = 0;
  for (const [head, amount] of Object.entries(row) as [FeeHead, number | undefined][]) {
    // Transport is a service some families take: said beside the total, not in it.
    if (amount === undefined || head === 'transport') continue;
    counted += 1;
    const frequency = frequencyOf(head, otherHeads);
    if (frequency === 'once') once += amount;
    else year += frequency === 'monthly' ? amount * monthsInSession : amount;
  }
  if (counted === 0) return undefined;
  return { year, firstYear: year + once, transportPerMonth: row.transport };
}

/** A class's line of "what a year costs". */
export interface YearCostRow extends ClassFeeTotals {
  feeClass: FeeClass;
}

/** The totals of every class the session charges, in the site's order of classes: /fees and the prospectus show them. */
export function yearCostRows(fees: FeeAmounts, otherHeads: readonly OtherFeeHeadName[]): YearCostRow[] {
  return feeClasses.flatMap((feeClass) => {
    const totals = classFeeTotals(fees, otherHeads, feeClass);
    return totals ? [{ feeClass, ...totals }] : [];
  });
}
