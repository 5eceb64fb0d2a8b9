import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  daysBetween,
  formatEventDate,
  formatNoticeDate,
  formatPostedDate,
  formatUploadDate,
  schoolDayClock,
  schoolDayStartsAt,
  shiftDay,
  todayInSchool,
  yearsSince,
} from './dates';

describe('date formats', () => {
  it('shows notice dates in the British style', () => {
    expect(formatNoticeDate('2026-03-05', 'en')).toBe('5 March 2026');
    expect(formatNoticeDate('2026-12-31', 'en')).toBe('31 December 2026');
  });

  it('shows event dates as dd MMM yyyy', () => {
    expect(formatEventDate('2026-03-05', 'en')).toBe('05 Mar 2026');
    expect(formatEventDate('2026-09-14', 'en')).toBe('14 Sep 2026');
  });

  it('shows upload dates as short month, day, year in Indian time', () => {
    expect(formatUploadDate('2026-11-22T04:51:00.000Z', 'en')).toBe('Nov 22, 2026');
    // 20:00 UTC is already the next morning in India.
    expect(formatUploadDate('2026-11-21T20:00:00.000Z', 'en')).toBe('Nov 22, 2026');
  });

  it('shows when a job was posted as a British date in Indian time', () => {
    expect(formatPostedDate('2026-03-05T04:51:00.000Z', 'en')).toBe('5 March 2026');
    // 19:00 UTC on the 4th is already the 5th in India.
    expect(formatPostedDate('2026-03-04T19:00:00.000Z', 'en')).toBe('5 March 2026');
  });

  it("knows today's date in India, not in UTC", () => {
    expect(todayInSchool(new Date('2026-11-21T19:00:00.000Z'))).toBe('2026-11-22');
  });

  it('counts and moves calendar days across month and year ends', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2026-12-15', 30)).toBe('2027-01-14');
    expect(daysBetween('2026-12-31', '2027-01-24')).toBe(24);
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
  });

  it('counts whole years since the founding year, turning over at midnight in India', () => {
    expect(yearsSince(2020, new Date('2025-06-01T00:00:00.000Z'))).toBe(5);
    expect(yearsSince(2020, new Date('2026-11-22T00:00:00.000Z'))).toBe(6);
    expect(yearsSince(2020, new Date('2026-12-31T18:30:00.000Z'))).toBe(7);
    expect(yearsSince(2027, new Date('2026-11-22T00:00:00.000Z'))).toBe(0);
  });
});

describe('the school day', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('begins at midnight in India, 18:30 UTC the evening before', () => {
    expect(new Date(schoolDayStartsAt('2026-11-24')).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('turns over at midnight in India, and back when the clock is set back', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const today = schoolDayClock();
    vi.setSystemTime(new Date('2026-11-23T18:29:59.999Z'));
    expect(today()).toBe('2026-11-23');
    vi.setSystemTime(new Date('2026-11-23T18:30:00.000Z'));
    expect(today()).toBe('2026-11-24');
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
    expect(today()).toBe('2026-11-22');
    for (const instant of ['2026-03-01T00:00:00.000Z', '2026-12-31T18:30:00.000Z', '2027-06-15T23:59:00.000Z']) {
      vi.setSystemTime(new Date(instant));
      expect(today(), instant).toBe(todayInSchool(new Date(instant)));
    }
  });
});
