import { demoEventDay } from '../../app/db/seed/demo-calendar';
import { demoEvents } from '../../app/db/seed/demo-content';
import { todayInSchool } from '../../app/lib/dates';

/**
 * The demo's event titles in the order the site lists them when seeded today: soonest first, and on
 * the same day in the order they were added. The order moves with the calendar (Republic Day keeps its
 * real date while the school's own events are a number of days after seeding), so specs ask for it
 * rather than writing it down.
 */
export function demoEventTitlesInOrder(today: string = todayInSchool()): string[] {
  return demoEvents
    .map((event, position) => ({ title: event.title, day: demoEventDay(event, today), position }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.position - b.position)
    .map((event) => event.title);
}
