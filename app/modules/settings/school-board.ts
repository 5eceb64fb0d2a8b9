/**
 * The school's board and the state's RTE portal (DESIGN.md §9, decision 0056), without zod: the
 * pages that show them and the error page's fallback settings import this, and zod stays out of the
 * phone's bundle (decision 0019).
 */

/** The boards a school in Bihar is affiliated to, and 'none' for a school that names none. */
export type SchoolBoard = 'none' | 'cbse' | 'bseb' | 'icse' | 'other';

/**
 * The default of `rtePortalUrl`: the Bihar Education Department's site. The state's own RTE
 * admission portal could not be confirmed when this was written (decision 0056); staff set it.
 */
export const defaultRtePortalUrl = 'https://state.bihar.gov.in/educationbihar/';

/** What the pages need to say the school's affiliation. */
export interface SchoolAffiliation {
  board: SchoolBoard;
  boardName: string;
  boardNameHi?: string | null;
  affiliationNumber: string;
  schoolCode: string;
  udiseCode: string;
}

/** Whether the school names a board: with 'none' the affiliation and its numbers are shown nowhere. */
export function namesBoard(affiliation: Pick<SchoolAffiliation, 'board'>): boolean {
  return affiliation.board !== 'none';
}
