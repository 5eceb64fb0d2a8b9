/**
 * The site's menus (SPEC.md §2.2), with every target resolved to a real page as DESIGN.md §5 says:
 * home-page anchors become `/#id` so they work from any page, and the spec's in-page anchors of other
 * sections point at the pages that hold them.
 */
export interface NavLink {
  label: string;
  to: string;
}

export interface NavItem extends NavLink {
  children?: NavLink[];
}

export const mainMenu: NavItem[] = [
  { label: 'Home', to: '/' },
  {
    label: 'About',
    to: '/#about',
    children: [
      { label: 'Our Story', to: '/our-story' },
      { label: 'Mission & Vision', to: '/mission&vision' },
      { label: 'Leadership', to: '/leadership' },
      { label: 'Awards', to: '/our-story#awards' },
      { label: 'Testimonials', to: '/testimonial' },
    ],
  },
  {
    label: 'Academics',
    to: '/#academics',
    children: [
      { label: 'Primary Education', to: '/primary-education' },
      { label: 'Secondary Education', to: '/secondary-education' },
      { label: 'Curriculum', to: '/school-curriculum' },
      { label: 'Faculty', to: '/school-faculty' },
      { label: 'Toppers', to: '/school-topper' },
    ],
  },
  {
    label: 'Facilities',
    to: '/#facilities',
    children: [
      { label: 'Library', to: '/facility/library' },
      { label: 'Science Labs', to: '/facility/science-labs' },
      { label: 'Sports Complex', to: '/facility/sports-complex' },
      { label: 'Arts Center', to: '/facility/arts-center' },
      { label: 'Music Hall', to: '/facility/music-hall' },
      { label: 'Common Areas', to: '/facility/common-areas' },
    ],
  },
  {
    label: 'Admissions',
    to: '/#admissions',
    children: [
      { label: 'Requirements', to: '/admissions#requirements' },
      { label: 'Fees', to: '/admissions#fees' },
      { label: 'Campus Tours', to: '/admissions#tours' },
      { label: 'FAQs', to: '/admissions#faqs' },
    ],
  },
  {
    label: 'News & Events',
    to: '/#news',
    children: [
      { label: 'Notices', to: '/school-notices' },
      { label: 'Gallery', to: '/gallery' },
      { label: 'Upcoming Events', to: '/upcoming-events' },
      { label: 'Newsletter', to: '/newsletter' },
    ],
  },
  { label: 'Contact', to: '/contact' },
];

/** Footer links: each to its own page (SPEC.md pointed them all at one). */
export const footerQuickLinks: NavLink[] = [
  { label: 'About Us', to: '/our-story' },
  { label: 'Mission & Vision', to: '/mission&vision' },
  { label: 'Leadership', to: '/leadership' },
  { label: 'Notices', to: '/school-notices' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Careers', to: '/careers' },
  { label: 'Contact', to: '/contact' },
];

export const footerProgrammeLinks: NavLink[] = [
  { label: 'Primary Education', to: '/primary-education' },
  { label: 'Secondary Education', to: '/secondary-education' },
  { label: 'Curriculum', to: '/school-curriculum' },
  { label: 'Facilities', to: '/facility' },
  { label: 'Admissions', to: '/admissions' },
];

export const policyLinks = {
  privacy: '/policies#privacy',
  terms: '/policies#terms',
  cookies: '/policies#cookies',
} as const;
