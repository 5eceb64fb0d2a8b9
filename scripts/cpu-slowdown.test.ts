import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, targetBenchmarkIndex } from './cpu-slowdown.mjs';

describe('calibratedSlowdown (decision 0079)', () => {
  it('gives Lighthouse’s 4× to a desktop of 1,750, and less to a slower machine, more to a quicker one', () => {
    expect(calibratedSlowdown(1750)).toBe(4);
    expect(calibratedSlowdown(1312.5)).toBe(3);
    expect(calibratedSlowdown(2625)).toBe(6);
    expect(calibratedSlowdown(1568)).toBe(3.58);
  });

  it('simulates the same phone whatever the machine: index divided by slowdown is the target', () => {
    for (const index of [900, 1100, 1568, 2000, 2672, 3100]) {
      expect(index / calibratedSlowdown(index)).toBeCloseTo(targetBenchmarkIndex, -1);
    }
  });

  it('never makes the page faster than the machine, and falls back to 4× without an index', () => {
    expect(calibratedSlowdown(300)).toBe(1);
    expect(calibratedSlowdown(Number.NaN)).toBe(4);
    expect(calibratedSlowdown(0)).toBe(4);
  });
});
