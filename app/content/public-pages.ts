/**
 * Every public page with a fixed address, for the sitemap (and the link crawl that starts from it).
 * Pages with an id in their address (notices, faculty, facilities) are added from their sources.
 */
export const publicPagePaths = [
  '/',
  '/our-story',
  '/mission&vision',
  '/leadership',
  '/testimonial',
  '/school-curriculum',
  '/primary-education',
  '/secondary-education',
  '/school-faculty',
  '/school-topper',
  '/facility',
  '/school-notices',
  '/gallery',
  '/upcoming-events',
  '/calendar',
  '/newsletter',
  '/admissions',
  '/fees',
  '/prospectus',
  '/enquiry',
  '/contact',
  '/careers',
  '/policies',
  '/tc-verification',
] as const;

/** The Mandatory Public Disclosure: a page only while the school names a board (DESIGN.md §9). */
export const disclosurePagePath = '/mandatory-public-disclosure';
