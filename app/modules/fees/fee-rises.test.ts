import { describe, expect, it } from 'vitest';
import { academicSessionOf, nextSessionLabel } from './fee-heads';
import { feeRisesOver } from './fee-rises';
import type { FeeTable } from './fee-session';

const table = (fees: FeeTable['fees'], otherHeads: FeeTable['otherHeads'] = []): FeeTable => ({ fees, otherHeads });

describe('the 7 % rise rule', () => {
  it('allows exactly 7 % and names the first rupee above it', () => {
    const before = table({ 'Year 3': { tuition: 1000 } });
    expect(feeRisesOver(before, table({ 'Year 3': { tuition: 1070 } }))).toEqual([]);
    expect(feeRisesOver(before, table({ 'Year 3': { tuition: 1071 } }))).toEqual([
      { feeClass: 'Year 3', head: 'tuition', headName: null, previous: 1000, next: 1071, risePercent: 7.1 },
    ]);
  });

  it('compares whole rupees exactly, where a fraction would round a rise below the line', () => {
    // 7 % of 1,199 is 83.93: ₹1,282 is 6.92 % above, ₹1,283 is 7.01 %.
    const before = table({ 'Class 6': { annual: 1199 } });
    expect(feeRisesOver(before, table({ 'Class 6': { annual: 1282 } }))).toEqual([]);
    expect(feeRisesOver(before, table({ 'Class 6': { annual: 1283 } })).map((rise) => rise.risePercent)).toEqual([7]);
  });

  it('names every cell above the line in the table’s order, and none that fell or stayed', () => {
    const before = table({ 'Year 5': { tuition: 1200, transport: 600 }, 'Reception (K.G.)': { admission: 5000, books: 1500 } });
    const after = table({ 'Year 5': { tuition: 1320, transport: 500 }, 'Reception (K.G.)': { admission: 6000, books: 1500 } });
    expect(feeRisesOver(before, after)).toEqual([
      { feeClass: 'Reception (K.G.)', head: 'admission', headName: null, previous: 5000, next: 6000, risePercent: 20 },
      { feeClass: 'Year 5', head: 'tuition', headName: null, previous: 1200, next: 1320, risePercent: 10 },
    ]);
  });

  it('does not flag a head newly charged or a class newly added: there is no fee to rise from', () => {
    const before = table({ 'Year 1': { tuition: 800 } });
    const after = table({ 'Year 1': { tuition: 800, development: 1500 }, 'Class 8': { tuition: 1600 } });
    expect(feeRisesOver(before, after)).toEqual([]);
  });

  it('follows a named head by its name, whichever slot it takes', () => {
    const before = table({ 'Class 7': { other1: 400, other2: 1000 } }, [
      { name: 'Exam fee', nameHi: null, frequency: 'yearly' },
      { name: 'Computer lab', nameHi: 'कंप्यूटर लैब', frequency: 'yearly' },
    ]);
    const after = table({ 'Class 7': { other1: 1200, other2: 400 } }, [
      { name: ' computer  LAB ', nameHi: 'कंप्यूटर लैब', frequency: 'yearly' },
      { name: 'Exam fee', nameHi: null, frequency: 'yearly' },
    ]);
    expect(feeRisesOver(before, after)).toEqual([
      { feeClass: 'Class 7', head: 'other1', headName: { name: ' computer  LAB ', nameHi: 'कंप्यूटर लैब', frequency: 'yearly' }, previous: 1000, next: 1200, risePercent: 20 },
    ]);
    // A named head the previous session did not have is new, not a rise.
    expect(feeRisesOver(before, table({ 'Class 7': { other1: 5000 } }, [{ name: 'Smart class', nameHi: null, frequency: 'yearly' }]))).toEqual([]);
  });

  it('compares a named head that moved between yearly and monthly by what it costs a year (decision 0088)', () => {
    const yearly = table({ 'Class 7': { other1: 1050 } }, [{ name: 'Computer lab', nameHi: null, frequency: 'yearly' }]);
    const monthly = (amount: number) => table({ 'Class 7': { other1: amount } }, [{ name: 'Computer lab', nameHi: null, frequency: 'monthly' }]);
    // ₹100 a month looks cheaper than ₹1,050, but is ₹1,200 a year: 14.3 % more.
    expect(feeRisesOver(yearly, monthly(100))).toEqual([
      { feeClass: 'Class 7', head: 'other1', headName: { name: 'Computer lab', nameHi: null, frequency: 'monthly' }, previous: 1050, next: 1200, risePercent: 14.3, perYear: true },
    ]);
    // ₹93 a month is ₹1,116 a year: 6.3 %, within the 7 %.
    expect(feeRisesOver(yearly, monthly(93))).toEqual([]);
    expect(feeRisesOver(monthly(100), yearly)).toEqual([]);
    // Paid once on joining is another fee: nothing to rise from.
    expect(feeRisesOver(yearly, table({ 'Class 7': { other1: 5000 } }, [{ name: 'Computer lab', nameHi: null, frequency: 'once' }]))).toEqual([]);
  });
});

describe('sessions', () => {
  it('runs the academic year from April to March', () => {
    expect(academicSessionOf('2026-03-31')).toBe('2025-26');
    expect(academicSessionOf('2026-04-01')).toBe('2026-27');
    expect(academicSessionOf('2099-12-01')).toBe('2099-00');
    expect(nextSessionLabel('2026-27')).toBe('2027-28');
  });
});
