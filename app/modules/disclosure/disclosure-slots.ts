/**
 * The document slots of the Mandatory Public Disclosure (CBSE Appendix IX; DESIGN.md §9, decision
 * 0058), in the appendix's order, without zod (the public page and the dashboard import it). Section
 * B holds the school's certificates, section C its academic papers and its last three years' board
 * results; each slot holds one PDF, valid until a day or open-ended.
 */
export const certificateSlots = [
  'affiliation-letter',
  'registration-certificate',
  'noc',
  'rte-recognition',
  'building-safety',
  'fire-safety',
  'deo-certificate',
  'water-health-sanitation',
] as const;

export const academicSlots = ['academic-calendar', 'smc-members', 'pta-members', 'board-results-1', 'board-results-2', 'board-results-3'] as const;

export const disclosureSlots = [...certificateSlots, ...academicSlots] as const;
export type DisclosureSlot = (typeof disclosureSlots)[number];

export function isDisclosureSlot(value: unknown): value is DisclosureSlot {
  return typeof value === 'string' && (disclosureSlots as readonly string[]).includes(value);
}

/**
 * Where a slot stands on a day: nothing uploaded, marked as not applying to the school, valid,
 * valid but ending within `expiringWithinDays`, or past its validity.
 */
export type SlotState = 'empty' | 'not-applicable' | 'valid' | 'expiring' | 'expired';

/** Staff are told a document is about to lapse this many days before its last valid day. */
export const expiringWithinDays = 30;

/** Days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A slot's state on `today` (`YYYY-MM-DD`, the school's day): a document's validity counts its last day as valid. */
export function slotState(document: { validUntil: string | null } | undefined, notApplicable: boolean, today: string): SlotState {
  if (!document) return notApplicable ? 'not-applicable' : 'empty';
  if (document.validUntil === null) return 'valid';
  const left = daysFrom(today, document.validUntil);
  if (left < 0) return 'expired';
  return left < expiringWithinDays ? 'expiring' : 'valid';
}

/** The states staff are warned of on the dashboard's overview. */
export function needsAttention(state: SlotState): boolean {
  return state === 'empty' || state === 'expired' || state === 'expiring';
}
