/**
 * English: the six facilities (SPEC.md §3), by the ids of app/content/facilities.ts: what cards and
 * links show (`facilities`, with each picture's alt text in the order of the content's scenes) and the
 * facility pages' own words (`facilityPage`). The long descriptions are in facility-details.ts.
 */
export const facilityPageText = {
  indexTitle: 'Facilities',
  indexLead: 'Six spaces where children read, experiment, play, create, perform and meet.',
  indexDescription:
    'Our library, science laboratories, sports complex, creative arts center, music hall and student commons: what each offers, its hours and where it is.',
  /** A facility page's description: its summary, where it is and its hours. */
  description: '{summary} {location}; {hours}.',
  picturesLabel: '{facility}: pictures',
  explore: 'Explore',
  about: 'About this facility',
  features: 'Features',
  details: 'At a glance',
  hours: 'Hours',
  capacity: 'Capacity',
  location: 'Location',
  moreInfoTitle: 'Need More Information?',
  moreInfoText: 'Ask the office about this facility, or come and see it for yourself on a campus tour.',
  contactUs: 'Contact Us',
  bookTour: 'Book a campus tour',
  otherFacilities: 'Other facilities',
  notFoundTitle: 'Facility Not Found',
  notFoundLead: 'We could not find that facility. It may have been renamed.',
  notFoundHeading: 'Our facilities',
  goHome: 'Go Back Home',
} as const;

export const facilitiesText = {
  library: {
    title: 'Modern Library',
    summary: 'A quiet, bright room of books in English and Hindi, with a reading hour for every class.',
    pictures: [
      'Illustration: tall shelves of colourful books beside a sunny window',
      'Illustration: a child reading at a library table under a lamp',
    ],
  },
  'science-labs': {
    title: 'Science Laboratories',
    summary: 'Hands-on practicals in physics, chemistry and biology, safely supervised.',
    pictures: [
      'Illustration: a laboratory bench with flasks and test tubes',
      'Illustration: a microscope beside a notebook and specimen slides',
    ],
  },
  'sports-complex': {
    title: 'Sports Complex',
    summary: 'A playground, courts and equipment for games, athletics and yoga every day.',
    pictures: [
      'Illustration: a running track around a green playing field',
      'Illustration: a basketball hoop and ball on a marked court',
    ],
  },
  'arts-center': {
    title: 'Creative Arts Center',
    summary: 'Drawing, painting and craft in a room made for making things.',
    pictures: [
      'Illustration: an easel with a painting of the sun, and a palette of paints',
      'Illustration: paper crafts, brushes and coloured pencils on a table',
    ],
  },
  'music-hall': {
    title: 'Music Hall',
    summary: 'Singing, tabla, harmonium and keyboard, and the stage for our performances.',
    pictures: [
      'Illustration: a tabla pair and a harmonium with music notes',
      'Illustration: a small stage with curtains, a microphone and a keyboard',
    ],
  },
  'common-areas': {
    title: 'Student Commons',
    summary: 'A shaded courtyard, assembly area and lunch space where the school meets.',
    pictures: [
      'Illustration: a courtyard with a shady tree, benches and the school building',
      'Illustration: lunch tables with tiffin boxes and a water dispenser',
    ],
  },
} as const;
