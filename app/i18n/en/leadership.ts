/**
 * English: the leadership page (SPEC.md §2.5). Each leader's words are keyed by the profile's id in
 * app/content/leadership.ts, which holds their portraits and contacts. Leave `words` empty when there
 * are none: the page then says 'Biography will be updated soon.' as the spec asks.
 */
export const leadershipText = {
  title: 'Leadership',
  lead: 'The people who guide our school, what they believe in, and how to reach them.',
  description: 'Meet our Director and Principal: their message to parents, our leadership philosophy and how to reach them.',
  profilesHeading: 'Our leaders',
  contactLeadership: 'Contact Leadership',
  /** A leader's profile card. */
  profile: {
    portraitAlt: 'Portrait of {name}',
    emailNA: 'Email N/A',
    noBiography: 'Biography will be updated soon.',
    email: 'E-mail',
    phone: 'Call',
  },
  leaders: {
    director: {
      name: 'Mr. Arvind Kumar Singh',
      position: 'Director',
      words:
        'We started this school in 2020 with a simple promise to the families of our city: every child will be known, cared for and challenged. Good marks matter, but so do honesty, kindness and the courage to ask questions. Our doors are always open to parents, because a school grows best when families and teachers walk together.',
    },
    principal: {
      name: 'Mrs. Anjali Sinha',
      position: 'Principal',
      words:
        'In our classrooms children learn to read deeply, think clearly and speak with confidence, in English and in Hindi. Our teachers follow each child’s progress closely and talk with parents often. I invite you to visit us, sit in a class and see the joy of learning for yourself.',
    },
  },
  philosophy: {
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
  },
  contact: {
    title: 'Contact Leadership',
    text: 'To meet the Director or the Principal, call or write to the school office. We usually arrange a meeting within the week.',
  },
} as const;
