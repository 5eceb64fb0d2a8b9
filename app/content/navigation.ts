/**
 * The site's menus (SPEC.md §2.2), with every target resolved to a real page as DESIGN.md §5 says:
 * home-page anchors become `/#id` so they work from any page, and the spec's in-page anchors of other
 * sections point at the pages that hold them. A link's name is the catalogue's `menuLinks[id]`.
 */
import type { Catalogue } from '~/i18n/catalogue';

export type NavLinkId = keyof Catalogue['menuLinks'];

export interface NavLink {
  id: NavLinkId;
  to: string;
}

export interface NavItem extends NavLink {
  children?: NavLink[];
}

export const mainMenu: NavItem[] = [
  { id: 'home', to: '/' },
  {
    id: 'about',
    to: '/#about',
    children: [
      { id: 'ourStory', to: '/our-story' },
      { id: 'missionVision', to: '/mission&vision' },
      { id: 'leadership', to: '/leadership' },
      { id: 'awards', to: '/our-story#awards' },
      { id: 'testimonials', to: '/testimonial' },
      { id: 'careers', to: '/careers' },
    ],
  },
  {
    id: 'academics',
    to: '/#academics',
    children: [
      { id: 'primaryEducation', to: '/primary-education' },
      { id: 'secondaryEducation', to: '/secondary-education' },
      { id: 'curriculum', to: '/school-curriculum' },
      { id: 'faculty', to: '/school-faculty' },
      { id: 'toppers', to: '/school-topper' },
    ],
  },
  {
    id: 'facilities',
    to: '/#facilities',
    children: [
      { id: 'library', to: '/facility/library' },
      { id: 'scienceLabs', to: '/facility/science-labs' },
      { id: 'sportsComplex', to: '/facility/sports-complex' },
      { id: 'artsCenter', to: '/facility/arts-center' },
      { id: 'musicHall', to: '/facility/music-hall' },
      { id: 'commonAreas', to: '/facility/common-areas' },
    ],
  },
  {
    id: 'admissions',
    to: '/#admissions',
    children: [
      { id: 'requirements', to: '/admissions#requirements' },
      { id: 'fees', to: '/admissions#fees' },
      { id: 'campusTours', to: '/admissions#tours' },
      { id: 'faqs', to: '/admissions#faqs' },
      { id: 'prospectus', to: '/prospectus' },
      { id: 'enquiry', to: '/enquiry' },
    ],
  },
  {
    id: 'newsEvents',
    to: '/#news',
    children: [
      { id: 'notices', to: '/school-notices' },
      { id: 'gallery', to: '/gallery' },
      { id: 'upcomingEvents', to: '/upcoming-events' },
      { id: 'calendar', to: '/calendar' },
      { id: 'newsletter', to: '/newsletter' },
    ],
  },
  { id: 'contact', to: '/contact' },
];

/** Footer links: each to its own page (SPEC.md pointed them all at one). */
export const footerQuickLinks: NavLink[] = [
  { id: 'aboutUs', to: '/our-story' },
  { id: 'missionVision', to: '/mission&vision' },
  { id: 'leadership', to: '/leadership' },
  { id: 'notices', to: '/school-notices' },
  { id: 'gallery', to: '/gallery' },
  { id: 'careers', to: '/careers' },
  { id: 'tcVerification', to: '/tc-verification' },
  { id: 'contact', to: '/contact' },
];

export const footerProgrammeLinks: NavLink[] = [
  { id: 'primaryEducation', to: '/primary-education' },
  { id: 'secondaryEducation', to: '/secondary-education' },
  { id: 'curriculum', to: '/school-curriculum' },
  { id: 'facilities', to: '/facility' },
  { id: 'admissions', to: '/admissions' },
  { id: 'feeStructure', to: '/fees' },
];

export const policyLinks = {
  privacy: '/policies#privacy',
  terms: '/policies#terms',
  cookies: '/policies#cookies',
} as const;
