/**
 * English: the Our Story page (SPEC.md §2.5 "History / our story"). The counters' numbers and the
 * timeline's years are in app/content/our-story.ts; their words are keyed by them here. The spec left
 * the 2025 entry empty; it records the fifth year, which is true of a school founded in 2020.
 */
export const ourStoryText = {
  title: 'Our Story',
  lead: 'From a handful of classrooms in 2020 to a school of about two hundred children.',
  description:
    'How our school grew from its first classes in 2020 to about 200 students: the timeline, our campus, our numbers and our awards.',
  intro: {
    eyebrow: 'Since 2020',
    title: 'A school that grew with its families',
    paragraphs: [
      'We opened in 2020 with a simple promise: a caring, English-medium school close to home, where every child is known by name. Families trusted us in a difficult first year, and the school has grown with them ever since.',
      'Today about two hundred students learn from Reception to Year 8 (Class 8) with sixteen teachers, in a campus that now has a library, science laboratories, a sports ground, an arts room and a music hall.',
    ],
  },
  pictureAlt: 'Illustration: the school building and its shady courtyard',
  /** Beside the number of years, in large type. */
  yearsOfExcellence: { one: 'year of excellence', other: 'years of excellence' },
  /** Under the founding year, in the school's first calendar year, when there is no year to count yet. */
  foundedIn: 'the year we opened',
  enquireNow: 'Enquire Now',
  exploreTimeline: 'Explore Timeline',
  countersTitle: 'Our school in numbers',
  counters: {
    students: 'Students Enrolled',
    teachers: 'Teachers',
    classes: 'Classes, Reception to Year 8',
    classSize: 'Children at most in a class',
  },
  campusTitle: 'Our campus',
  timelineTitle: 'Our journey',
  timeline: {
    2020: {
      title: 'The school opens',
      text: 'Our first classes begin, from Reception to Year 5 (Class 5), with a small team of teachers and the first families who believed in us. Through the months of closures we kept children learning with worksheets and phone calls.',
    },
    2021: {
      title: 'The library and a full campus',
      text: 'Children return to the classroom. The library opens with books in English and Hindi, and every class gets a weekly reading period.',
    },
    2022: {
      title: 'Science laboratories and Year 6',
      text: 'The science laboratories are equipped, and the school grows into the middle classes with subject teachers for Year 6 (Class 6).',
    },
    2023: {
      title: 'Sports, arts and music',
      text: 'The sports ground and court, the arts room and the music hall open, and the first Annual Sports Day and Annual Day are held.',
    },
    2024: {
      title: 'Up to Year 8',
      text: 'The first students reach Year 8 (Class 8). Our students take part in inter-school competitions and bring home their first district-level prizes.',
    },
    2025: {
      title: 'Five years together',
      text: 'We complete five years with about two hundred students and sixteen teachers. We thank our families, and keep improving: more books, more practical work, more time for every child.',
    },
  },
  awardsTitle: 'Awards & Recognitions',
  awardsLead:
    'The certificates, medals and prizes our students and teachers have earned since 2020. Most are small, and each one was hard-won.',
  awards: [
    {
      title: 'Inter-school competitions',
      text: 'Prizes in drawing, essay writing, quiz and elocution contests between schools of our city.',
    },
    {
      title: 'Sports meets',
      text: 'Medals in athletics, and places for our cricket and football teams in district-level school meets.',
    },
    {
      title: 'Olympiads and talent tests',
      text: 'Merit certificates in mathematics, science and English olympiads taken by our students every year.',
    },
    {
      title: 'Arts and culture',
      text: 'Recognition for our choir, dance groups and the science exhibition models shown at inter-school events.',
    },
  ],
  nextTitle: 'Be part of the next chapter',
  contactUs: 'Contact Us',
  admissions: 'Admissions',
} as const;
