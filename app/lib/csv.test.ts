import { describe, expect, it } from 'vitest';
import { formatReceivedAt, formatSortableInSchool } from './dates';
import { toCsv } from './csv';

describe('CSV export', () => {
  it('quotes every cell, doubles quotes, keeps line breaks and Hindi, and starts with a BOM', () => {
    const csv = toCsv(['Name', 'Message'], [['सुनीता "Sunita"', 'Line one\nline two']]);
    expect(csv).toBe('\uFEFF"Name","Message"\r\n"सुनीता ""Sunita""","Line one\nline two"\r\n');
  });

  it('never lets a cell become a spreadsheet formula', () => {
    const csv = toCsv(['a'], [['=HYPERLINK("http://x")'], ['+91 98765 43210'], ['-1'], ['@SUM(A1)'], ['plain']]);
    expect(csv.split('\r\n').slice(1, 6)).toEqual(['"\'=HYPERLINK(""http://x"")"', '"\'+91 98765 43210"', '"\'-1"', '"\'@SUM(A1)"', '"plain"']);
  });

  it('shows when a form arrived in India’s time', () => {
    expect(formatReceivedAt('2026-11-22T04:35:00.000Z', 'en')).toBe('22 Nov 2026, 10:05 am');
    expect(formatSortableInSchool('2026-11-22T18:35:00.000Z')).toBe('2026-11-23 00:05');
  });
});
