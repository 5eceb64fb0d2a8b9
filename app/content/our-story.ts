/**
 * The school's story (SPEC.md §2.5 "History / our story"): the counters, the timeline and the
 * awards. The spec left the 2025 entry empty; it records the fifth year, which is true of a
 * school founded in 2020.
 */

export const ourStoryLead = 'From a handful of classrooms in 2020 to a school of about two hundred children.';

export const ourStoryIntro = {
  eyebrow: 'Since 2020',
  title: 'A school that grew with its families',
  paragraphs: [
    'We opened in 2020 with a simple promise: a caring, English-medium school close to home, where every child is known by name. Families trusted us in a difficult first year, and the school has grown with them ever since.',
    'Today about two hundred students learn from Reception to Class 8 with a team of twenty teachers and staff, in a campus that now has a library, science laboratories, a sports ground, an arts room and a music hall.',
  ],
};

export interface Counter {
  value: number;
  /** Shown after the number: "+" or "%". */
  suffix: string;
  label: string;
}

/** SPEC.md §2.5: the counters count up over 1.4 s to these numbers. */
export const counters: Counter[] = [
  { value: 200, suffix: '+', label: 'Students Enrolled' },
  { value: 98, suffix: '%', label: 'Average % Score' },
  { value: 150, suffix: '+', label: 'Awards & Recognitions' },
  { value: 20, suffix: '+', label: 'Experienced Faculty' },
];

export const countUpDurationMs = 1400;

export interface TimelineEntry {
  year: number;
  title: string;
  text: string;
}

export const timeline: TimelineEntry[] = [
  {
    year: 2020,
    title: 'The school opens',
    text: 'Our first classes begin, from Reception to Class 5, with a small team of teachers and the first families who believed in us. Through the months of closures we kept children learning with worksheets and phone calls.',
  },
  {
    year: 2021,
    title: 'The library and a full campus',
    text: 'Children return to the classroom. The library opens with books in English and Hindi, and every class gets a weekly reading period.',
  },
  {
    year: 2022,
    title: 'Science laboratories and Class 6',
    text: 'The science laboratories are equipped, and the school grows into the middle classes with subject teachers for Class 6.',
  },
  {
    year: 2023,
    title: 'Sports, arts and music',
    text: 'The sports ground and court, the arts room and the music hall open, and the first Annual Sports Day and Annual Day are held.',
  },
  {
    year: 2024,
    title: 'Classes up to 8',
    text: 'The first students reach Class 8. Our students take part in inter-school competitions and bring home their first district-level prizes.',
  },
  {
    year: 2025,
    title: 'Five years together',
    text: 'We complete five years with about two hundred students and twenty teachers and staff. We thank our families, and keep improving: more books, more practical work, more time for every child.',
  },
];

export interface AwardGroup {
  title: string;
  text: string;
}

export const awardsLead =
  'Our 150 awards and recognitions are the certificates, medals and prizes our students and teachers have earned since 2020. Most are small, and each one was hard-won.';

export const awardGroups: AwardGroup[] = [
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
];
