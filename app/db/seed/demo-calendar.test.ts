import { describe, expect, it } from 'vitest';
import { demoCalendarEntries, demoEventDay } from './demo-calendar';
import { demoEvents } from './demo-content';

/** Decision 0066: the demo's national days fall on their real dates, whatever the day of seeding. */
const seededOn = ['2026-11-25', '2026-01-26', '2026-01-27', '2027-06-30', '2028-12-31'];

describe('the demo’s dates match their occasions', () => {
  it.each(seededOn)('seeded on %s, the Republic Day assembly is on the next 26 January', (today) => {
    const assembly = demoEvents.find((event) => event.title.startsWith('Republic Day'));
    expect(assembly).toBeDefined();
    const day = demoEventDay(assembly!, today);
    expect(day.slice(5)).toBe('01-26');
    expect(day >= today).toBe(true);
    expect(day < `${Number(today.slice(0, 4)) + 1}-01-27`).toBe(true);
  });

  it.each(seededOn)('seeded on %s, the calendar keeps Republic Day, Independence Day and Gandhi Jayanti on their days', (today) => {
    const entries = demoCalendarEntries(today);
    const on = (title: string) => entries.find((entry) => entry.title === title)?.startsOn.slice(5);
    expect(on('Republic Day')).toBe('01-26');
    expect(on('Independence Day')).toBe('08-15');
    expect(on('Gandhi Jayanti')).toBe('10-02');
  });

  it('keeps the school’s own events a set number of days after seeding', () => {
    const annualDay = demoEvents.find((event) => event.title === 'Annual Day Celebration')!;
    expect(demoEventDay(annualDay, '2026-11-25')).toBe('2026-12-19');
  });
});
