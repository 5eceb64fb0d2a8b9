// Browser-safe (no zod): the toppers page's cards import it (docs/decisions/0019-page-weight-budget.md).

/** Ranks that earn a badge on the toppers page (SPEC.md §9: the top three by marks). */
export const badgedRanks = 3;

const percents = new Map<string, Intl.NumberFormat>();

/** "98.4%": marks as the percentage they are, without trailing zeros, in the language `tag` ("en-IN"). */
export function formatMarks(marks: number, tag: string): string {
  let percent = percents.get(tag);
  if (!percent) {
    percent = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    percents.set(tag, percent);
  }
  return `${percent.format(marks)}%`;
}
