import { describe, expect, it } from 'vitest';
import type { OtherFeeHeadName } from './fee-heads';
import { classFeeTotals, frequencyOf, yearCostRows } from './fee-totals';

const heads: OtherFeeHeadName[] = [
  { name: 'Examination fee', nameHi: null, frequency: 'yearly' },
  { name: 'Smart class', nameHi: null, frequency: 'monthly' },
  { name: 'Registration', nameHi: null, frequency: 'once' },
];

describe('a year’s fees for a class (decision 0088)', () => {
  it('count twelve of each monthly fee, each yearly fee once, and the fees paid on joining only in the first year', () => {
    const fees = { 'Year 3': { admission: 5800, tuition: 900, annual: 3700, development: 1600, books: 2950, uniform: 1600 } };
    // 900 × 12 + 3,700 + 1,600 + 2,950 + 1,600 = 20,650; with the admission fee, 26,450.
    expect(classFeeTotals(fees, [], 'Year 3')).toEqual({ year: 20650, firstYear: 26450, transportPerMonth: undefined });
  });

  it('leave transport out of the totals and give it beside them, a month', () => {
    const fees = { 'Year 1': { tuition: 800, transport: 640 } };
    expect(classFeeTotals(fees, [], 'Year 1')).toEqual({ year: 9600, firstYear: 9600, transportPerMonth: 640 });
  });

  it('count a named head as the session says it is charged', () => {
    const fees = { 'Class 6': { tuition: 1000, other1: 850, other2: 150, other3: 500 } };
    // 1,000 × 12 + 850 + 150 × 12 = 14,650; the registration, 500, on joining.
    expect(classFeeTotals(fees, heads, 'Class 6')).toEqual({ year: 14650, firstYear: 15150, transportPerMonth: undefined });
    expect(frequencyOf('other2', heads)).toBe('monthly');
    expect(frequencyOf('tuition', heads)).toBe('monthly');
    expect(frequencyOf('admission', heads)).toBe('once');
    expect(frequencyOf('books', heads)).toBe('yearly');
  });

  it('have no totals for a class the session charges nothing, or only transport', () => {
    expect(classFeeTotals({}, [], 'Year 2')).toBeUndefined();
    expect(classFeeTotals({ 'Year 2': { transport: 640 } }, [], 'Year 2')).toBeUndefined();
  });

  it('list the classes a session charges, in the site’s order of classes, whatever the table’s', () => {
    const fees = { 'Class 8': { tuition: 1500 }, 'Year 1': { tuition: 800 }, 'Year 2': { transport: 640 } };
    expect(yearCostRows(fees, []).map((row) => [row.feeClass, row.year])).toEqual([
      ['Year 1', 9600],
      ['Class 8', 18000],
    ]);
  });
});
