/**
 * English: the home page's sections that have no behaviour of their own (static islands, decision
 * 0019). A document's islands are drawn on the server and kept as HTML, so these words travel only
 * with a navigation in the app (`islandWords`, app/web/page-words.server.ts).
 */
export const homeIslandsText = {
  yearsBadge: { one: '{count} year of excellence', other: '{count} years of excellence' },
  foundedBadge: 'Founded in {year}',
  learnMore: 'Learn more',
  explore: 'Explore',
  about: {
    eyebrow: 'About our school',
    title: 'Rooted in faith, focused on the future',
    text: 'We offer a quality education that joins strong fundamentals with modern learning practices: small classes, activity-based lessons, hands-on science and regular feedback to parents, so that every child grows in knowledge and in character.',
    missionTitle: 'Our Mission',
    missionText: 'To nurture confident, responsible and compassionate individuals who are ready to learn, to serve and to lead.',
    photoAlt: 'A teacher at the blackboard with a class of students at their desks',
    more: 'Read our story',
  },
  academics: {
    eyebrow: 'Academics',
    title: 'Learning that grows with your child',
    text: 'From the first day of Reception to Year 8 (Class 8), our teachers build strong reading, mathematics and science, and the habits of curiosity and care that last beyond school.',
    cards: {
      primary: {
        title: 'Primary Education',
        text: 'Reception to Year 5 (Class 5): reading, numbers and discovery through play, projects and stories.',
      },
      secondary: {
        title: 'Secondary Education',
        text: 'Year 6 to Year 8 (Classes 6 to 8): deeper subjects, laboratory work and the study habits of the years ahead.',
      },
      curriculum: {
        title: 'Our Curriculum',
        text: 'Six areas of learning, from languages and mathematics to the arts and physical education.',
      },
      faculty: { title: 'Our Faculty', text: 'Qualified, caring teachers who know every child by name.' },
      toppers: { title: 'Our Toppers', text: 'Students whose hard work earned the highest marks this year.' },
    },
  },
  facilities: {
    eyebrow: 'Facilities & amenities',
    title: 'A campus made for learning',
    text: 'Safe, clean and well-equipped spaces where children read, experiment, play, create and make friends.',
    cards: {
      library: {
        title: 'Modern Library',
        text: 'Books in English and Hindi for every age, a weekly library hour and a quiet place to read.',
      },
      science: {
        title: 'Science Laboratories',
        text: 'Hands-on experiments in physics, chemistry and biology, with safety first.',
      },
      sports: { title: 'Sports Complex', text: 'A playground, courts and coaching in cricket, football, athletics and yoga.' },
      arts: {
        title: 'Creative Arts Center',
        text: 'Drawing, painting and craft, with the children’s work on show around the school.',
      },
      music: { title: 'Music Hall', text: 'Singing, harmonium, tabla and keyboard, and rehearsals for every celebration.' },
      commons: {
        title: 'Student Commons',
        text: 'Shaded spaces to eat, rest and meet friends between lessons, always supervised.',
      },
    },
    tour: 'Schedule a Facilities Tour',
  },
  campusLife: {
    eyebrow: 'Vibrant Campus Life',
    title: 'Every day is full at our school',
    text: 'Assemblies, experiments, games and celebrations: a few moments from our campus.',
    numbersTitle: 'Our school in numbers',
    statistics: {
      students: 'Students',
      teachers: 'Teachers',
      classes: 'Classes, Reception to Year 8',
      classSize: 'Children at most in a class',
    },
    videosTitle: 'Campus videos',
    videos: {
      assembly: 'Morning assembly',
      scienceLab: 'In the science laboratory',
      sportsDay: 'Sports day on the school ground',
    },
    play: 'Play the video',
    duration: 'Duration',
  },
  /** Notices & Events: the newest notices (their cards' words are the `notices` section) and quick links. */
  /** The admissions section's static parts (documents, hours, the office's contacts). */
  admissions: {
    documents: 'Documents to bring',
    hours: 'School hours',
    orReach: 'Or reach the office directly:',
    call: 'Call',
    whatsapp: 'WhatsApp the office',
    email: 'E-mail',
    more: 'Fees, campus tours and FAQs',
  },
  news: {
    title: 'Notices & Events',
    lead: 'The latest from the school office.',
    viewAll: 'View All Notices & Events',
    quickLinks: 'Quick links',
    /** By their id in app/content/home.ts. */
    quickLinkNames: {
      aboutUs: 'About us',
      facilities: 'Facilities',
      primaryEducation: 'Primary Education',
      sportsComplex: 'Sports Complex',
      policies: 'Policies',
    },
    contactOffice: 'Contact Office',
  },
  join: {
    title: 'Join Our School',
    text: 'Admissions are open. Tell us about your child, come and see the campus, or take the prospectus home to read.',
    actions: {
      apply: 'Start Application Now',
      visit: 'Schedule Campus Visit',
      prospectus: 'Download Prospectus',
    },
  },
} as const;
