/** The dashboard's frame and what every screen shares: the menu, forms and management lists. */
export const staffText = {
  dashboard: {
    title: 'Dashboard',
    overview: 'Overview',
    signedInAs: 'Signed in as',
    home: 'Home',
    logout: 'Logout',
    menu: 'Dashboard menu',
    lead: 'What the website holds today.',
    counts: {
      notices: 'Notices',
      photos: 'Gallery photos',
      faculty: 'Faculty',
      toppers: 'Toppers',
      upcomingEvents: 'Upcoming events',
      openJobs: 'Open job posts',
      testimonials: 'Testimonials',
      newEnquiries: 'New enquiries',
      newMessages: 'New messages',
      applications: 'Job applications',
      transferCertificates: 'Transfer certificates',
      calendarEntries: 'Coming calendar dates',
    },
    viewSite: 'View the site',
    manageHeading: 'Manage the website',
    add: 'Add',
    manage: 'Manage',
  },
  /** The menu's kinds of content; their addresses are app/components/dashboard/dashboard-menu.ts's. */
  menu: {
    notices: 'Notices',
    photos: 'Photo albums',
    events: 'Events',
    faculty: 'Faculty',
    toppers: 'Toppers',
    testimonials: 'Testimonials',
    jobs: 'Job posts',
    calendar: 'Calendar',
    certificates: 'Transfer certificates',
  },
  /** The daily job, first in the menu (decision 0067). */
  menuDaily: {
    inbox: 'Inbox',
    applications: 'Job applications',
  },
  /** The menu's headings: the content's lists, its add screens folded together, and the rest. */
  menuGroups: {
    content: 'Website content',
    addNew: 'Add new',
    more: 'Settings and more',
  },
  /** A menu entry's count of new items, as its badge says it to a screen reader ("Inbox, 3 new"). */
  menuNewCount: { one: '{count} new', other: '{count} new' },
  menuMore: {
    alerts: 'Alerts',
    fees: 'Fee structure',
    disclosure: 'Public disclosure',
    settings: 'Site settings',
    staffAccounts: 'Staff accounts',
  },
  menuToggle: 'Menu',
  forms: {
    /** `{size}`: the largest photo accepted, "10 MB". */
    photoHint: 'JPEG, PNG, WebP or AVIF. Up to {size}.',
    photoTooLarge: 'This photo is larger than {size}. Please choose a smaller one.',
    currentPhoto: 'Current photo',
    keepPhoto: 'Choose a new photo only to replace this one.',
    removePhoto: 'Remove the photo (initials are shown instead)',
    /** `{size}`: the largest PDF accepted, "10 MB". */
    pdfHint: 'A PDF file, up to {size}. A scan saved as PDF works.',
    pdfTooLarge: 'This file is larger than {size}. Please choose a smaller one.',
    /** The PDF an item has now, in an editor: its name and size follow. */
    currentFile: 'Current file:',
    keepFile: 'Choose a new file only to replace this one.',
    kilobytes: '{amount} KB',
    megabytes: '{amount} MB',
    cancel: 'Cancel',
    saveChanges: 'Save changes',
    saving: 'Saving…',
    changesSaved: 'Changes saved',
    notFound: 'This item no longer exists. It may have been deleted.',
    /** The heading of an editor whose item is not there. */
    notFoundTitle: 'Not found',
    backToDashboard: 'Back to the dashboard',
    /** A Hindi twin's label: `{field}` is its English field's ("Title (Hindi)"). */
    inHindi: '{field} (Hindi)',
  },
  manage: {
    edit: 'Edit',
    delete: 'Delete',
    deleting: 'Deleting…',
    confirmLabel: 'Confirm delete',
    /** `{item}`: the screen's `itemWord` ("notice"); `{title}`: the item's own title or name. */
    confirmQuestion: 'Delete the {item} “{title}”? This cannot be undone.',
    confirmYes: 'Yes, delete',
    cancel: 'Cancel',
    alreadyGone: 'That item was already deleted.',
    addNew: 'Add new',
    /** Badges of an item that has English without Hindi: none of its texts in Hindi, or only some. */
    noHindi: 'No Hindi',
    someHindi: 'Hindi incomplete',
  },
} as const;
