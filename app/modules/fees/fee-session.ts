import { rule } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import { feeCellField, feeClasses, feeHeads, otherFeeHeads, type FeeAmounts, type FeeClass, type FeeHead, type FeeSessionStatus, type OtherFeeHeadName } from './fee-heads';

/**
 * A session's fee structure as the module gives it and takes it, and the rules its table keeps
 * whoever writes it (the editor, the JSON API, the demo seed). Pure and safe for the browser: the
 * dashboard's editor takes its types from here, not from `fees.server.ts`.
 */

/** A session's named heads and amounts: what the rise rule compares, and what is written in place of the old. */
export interface FeeTable {
  /** The heads the session names itself: `other1` is the first. */
  otherHeads: OtherFeeHeadName[];
  /** Per class, per head, whole rupees; a head that is not charged is absent. */
  fees: FeeAmounts;
}

/** A whole session: what staff edit, and what a new session is written from (`writeNewFeeSession`). */
export interface FeeSession extends FeeTable {
  session: string;
  status: FeeSessionStatus;
  notes: string;
  /** The notes in Hindi, null where staff gave none (the page shows the English). */
  notesHi: string | null;
}

/** A session's fee structure as pages and the JSON API show it. */
export interface FeeSessionView extends FeeSession {
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A session in a list: its label and where it stands. */
export interface FeeSessionSummary {
  session: string;
  status: FeeSessionStatus;
  publishedAt: string | null;
  updatedAt: string;
}

/** The amounts given, without the cells sent as null ("not charged"). */
export function chargedCells(fees: Partial<Record<FeeClass, Partial<Record<FeeHead, number | null | undefined>>>>): FeeAmounts {
  const charged: FeeAmounts = {};
  for (const feeClass of feeClasses) {
    for (const head of feeHeads) {
      const amount = fees[feeClass]?.[head];
      if (typeof amount === 'number') (charged[feeClass] ??= {})[head] = amount;
    }
  }
  return charged;
}

/** A named head's amounts need the head: a cell of `other2` in a session naming one head is refused under the cell. */
export function checkNamedHeads(table: FeeTable): void {
  const fields: Record<string, ReturnType<typeof rule>> = {};
  for (const feeClass of feeClasses) {
    otherFeeHeads.forEach((head, index) => {
      if (table.fees[feeClass]?.[head] !== undefined && index >= table.otherHeads.length) {
        fields[feeCellField(feeClass, head)] = rule('fees.otherAmountWithoutHead');
      }
    });
  }
  if (Object.keys(fields).length > 0) throw new Refusal('invalid', rule('common.needsCorrecting'), fields);
}
