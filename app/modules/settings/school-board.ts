/**
 * The school's board and the state's RTE portal (DESIGN.md §9, decision 0056), without zod: the
 * pages that show them and the error page's fallback settings import this, and zod stays out of the
 * phone's bundle (decision 0019).
 */

/** The boards a school in Bihar is affiliated to, and 'none' for a school that names none. */
export type SchoolBoard = 'none' | 'cbse' | 'bseb' | 'icse' | 'other';

/**
 * The default of `rtePortalUrl`: Bihar's Gyandeep portal, where parents apply for the RTE Act's free
 * seats in private schools (decision 0056); staff of a school in another state set theirs.
 */
export const defaultRtePortalUrl = 'https://gyandeep-rte.bihar.gov.in/';

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
