/** English UI text: people (faculty, toppers, and the school office's contacts beside them). */
export const peopleText = {
  /** A person's photo, and the initials shown when staff added none. */
  photoAlt: 'Photo of {name}',
  initialsLabel: 'Initials of {name}',
  office: {
    call: 'Call',
    whatsapp: 'WhatsApp',
    whatsappAction: 'Message the office',
    email: 'E-mail',
    address: 'Address',
    hours: 'Office hours',
    contactPage: 'All ways to reach us',
  },
  /**
   * A faculty member's post and appointment status (decision 0059), keyed by the faculty module's
   * `facultyPosts` and `appointmentStatuses`: the profile and the board's disclosure name them.
   */
  facultyPost: {
    principal: 'Principal',
    'vice-principal': 'Vice Principal',
    pgt: 'PGT (Post Graduate Teacher)',
    tgt: 'TGT (Trained Graduate Teacher)',
    prt: 'PRT (Primary Teacher)',
    'special-educator': 'Special educator',
    counsellor: 'Counsellor and wellness teacher',
    other: 'Other staff',
  },
  appointment: {
    regular: 'Regular',
    contract: 'On contract',
    'part-time': 'Part-time',
  },
} as const;

/** The faculty pages (SPEC.md §2.5): the list, the cards and a teacher's profile. */
export const facultyText = {
  pageTitle: 'Our Faculty',
  pageLead: 'The teachers and staff who know every child by name.',
  description: 'Meet our principal, teachers and coaches: their subjects, qualifications and experience.',
  empty: 'No Faculty Found.',
  viewProfile: 'View Profile',
  backToFaculty: 'Back to all faculty',
  aboutHeading: 'About',
  /** The profile's qualification (in English, as staff wrote it) and post, when staff gave them. */
  qualificationLabel: 'Qualification',
  postLabel: 'Post',
  noDetails: 'More about this teacher will be added soon.',
  notFoundTitle: 'Teacher not found',
  notFoundLead: 'This profile may have been removed, or the link may have a typing mistake.',
  contactHeading: 'Talk to the school office',
  contactLead: 'To meet or speak with a teacher, please contact the school office first.',
  /** A profile's page title and, without details, its description. */
  profileTitle: '{name}, {role}',
  profileDescription: '{name}, {role}.',
  profileDescriptionWithDetails: '{role}. {details}',
} as const;

/** The toppers page (SPEC.md §9). */
export const toppersText = {
  pageTitle: 'Our Toppers',
  pageLead: 'Students who did best in their examinations, by marks.',
  description: 'Our best examination results: each topper’s class, percentage and exam year, highest marks first.',
  empty: 'No student results found.',
  badges: ['1st', '2nd', '3rd'],
  rankLabel: 'Rank',
  marks: 'Marks',
  examYear: 'Exam year',
} as const;
