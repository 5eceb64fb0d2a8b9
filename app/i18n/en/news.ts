/** English: the gallery, the upcoming events and the newsletter (a notice's words are the site's `notices`). */
export const galleryText = {
  pageTitle: 'Gallery',
  pageLead: 'Moments from our classrooms, playground and celebrations.',
  description: 'Photos of school life: assemblies, classes, sports days, exhibitions and celebrations.',
  empty: 'No photos found.',
  /** How many photos an album has, on its card. */
  photoCount: { one: '{count} photo', other: '{count} photos' },
  /** A photo staff gave no title: its album's title and its place there say what it shows. */
  photoPlace: '{album}, photo {n} of {total}',
  /** An album page's description for search engines and shared links, before what staff wrote of it. */
  albumDescription: '{count} of “{album}”, {date}, from the school gallery.',
  albumEmpty: 'This album has no photos yet.',
  heldOn: 'Date',
  backToGallery: 'Back to the gallery',
  viewLarger: 'view larger',
  viewer: 'Photo viewer',
  position: 'Photo {n} of {total}',
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close',
  keyboardHint: 'Use the arrow keys to move between photos and Escape to close.',
} as const;

export const eventsText = {
  pageTitle: 'Upcoming Events',
  pageLead: 'Celebrations, sports, exhibitions and assemblies coming up at school.',
  description: 'Dates of the school’s coming celebrations, sports days, exhibitions and assemblies, soonest first.',
  empty: 'No upcoming events at this time',
  emptyLead: 'New events are announced on the notice board and here as soon as their dates are fixed.',
  /** With no events: the way to the notices. */
  viewAllNotices: 'View All Notices & Events',
  backHome: 'Back to home',
  nextEvent: 'Next event',
  later: 'Also coming up',
  dateToBeAnnounced: 'Date to be announced',
  untitled: 'School event',
  today: 'Today',
  tomorrow: 'Tomorrow',
  /** Two days or more away. */
  inDays: 'In {n} days',
} as const;

export const newsletterText = {
  pageTitle: 'Newsletter',
  pageLead: 'The last month at school at a glance: notices, coming events and new photos.',
  description: 'The school’s newsletter: this month’s notices, the next events and the newest photos in one place.',
  updated: 'Updated {date}',
  noticesTitle: 'From the notice board',
  noticesLead: 'Notices from the last {days} days, newest first.',
  noticesEmpty: 'No notices in the last {days} days.',
  allNotices: 'See all notices',
  eventsTitle: 'Coming up',
  allEvents: 'See all upcoming events',
  photosTitle: 'From the gallery',
  photosEmpty: 'No photos have been added yet.',
  allPhotos: 'Open the gallery',
  askTitle: 'A question about any of this?',
  askLead: 'The school office is happy to help.',
  call: 'Call the office',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  contactPage: 'All the ways to reach us',
} as const;

/** Sharing an item (a notice, an event, a job post) on WhatsApp, and the picture a shared link shows. */
export const shareText = {
  whatsapp: 'Share on WhatsApp',
  /** After the visible words, for a screen reader: which item, since a list has one link per item. */
  item: '“{title}” (opens WhatsApp)',
  /** The kind of item, on the picture a shared link shows (the school's name is above it). */
  cardKind: { notice: 'Notice', event: 'Event', job: 'Job opening' },
} as const;
