/**
 * English: the home page. Its sections' pictures, links and numbers are in app/content/home.ts, joined
 * to these words by id.
 */
export const homeText = {
  meta: {
    title: 'Home',
    description: 'A caring English-medium school in Bihar, founded in 2020: admissions, notices, facilities, faculty and how to reach us.',
  },
  slogans: ['Shape Your Future', 'Learn with Heart & Mind', 'Lead, Serve & Inspire'],
  heroLead: 'A caring school in Bihar where every child is known, encouraged and prepared for the world.',
  contactNow: 'Contact Now',
  /** The hero's one primary action, a link to /enquiry. */
  enquire: 'Enquire for admission',
  scheduleVisit: 'Schedule a Visit',
  /** The fixed ticker's label before the latest notice. */
  ticker: 'Latest',
  jobPanel: {
    label: 'We’re hiring',
    close: 'Close the job opening',
    /** The panel's own close button, beside Apply Now (SPEC.md's 'Close tab', which read like closing the browser's tab). */
    dismiss: 'Close',
    applyNow: 'Apply Now',
  },
  /** The social links beside the hero (their names are the frame's `networks`). */
  social: { label: 'Follow us' },
  admissions: {
    title: 'Admission Requirements',
    lead: 'What to bring, when to come, and how to ask us anything about your child’s admission.',
    enquiryTitle: 'Ask us about admission',
    enquiryText: 'Tell us about your child and we will call you back within one working day.',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What Parents Say',
    empty: 'No testimonials found.',
    carousel: 'Parents’ testimonials',
    /** What the carousel and each of its cards are, for screen readers (aria-roledescription). */
    carouselRole: 'carousel',
    slideRole: 'slide',
    slide: '{index} of {count}',
    show: 'Show testimonial {index}',
    pause: 'Pause the testimonials',
    play: 'Play the testimonials',
    readAll: 'Read all testimonials',
  },
} as const;
