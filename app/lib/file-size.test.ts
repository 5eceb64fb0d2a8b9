import { describe, expect, it } from 'vitest';
import { formatMegabytes, formatMegabytesTwoDecimals } from './file-size';

describe('file sizes as people read them', () => {
  it('limits on forms: whole megabytes without decimals, others with one', () => {
    expect(formatMegabytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatMegabytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });

  it('a resume in MB with two decimals (SPEC.md §9), small files included', () => {
    expect(formatMegabytesTwoDecimals(1_572_864)).toBe('1.50 MB');
    expect(formatMegabytesTwoDecimals(262_144)).toBe('0.25 MB');
    expect(formatMegabytesTwoDecimals(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatMegabytesTwoDecimals(4_000)).toBe('0.00 MB');
  });
});
