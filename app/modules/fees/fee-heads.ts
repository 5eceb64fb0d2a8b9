import { schoolClasses } from '~/modules/classes/school-classes';

/**
 * What a fee table is made of, without zod (the editor ships to phones). The classes are the one
 * list the rest of the site names (`schoolClasses`: Reception to Year 8, decision 0066), in that
 * order; the heads are the issue's, then up to three the school names itself ("others with a name",
 * each with a Hindi twin, decision 0055).
 */
export const feeClasses = schoolClasses;
export type FeeClass = (typeof feeClasses)[number];

/** The heads every session has, in the table's order. Tuition and transport are per month; the rest once a year or once. */
export const standardFeeHeads = ['admission', 'tuition', 'annual', 'development', 'transport', 'books', 'uniform'] as const;
/** The slots of the heads a session names itself: `other1` is the first of `otherHeads`. */
export const otherFeeHeads = ['other1', 'other2', 'other3'] as const;
export const feeHeads = [...standardFeeHeads, ...otherFeeHeads] as const;

export type StandardFeeHead = (typeof standardFeeHeads)[number];
export type OtherFeeHead = (typeof otherFeeHeads)[number];
export type FeeHead = (typeof feeHeads)[number];

/** At most this many named extra heads per session. */
export const maxOtherHeads = otherFeeHeads.length;

/**
 * How often a fee is charged in a session (decision 0088): what a year's total counts it for. Monthly
 * fees are counted for every month of the session (`monthsInSession`); `once` is paid on joining.
 */
export const feeFrequencies = ['yearly', 'monthly', 'once'] as const;
export type FeeFrequency = (typeof feeFrequencies)[number];

/** The standard heads' frequencies, as their names in the table say ("Tuition (per month)", "Admission (one time)"). */
export const standardHeadFrequencies: Record<StandardFeeHead, FeeFrequency> = {
  admission: 'once',
  tuition: 'monthly',
  annual: 'yearly',
  development: 'yearly',
  transport: 'monthly',
  books: 'yearly',
  uniform: 'yearly',
};

export const feeSessionStatuses = ['draft', 'published'] as const;
export type FeeSessionStatus = (typeof feeSessionStatuses)[number];

/** A session's amounts: per class, per head, whole rupees; a head left out is not charged. */
export type FeeAmounts = Partial<Record<FeeClass, Partial<Record<FeeHead, number>>>>;

/** A head a session names itself, with its Hindi twin (decision 0052) and how often it is charged (decision 0088). */
export interface OtherFeeHeadName {
  name: string;
  nameHi: string | null;
  frequency: FeeFrequency;
}

/** The editor's field for one cell: `fees.Year 3.tuition`, the same path the schema names in a refusal. */
export function feeCellField(feeClass: FeeClass, head: FeeHead): string {
  return `fees.${feeClass}.${head}`;
}

/** The slot a session's n-th named head (0-based) takes. */
export function otherHeadSlot(index: number): OtherFeeHead {
  const slot = otherFeeHeads[index];
  if (!slot) throw new Error(`A session names at most ${maxOtherHeads} heads of its own`);
  return slot;
}

/** The session after `label` ("2026-27" after "2025-26"), for the dashboard's "new session" suggestion. */
export function nextSessionLabel(label: string): string {
  const first = Number(label.slice(0, 4)) + 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** The session before `label` ("2025-26" before "2026-27"). */
export function previousSessionLabel(label: string): string {
  return nextSessionLabel(String(Number(label.slice(0, 4)) - 2));
}

/** The academic session a day ("YYYY-MM-DD") falls in: Indian schools' year runs from April to March. */
export function academicSessionOf(isoDay: string): string {
  const year = Number(isoDay.slice(0, 4));
  const month = Number(isoDay.slice(5, 7));
  return nextSessionLabel(String(month >= 4 ? year - 1 : year - 2));
}
