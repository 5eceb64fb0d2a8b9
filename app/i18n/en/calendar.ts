/** The academic calendar (issue 17): the public page and feed, the dashboard's screens, and the rules' words. */

export const calendarText = {
  pageTitle: 'Academic Calendar',
  pageLead: 'Holidays, examinations, parent–teacher meetings and events, month by month.',
  description: 'The school’s academic calendar: holidays, examinations, parent–teacher meetings and events. Subscribe on your phone.',
  views: { list: 'List', month: 'Month' },
  viewsLabel: 'How to show the calendar',
  kinds: { holiday: 'Holiday', exam: 'Examination', meeting: 'Parent–teacher meeting', event: 'Event', other: 'Other' },
  kindsLabel: 'Show only',
  allKinds: 'Everything',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  thisMonth: 'This month',
  /** `{month}`: "December 2026". */
  monthHeading: '{month}',
  empty: 'Nothing is on the calendar from today on.',
  emptyMonth: 'Nothing is on the calendar this month.',
  allDay: 'All day',
  /** `{first}` and `{last}`: two days or times of one entry. */
  span: '{first} – {last}',
  eventLink: 'About the event',
  comingUp: 'Coming up',
  subscribeTitle: 'Add to your phone’s calendar',
  subscribeLead: 'Subscribe once and every date the school adds or changes appears in your calendar app by itself.',
  subscribeAll: 'Subscribe to everything',
  /** `{kind}`: "Holiday". */
  subscribeKind: '{kind} only',
  subscribeHelp: 'On an iPhone, tap the link. In Google Calendar, choose “Other calendars”, then “From URL”, and paste the link.',
  /** The feed's name in a calendar app; `{school}`: the school's name. */
  feedName: '{school}: calendar',
  /** `{more}`: how many more entries that day than the month's grid shows. */
  moreThatDay: '+{more} more',
  today: 'Today',
} as const;

export const dashboardCalendarText = {
  addTitle: 'Add to the Calendar',
  addLead: 'A holiday, examination, parent–teacher meeting or other date. Events added under Events appear on the calendar by themselves.',
  listTitle: 'Manage the Calendar',
  listLead: 'Every date from this month on, earliest first. Edit or delete one, or import a term’s dates from a spreadsheet.',
  editTitle: 'Edit a Calendar Date',
  kind: 'Type',
  title: 'Title',
  titlePlaceholder: 'For example: Durga Puja vacation',
  details: 'Details',
  detailsHint: 'What parents should know: timings, what to bring, which classes.',
  startsOn: 'First day',
  endsOn: 'Last day',
  endsOnHint: 'Leave empty for a single day.',
  startsAt: 'Start time',
  endsAt: 'End time',
  timesHint: 'Leave the times empty for whole days.',
  submit: 'Add to Calendar',
  submitting: 'Adding…',
  created: 'Added to the calendar',
  deleted: 'Deleted successfully',
  empty: 'Nothing on the calendar yet',
  itemWord: 'calendar date',
  importTitle: 'Import from a spreadsheet',
  importLead: 'A CSV file with one date per line: the date, the title, the type (holiday, exam, meeting, event or other; empty means holiday), and optionally the last day. Dates like 26/01/2027 or 2027-01-26.',
  importFile: 'CSV file',
  importSubmit: 'Import',
  importSubmitting: 'Importing…',
  /** `{count}`: how many dates were added. */
  imported: { one: '{count} date added to the calendar.', other: '{count} dates added to the calendar.' },
  /** `{count}`: lines whose day and title were already on the calendar. */
  importSkipped: { one: '{count} line was already on the calendar.', other: '{count} lines were already on the calendar.' },
  importProblemsTitle: 'These lines were not imported. Correct them and import the file again:',
  /** `{line}`: the line's number in the file; `{problem}`: what is wrong with it. */
  importLine: 'Line {line}: {problem}',
} as const;

/** The rules' words for a calendar entry and a calendar import (app/modules/calendar). */
export const calendarRulesText = {
  kindMissing: 'Choose the type: holiday, examination, meeting, event or other',
  titleMissing: 'Enter the title',
  titleTooLong: 'Keep the title under {max} characters',
  detailsTooLong: 'Keep the details under {max} characters',
  titleHiTooLong: 'Keep the Hindi title under {max} characters',
  detailsHiTooLong: 'Keep the Hindi details under {max} characters',
  dayMissing: 'Enter the day as a date, for example 2027-01-26',
  timeNotReal: 'Enter the time as hours and minutes, for example 09:30',
  endsBeforeStart: 'The end comes before the start',
  endTimeWithoutStart: 'Give a start time too, or leave both times empty for whole days',
  importUnreadable: 'The file could not be read as CSV near line {line}. Save it from the spreadsheet as “CSV (comma delimited)” and try again.',
  importFileMissing: 'Choose the CSV file to import',
  importNotText: 'This file is not a CSV text file. In the spreadsheet, choose Save as, then “CSV UTF-8”.',
  importEmpty: 'The file has no dates in it. Each line needs a date, a title and a type.',
  importTooLong: 'The file has more than {max} lines. Import one term at a time.',
  importTooManyColumns: 'too many columns: give the date, the title, the type and the last day only',
  importKindUnknown: 'the type “{kind}” is not one of holiday, exam, meeting, event or other',
} as const;
