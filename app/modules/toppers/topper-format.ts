// Browser-safe (no zod): the toppers page's cards import it (docs/decisions/0019-page-weight-budget.md).

/** Ranks that earn a badge on the toppers page (SPEC.md §9: the top three by marks). */
export const badgedRanks = 3;

/** "98.4%": marks as the percentage they are, without trailing zeros. */
const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
export function formatMarks(marks: number): string {
  return `${percent.format(marks)}%`;
}
