import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initials of a name', () => {
  it('take the first and last name, skipping titles with or without their dot', () => {
    expect(initialsOf('Mrs. Anjali Sinha')).toBe('AS');
    expect(initialsOf('Mr. Rakesh Kumar Verma')).toBe('RV');
    expect(initialsOf('Mrs. Sunita Devi')).toBe('SD');
    expect(initialsOf('Dr Manoj Kumar Thakur')).toBe('MT');
    expect(initialsOf('Smt Kiran Kumari')).toBe('KK');
  });

  it('give one letter for one name, upper case, and "?" when only a title or nothing is left', () => {
    expect(initialsOf('aarav')).toBe('A');
    expect(initialsOf('Farah')).toBe('F');
    expect(initialsOf('Dr.')).toBe('?');
    expect(initialsOf('  ')).toBe('?');
  });

  it('skip punctuation around a name rather than show it', () => {
    expect(initialsOf('(Ravi) Shankar')).toBe('RS');
  });
});
