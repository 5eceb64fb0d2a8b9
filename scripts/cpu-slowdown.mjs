// How much slower than this machine Lighthouse's simulation makes the page's CPU work (decision 0079).
// Lighthouse's default is 4× whatever machine it runs on; its docs/throttling.md ("Calibrating the
// CPU slowdown") says to choose the slowdown from the machine's CPU index instead, so that every run
// simulates the same phone.

/**
 * The phone every run simulates, as Lighthouse's CPU index: its default 4× slowdown on a desktop in
 * the middle of its high-end bracket (1,500–2,000), which lands in the mid-tier phone bracket (125–800).
 */
export const targetBenchmarkIndex = 1750 / 4;

/**
 * The slowdown that turns a machine of this CPU index into the target phone: 4× at 1,750, 3× at
 * 1,312, 6× at 2,625; never less than 1× (a machine slower than the phone is measured as it is), and
 * Lighthouse's 4× when the index is unknown. Two decimals, as the table prints it.
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  return Math.max(1, Math.round((benchmarkIndex / targetBenchmarkIndex) * 100) / 100);
}
