/**
 * The dashboard's menu, for the sidebar and the overview (decision 0067): first the daily job, the
 * inbox (with its count of new items) and the job applications; then each kind of content with its
 * management list (SPEC.md's addresses), its add screen (folded together under "Add new" in the menu,
 * so that a phone's menu stays short) and its count on the overview; then the other screens.
 * Their names are words, in the `staff` section's `menuDaily`, `menu` and `menuMore`.
 */
import type { Catalogue } from '~/i18n/catalogue';
import type { OverviewCounts } from '~/modules/dashboard/overview.server';

type ContentKind = keyof Catalogue['staff']['menu'];

/** What staff read and answer each day; `newCount` names the count the menu shows beside it. */
export const dailyMenu: readonly { kind: keyof Catalogue['staff']['menuDaily']; to: string; newCount?: 'inbox' }[] = [
  { kind: 'inbox', to: '/dashboard/inbox', newCount: 'inbox' },
  { kind: 'applications', to: '/dashboard/getresume' },
];

export const contentMenu: readonly { kind: ContentKind; add: string; manage: string; count: keyof OverviewCounts }[] = [
  { kind: 'notices', add: '/dashboard/add-notice', manage: '/dashboard/delnotice', count: 'notices' },
  { kind: 'photos', add: '/dashboard/uploadimage', manage: '/dashboard/del-picture', count: 'photos' },
  { kind: 'events', add: '/dashboard/add-upevents', manage: '/dashboard/del-events', count: 'upcomingEvents' },
  { kind: 'faculty', add: '/dashboard/add-faculty', manage: '/dashboard/delfaculty', count: 'faculty' },
  { kind: 'toppers', add: '/dashboard/add-topper', manage: '/dashboard/deltopperlist', count: 'toppers' },
  { kind: 'testimonials', add: '/dashboard/add-testimonial', manage: '/dashboard/testimonials', count: 'testimonials' },
  { kind: 'jobs', add: '/dashboard/add-job', manage: '/dashboard/delpost', count: 'openJobs' },
  { kind: 'calendar', add: '/dashboard/calendar/new', manage: '/dashboard/calendar', count: 'calendarEntries' },
  {
    kind: 'certificates',
    add: '/dashboard/transfer-certificates/new',
    manage: '/dashboard/transfer-certificates',
    count: 'transferCertificates',
  },
];

export const moreMenu: readonly { kind: keyof Catalogue['staff']['menuMore']; to: string }[] = [
  { kind: 'alerts', to: '/dashboard/alerts' },
  { kind: 'fees', to: '/dashboard/fees' },
  { kind: 'disclosure', to: '/dashboard/disclosure' },
  { kind: 'settings', to: '/dashboard/settings' },
  { kind: 'staffAccounts', to: '/dashboard/staff' },
];
