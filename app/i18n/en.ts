/**
 * English UI text. Pages take their words from here, never from scattered literals, so that the
 * Hindi catalogue can follow with the same keys. Content that staff write lives in the database.
 */
export const en = {
  frame: {
    skipToContent: 'Skip to main content',
    call: 'Call',
    email: 'E-mail',
    address: 'Address',
    login: 'Login',
    dashboard: 'Dashboard',
    menu: 'Menu',
    mainMenu: 'Main menu',
    home: 'Home',
    breadcrumb: 'Breadcrumb',
    demoNotice: 'This site is showing demo content. Staff can replace it from the dashboard.',
  },
  footer: {
    quickLinks: 'Quick links',
    programmes: 'Programmes',
    reachUs: 'Reach us',
    contactPage: 'All the ways to reach us',
    hours: 'School hours',
    followUs: 'Follow us',
    policies: 'Policies',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    cookies: 'Cookie Policy',
    rights: 'All rights reserved.',
  },
  notices: {
    pageTitle: 'Notices',
    pageLead: 'News, exam schedules, holidays and events from the school office.',
    sectionTitle: 'Notices & Events',
    sectionLead: 'The latest from the school office.',
    viewAll: 'View All Notices & Events',
    empty: 'No Notice Found',
    latest: 'Latest',
    readMore: 'Read the notice',
    priority: { high: 'Important', medium: 'Notice', low: 'For information' },
    category: {
      academic: 'Academic',
      sports: 'Sports',
      arts: 'Arts',
      admissions: 'Admissions',
      facility: 'Facility',
      holiday: 'Holiday',
      other: 'General',
    },
    quickLinks: 'Quick links',
    contactOffice: 'Contact Office',
  },
  notFound: {
    title: 'Page not found',
    heading: 'Oops! The page you\u2019re looking for doesn\u2019t exist',
    lead: 'The link may be old, or the address may have a typing mistake.',
    goHome: 'Go Back Home',
  },
  error: {
    title: 'Something went wrong',
    lead: 'We could not show this page just now. Please try again in a minute.',
    unavailable: 'The site is briefly unavailable. Please try again in a minute.',
    tryAgain: 'Try again',
  },
} as const;

export type UiText = typeof en;
export const text: UiText = en;
