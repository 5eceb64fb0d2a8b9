import ICAL from 'ical.js';
import { shiftDay } from '~/lib/dates';
import type { CalendarItem } from './calendar.server';

/**
 * The calendar as an iCalendar feed (RFC 5545) that Google Calendar and phones subscribe to (issue 17,
 * docs/decisions/0063-academic-calendar.md). Written with ical.js, a maintained implementation of
 * the format (escaping, folding, dates), rather than by hand.
 *
 * - Each item has a UID that never changes (`calendar-7@school.example.in`, `event-3@…`), and a
 *   SEQUENCE that rises with each edit, so a subscribed calendar replaces its copy instead of adding one.
 * - Whole-day entries are DATE values with the day after the last as DTEND (the end is exclusive).
 * - Timed entries are instants in UTC: India keeps one offset, +05:30, all year, so no VTIMEZONE is needed.
 */

export interface FeedOptions {
  /** The calendar's name in the subscriber's list ("Gyan Jyoti Public School: calendar"). */
  name: string;
  /** The site's address (config.publicUrl): the UIDs' domain and each item's URL. */
  origin: string;
  /** The page an item links to, from the site's address (a Hindi feed links the Hindi pages). */
  pathOf: (item: CalendarItem) => string;
  /** The item's title and details in the feed's language. */
  textOf: (item: CalendarItem) => { title: string; details: string };
  /** The kind's word, for CATEGORIES. */
  kindWord: (item: CalendarItem) => string;
}

const indiaOffset = '+05:30';

function dayValue(isoDay: string): ICAL.Time {
  return ICAL.Time.fromDateString(isoDay);
}

function dayAfter(isoDay: string): ICAL.Time {
  return ICAL.Time.fromDateString(shiftDay(isoDay, 1));
}

function instant(isoDay: string, time: string): ICAL.Time {
  return ICAL.Time.fromJSDate(new Date(`${isoDay}T${time}:00${indiaOffset}`), true);
}

function eventOf(item: CalendarItem, options: FeedOptions): ICAL.Component {
  const host = new URL(options.origin).host;
  const event = new ICAL.Component('vevent');
  event.updatePropertyWithValue('uid', `${item.source === 'entry' ? 'calendar' : 'event'}-${item.id}@${host}`);
  event.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(item.updatedAt), true));
  event.updatePropertyWithValue('last-modified', ICAL.Time.fromJSDate(new Date(item.updatedAt), true));
  event.updatePropertyWithValue('sequence', item.revision);
  if (item.startsAt === null) {
    event.updatePropertyWithValue('dtstart', dayValue(item.startsOn));
    event.updatePropertyWithValue('dtend', dayAfter(item.endsOn));
    // A holiday does not make anyone busy in a calendar app.
    event.updatePropertyWithValue('transp', 'TRANSPARENT');
  } else {
    event.updatePropertyWithValue('dtstart', instant(item.startsOn, item.startsAt));
    if (item.endsAt !== null) event.updatePropertyWithValue('dtend', instant(item.endsOn, item.endsAt));
    else if (item.endsOn !== item.startsOn) event.updatePropertyWithValue('dtend', dayAfter(item.endsOn));
  }
  const { title, details } = options.textOf(item);
  event.updatePropertyWithValue('summary', title);
  if (details) event.updatePropertyWithValue('description', details);
  event.updatePropertyWithValue('categories', options.kindWord(item));
  event.updatePropertyWithValue('url', `${options.origin}${options.pathOf(item)}`);
  return event;
}

/** The feed's text: CRLF lines, folded at 75 characters, as RFC 5545 asks. */
export function calendarFeed(items: readonly CalendarItem[], options: FeedOptions): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', `-//${new URL(options.origin).host}//School calendar//EN`);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', options.name);
  calendar.updatePropertyWithValue('x-wr-timezone', 'Asia/Kolkata');
  // How often a subscriber should fetch it again: Google and Apple read one or the other.
  calendar.updatePropertyWithValue('refresh-interval', ICAL.Duration.fromString('PT6H')).setParameter('value', 'DURATION');
  calendar.updatePropertyWithValue('x-published-ttl', 'PT6H');
  for (const item of items) calendar.addSubcomponent(eventOf(item, options));
  return `${calendar.toString()}\r\n`;
}
