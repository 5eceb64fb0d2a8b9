/** English: the alert bar at the top of every public page, and the dashboard's alert screens (issue 17). */
export const alertBarText = {
  /** The bar's name for screen readers. */
  region: 'School alerts',
  levels: { information: 'Notice', urgent: 'Urgent' },
  /** The close button: the visitor's own choice, remembered on this device until the school's day ends. */
  dismiss: 'Hide this alert for today',
} as const;

export const dashboardAlertsText = {
  addTitle: 'Add Alert',
  addLead: 'A closure or emergency message shown at the top of every page of the website from its start until its end.',
  listTitle: 'Alerts',
  listLead: 'Alerts showing now, those scheduled, and those that ended in the last two weeks. Times are India time.',
  editTitle: 'Edit Alert',
  text: 'Message',
  textPlaceholder: 'School closed on Monday because of heavy rain',
  textHint: 'One or two sentences; it stays on screen while visitors read every page.',
  level: 'Level',
  levels: { information: 'Information: a calm notice', urgent: 'Urgent: a closure or an emergency, in red' },
  startsAt: 'Shown from',
  endsAt: 'Shown until',
  timeHint: 'India time',
  states: { current: 'Showing now', scheduled: 'Scheduled', ended: 'Ended' },
  /** The second line of an alert in the list: its state, level and times. */
  line: '{state} · {level} · {start} to {end}',
  levelShort: { information: 'Information', urgent: 'Urgent' },
  submit: 'Save Alert',
  submitting: 'Saving…',
  created: 'Alert saved',
  deleted: 'Deleted successfully',
  empty: 'No alerts',
  itemWord: 'alert',
} as const;
