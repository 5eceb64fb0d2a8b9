import { shiftDay } from '~/lib/dates';
import type { CalendarEntryInput } from '~/modules/calendar/calendar-schema';
import type { DemoEvent } from './demo-content';

/**
 * The demo's academic calendar (issue 17): India's fixed national days on their real dates, a Bihar
 * school's year (session from April, summer vacation, half-yearly and annual examinations), and a
 * parent–teacher meeting on a Saturday soon, each at its next date from the day the demo is seeded.
 */

type DemoDate = { kind: CalendarEntryInput['kind']; title: string; titleHi: string; details?: string; detailsHi?: string; lastsDays?: number } & (
  { on: `${number}-${number}` } | { saturdayAfterDays: number; startsAt: string; endsAt: string }
);

const demoDates: DemoDate[] = [
  {
    kind: 'holiday',
    title: 'Republic Day',
    titleHi: 'गणतंत्र दिवस',
    on: '01-26',
    details: 'Flag hoisting at 8:00 am. The school closes after the assembly.',
    detailsHi: 'सुबह 8:00 बजे ध्वजारोहण। प्रार्थना सभा के बाद विद्यालय बंद रहेगा।',
  },
  { kind: 'exam', title: 'Annual examinations (Year 1 to Year 8)', titleHi: 'वार्षिक परीक्षा (कक्षा 1–8)', on: '03-02', lastsDays: 10 },
  {
    kind: 'other',
    title: 'New session begins',
    titleHi: 'नया सत्र आरंभ',
    on: '04-01',
    details: 'Classes begin at 8:00 am. Books and uniforms from the school office.',
    detailsHi: 'कक्षाएँ सुबह 8:00 बजे से। किताबें और वर्दी विद्यालय कार्यालय से।',
  },
  { kind: 'holiday', title: 'Summer vacation', titleHi: 'ग्रीष्मावकाश', on: '05-20', lastsDays: 31 },
  {
    kind: 'holiday',
    title: 'Independence Day',
    titleHi: 'स्वतंत्रता दिवस',
    on: '08-15',
    details: 'Flag hoisting at 8:00 am; parents are welcome.',
    detailsHi: 'सुबह 8:00 बजे ध्वजारोहण; अभिभावकों का स्वागत है।',
  },
  { kind: 'event', title: 'Teachers’ Day', titleHi: 'शिक्षक दिवस', on: '09-05' },
  { kind: 'exam', title: 'Half-yearly examinations (Year 3 to Year 8)', titleHi: 'अर्धवार्षिक परीक्षा (कक्षा 3–8)', on: '09-21', lastsDays: 8 },
  { kind: 'holiday', title: 'Gandhi Jayanti', titleHi: 'गांधी जयंती', on: '10-02' },
  { kind: 'event', title: 'Children’s Day', titleHi: 'बाल दिवस', on: '11-14' },
  { kind: 'holiday', title: 'Winter break', titleHi: 'शीतकालीन अवकाश', on: '12-25', lastsDays: 8 },
  {
    kind: 'meeting',
    title: 'Parent–teacher meeting',
    titleHi: 'अभिभावक-शिक्षक बैठक',
    saturdayAfterDays: 3,
    startsAt: '10:00',
    endsAt: '13:00',
    details: 'Meet your child’s class teacher and collect the term’s report card.',
    detailsHi: 'अपने बच्चे के कक्षा-शिक्षक से मिलें और सत्र का रिपोर्ट कार्ड लें।',
  },
];

/** The next day on or after `today` that falls on `monthDay` ("MM-DD"). */
export function nextOn(today: string, monthDay: string): string {
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
}

/** The first Saturday at least `days` after `today`. */
function saturdayAfter(today: string, days: number): string {
  let day = shiftDay(today, days);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = shiftDay(day, 1);
  return day;
}

/** The demo's entries for a school whose today is `today` ("YYYY-MM-DD"), each at its next date. */
export function demoCalendarEntries(today: string): CalendarEntryInput[] {
  return demoDates.map((date) => {
    const startsOn = 'on' in date ? nextOn(today, date.on) : saturdayAfter(today, date.saturdayAfterDays);
    return {
      kind: date.kind,
      title: date.title,
      titleHi: date.titleHi,
      details: date.details ?? '',
      detailsHi: date.detailsHi ?? null,
      startsOn,
      endsOn: date.lastsDays ? shiftDay(startsOn, date.lastsDays - 1) : null,
      startsAt: 'startsAt' in date ? date.startsAt : null,
      endsAt: 'endsAt' in date ? date.endsAt : null,
    };
  });
}

/** A demo event's day for a school whose today is `today`: a national day's next date, or the school's own a number of days on. */
export function demoEventDay(event: DemoEvent, today: string): string {
  return 'on' in event ? nextOn(today, event.on) : shiftDay(today, event.inDays);
}
