import { describe, expect, it } from 'vitest';
import { saidIssue } from '~/test/rules';
import { topperInputSchema, topperUpdateSchema } from './topper-schema';

describe('topper rules', () => {
  const valid = { name: 'Aarav Kumar', marks: '98.4', std: 'Class 8', examYear: '2026' };
  const messageFor = (input: Record<string, unknown>, field: string) => {
    const issue = topperInputSchema.safeParse(input).error?.issues.find((i) => i.path[0] === field);
    return issue && saidIssue(issue);
  };

  it('reads marks from form text as a percentage from 0 to 100 with at most two decimals', () => {
    expect(topperInputSchema.parse(valid).marks).toBe(98.4);
    expect(topperInputSchema.parse({ ...valid, marks: 100 }).marks).toBe(100);
    expect(topperInputSchema.parse({ ...valid, marks: '97.25' }).marks).toBe(97.25);
    for (const marks of ['', '  ', 'abc', '-1', '100.5', undefined]) {
      expect(messageFor({ ...valid, marks }, 'marks'), String(marks)).toBe('Enter the percentage, a number from 0 to 100');
    }
    expect(messageFor({ ...valid, marks: '97.125' }, 'marks')).toBe('Use at most two decimal places');
  });

  it('requires the name and class; the exam year is a year, a session or empty', () => {
    expect(messageFor({ ...valid, name: ' ' }, 'name')).toBe('Enter the student’s name');
    expect(messageFor({ ...valid, std: '' }, 'std')).toBe('Enter the class, for example “Year 8 (Class 8)”');
    expect(topperInputSchema.parse({ ...valid, examYear: undefined }).examYear).toBe('');
    expect(topperInputSchema.parse({ ...valid, examYear: '2025-26' }).examYear).toBe('2025-26');
    expect(messageFor({ ...valid, examYear: 'last year' }, 'examYear')).toMatch(/2025-26/);
  });

  it('names every missing required field in words the office understands', () => {
    const messages = Object.fromEntries(topperInputSchema.safeParse({}).error!.issues.map((i) => [i.path[0], saidIssue(i)]));
    expect(messages).toEqual({
      name: 'Enter the student’s name',
      marks: 'Enter the percentage, a number from 0 to 100',
      std: 'Enter the class, for example “Year 8 (Class 8)”',
    });
    expect(messageFor({ ...valid, name: 'x'.repeat(101) }, 'name')).toBe('Keep the name under 100 characters');
    expect(messageFor({ ...valid, std: 'x'.repeat(41) }, 'std')).toBe('Keep the class under 40 characters');
  });

  it('a change keeps what it leaves out, but a blanked mark is an error, not a zero', () => {
    expect(topperUpdateSchema.parse({})).toEqual({});
    expect(topperUpdateSchema.parse({ marks: '99.5', examYear: '' })).toEqual({ marks: 99.5, examYear: '' });
    expect(topperUpdateSchema.safeParse({ marks: '' }).error!.issues.map(saidIssue)[0]).toBe('Enter the percentage, a number from 0 to 100');
    expect(topperUpdateSchema.safeParse({ std: ' ' }).error!.issues.map(saidIssue)[0]).toBe('Enter the class, for example “Year 8 (Class 8)”');
  });
});
