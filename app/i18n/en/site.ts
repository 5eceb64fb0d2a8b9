/** A notice's category as visitors read it. */
export const noticeCategoryNames = {
  academic: 'Academic',
  sports: 'Sports',
  arts: 'Arts',
  admissions: 'Admissions',
  facility: 'Facility',
  holiday: 'Holiday',
  other: 'General',
};

/** English: the frame every public page shares, the notices' words (lists, cards, a notice's page), and the error pages. */
export const siteText = {
  frame: {
    skipToContent: 'Skip to main content',
    /** Beside the label of a form's field that may be left empty. */
    optional: '(optional)',
    call: 'Call',
    email: 'E-mail',
    address: 'Address',
    login: 'Login',
    dashboard: 'Dashboard',
    menu: 'Menu',
    /** Before the other language's name on the language switch, for screen readers. */
    readThisPageIn: 'Read this page in',
    /** What ends a sentence whose last words are a link or a quotation. */
    sentenceEnd: '.',
    mainMenu: 'Main menu',
    /** The mobile menu's name: the main menu, told apart from the large screens' one. */
    mobileMenu: 'Main menu (Menu)',
    /** The header's emblem and name, a link home. */
    homeLink: '{school}, Home',
    home: 'Home',
    breadcrumb: 'Breadcrumb',
    /** Social networks and messengers, by the settings' names for them (brand names: a language may keep them). */
    networks: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      youtube: 'YouTube',
      x: 'X',
      whatsapp: 'WhatsApp',
    },
  },
  /** The school's board and numbers (DESIGN.md §9, decision 0056), on the home page, Our Story and the footer (static islands: their words travel only with a navigation); hidden when no board is set. */
  affiliation: {
    /** The boards' names as parents know them; a board staff name themselves ('other') is their text. */
    boards: { cbse: 'CBSE', bseb: 'BSEB (Bihar School Examination Board)', icse: 'ICSE (CISCE)' },
    affiliatedTo: 'Affiliated to {board}',
    affiliationNumber: 'Affiliation No. {number}',
    schoolCode: 'School Code {code}',
    udiseCode: 'UDISE+ Code {code}',
    /** The link to /mandatory-public-disclosure beside the board's name. */
    disclosureLink: 'Mandatory Public Disclosure',
  },
  /** The names of the menu's and the footer's links, by their id in app/content/navigation.ts (static islands: app/components/frame/MenuLinks.tsx, SiteFooter.tsx). */
  menuLinks: {
    home: 'Home',
    about: 'About',
    aboutUs: 'About Us',
    ourStory: 'Our Story',
    missionVision: 'Mission & Vision',
    leadership: 'Leadership',
    awards: 'Awards',
    testimonials: 'Testimonials',
    academics: 'Academics',
    primaryEducation: 'Primary Education',
    secondaryEducation: 'Secondary Education',
    curriculum: 'Curriculum',
    faculty: 'Faculty',
    toppers: 'Toppers',
    facilities: 'Facilities',
    library: 'Library',
    scienceLabs: 'Science Labs',
    sportsComplex: 'Sports Complex',
    artsCenter: 'Arts Center',
    musicHall: 'Music Hall',
    commonAreas: 'Common Areas',
    admissions: 'Admissions',
    requirements: 'Requirements',
    fees: 'Fees',
    feeStructure: 'Fee Structure',
    campusTours: 'Campus Tours',
    faqs: 'FAQs',
    prospectus: 'Prospectus',
    enquiry: 'Admission Enquiry',
    /** The phone menu's primary action, a link to /enquiry (the hero's is the home page's `enquire`). */
    enquire: 'Enquire for admission',
    newsEvents: 'News & Events',
    notices: 'Notices',
    gallery: 'Gallery',
    upcomingEvents: 'Upcoming Events',
    calendar: 'Academic Calendar',
    newsletter: 'Newsletter',
    careers: 'Careers',
    tcVerification: 'Verify a Transfer Certificate',
    contact: 'Contact',
  },
  footer: {
    /** Under the footer while the demo content is shown. */
    demoNotice: 'This site is showing demo content. Staff can replace it from the dashboard.',
    quickLinks: 'Quick links',
    programmes: 'Programmes',
    reachUs: 'Reach us',
    contactPage: 'All the ways to reach us',
    hours: 'School hours',
    followUs: 'Follow us',
    policies: 'Policies',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    cookies: 'Cookie Policy',
    copyright: '© {year} {school}. All rights reserved.',
  },
  notices: {
    pageTitle: 'Notices',
    pageLead: 'News, exam schedules, holidays and events from the school office.',
    empty: 'No Notice Found',
    priority: { high: 'Important', medium: 'Notice', low: 'For information' },
    category: noticeCategoryNames,
    /** A notice's circular (issue 16): `{size}` is "240 KB" or "1.2 MB". */
    circular: 'Download circular (PDF, {size})',
    kilobytes: '{amount} KB',
    megabytes: '{amount} MB',
  },
  /** A notice's own page (/notices/:id). */
  noticePage: {
    backToNotices: 'Back to all notices',
    postedOn: 'Notice dated',
    category: 'Category',
    priority: 'Priority',
  },
  notFound: {
    title: 'Page not found',
    heading: 'Oops! The page you\u2019re looking for doesn\u2019t exist',
    lead: 'The link may be old, or the address may have a typing mistake.',
    goHome: 'Go Back Home',
  },
  error: {
    /** The way out of an error page (and the 404 page's). */
    goHome: 'Go Back Home',
    title: 'Something went wrong',
    lead: 'We could not show this page just now. Please try again in a minute.',
    unavailable: 'The site is briefly unavailable. Please try again in a minute.',
    tryAgain: 'Try again',
  },
} as const;
