import type { SchoolBoard } from './school-board';

/**
 * The board choices, in the settings screen's order (decision 0056). A module of its own, so that
 * only the settings screen and the schema carry the list, not every public page.
 */
export const schoolBoards = ['none', 'cbse', 'bseb', 'icse', 'other'] as const satisfies readonly SchoolBoard[];
