/**
 * The school's leadership (SPEC.md §2.5 and §3: name, position, image, email, words, phone), fixed
 * content the page only renders. Leave `email`, `phone` or `words` out (or empty) when there is none:
 * the page then shows 'Email N/A', no phone link, or 'Biography will be updated soon.' as the spec says.
 * The portraits are illustrations in public/images/leadership/ until the school sends real photos.
 */

export interface LeaderPortrait {
  src: string;
  width: number;
  height: number;
}

export interface LeaderProfile {
  /** The profile's anchor on the page (/leadership#director). */
  id: string;
  name: string;
  position: string;
  image: LeaderPortrait;
  email?: string;
  phone?: string;
  /** Their words to parents: shown as a quote. */
  words?: string;
}

export const leadershipLead = 'The people who guide our school, what they believe in, and how to reach them.';

export const leaders: LeaderProfile[] = [
  {
    id: 'director',
    name: 'Mr. Arvind Kumar Singh',
    position: 'Director',
    image: { src: '/images/leadership/director.svg', width: 480, height: 480 },
    email: 'director@sunrisemission.example',
    words:
      'We started this school in 2020 with a simple promise to the families of our city: every child will be known, cared for and challenged. Good marks matter, but so do honesty, kindness and the courage to ask questions. Our doors are always open to parents, because a school grows best when families and teachers walk together.',
  },
  {
    id: 'principal',
    name: 'Mrs. Anjali Sinha',
    position: 'Principal',
    image: { src: '/images/leadership/principal.svg', width: 480, height: 480 },
    // No personal e-mail is published for the Principal: the page shows 'Email N/A' and parents
    // write to the school office instead (the Contact Leadership section below).
    phone: '+91 98765 43210',
    words:
      'In our classrooms children learn to read deeply, think clearly and speak with confidence, in English and in Hindi. Our teachers follow each child’s progress closely and talk with parents often. I invite you to visit us, sit in a class and see the joy of learning for yourself.',
  },
];

export const leadershipPhilosophy = {
  title: 'Our leadership philosophy',
  text: 'Leading a school means serving its children first. These are the principles our Director and Principal work by, and what parents can hold us to.',
  principles: [
    {
      title: 'Children first',
      text: 'Every decision, from timetables to fees, starts with one question: is it good for the children?',
    },
    {
      title: 'Open doors',
      text: 'Parents can meet the Principal on any working day by appointment through the school office.',
    },
    {
      title: 'Teachers who keep learning',
      text: 'Regular training and classroom observation help our teachers grow, so our students grow too.',
    },
    {
      title: 'Values with excellence',
      text: 'High standards in studies go hand in hand with honesty, respect and care for our community.',
    },
  ],
} as const;

export const contactLeadership = {
  title: 'Contact Leadership',
  text: 'To meet the Director or the Principal, call or write to the school office. We usually arrange a meeting within the week.',
} as const;
