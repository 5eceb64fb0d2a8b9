/** English: admission (SPEC.md §9): the steps (admissions, enquiry and prospectus pages) and the enquiry page. */
export const admissionStepsText = {
  /** The path from a first question to the first school day, as the office runs it. */
  steps: [
    {
      title: 'Enquire',
      text: 'Call, send a WhatsApp message or e-mail the office, or simply walk in during office hours. Tell us your child’s age and the class you are looking for.',
    },
    {
      title: 'Visit the school',
      text: 'Come for a campus tour with your child. Your admissions counsellor shows you the classrooms and facilities and answers your questions.',
    },
    {
      title: 'Meet and interact',
      text: 'Your child has a short, friendly interaction with a teacher, suited to their age; for older children, a simple assessment of reading and mathematics helps us place them well.',
    },
    {
      title: 'Submit the form and documents',
      text: 'Fill in the admission form at the office and hand in the documents listed below. Copies are fine; bring the originals so we can check them.',
    },
    {
      title: 'Confirm the seat',
      text: 'Once the admission fee is paid, the seat is confirmed. You receive the fee receipt, the book and uniform list, and the date of your child’s first day.',
    },
  ],
} as const;

export const enquiryText = {
  title: 'Admission Enquiry',
  lead: 'Tell us about your child and we will guide you through admission, one step at a time.',
  description: 'Ask about admission for your child: send an enquiry and the office calls you back, or call, WhatsApp or visit. The admission steps explained.',
  /** The breadcrumb back to the admissions page. */
  admissions: 'Admissions',
  stepsTitle: 'The admission steps',
  enquireTitle: 'Enquire now',
  formLead: 'Tell us about your child and the office will call you back within one working day.',
  reachTitle: 'Rather talk to us?',
  tellUsTitle: 'What to tell us',
  /** What the office needs to answer an enquiry in one go. */
  checklist: [
    'Your name and the best time to call you back',
    'Your child’s name and date of birth',
    'The class you are seeking admission to',
    'Your child’s current school, if any',
    'Any question about fees, transport or support your child needs',
  ],
  visitTitle: 'Visit the school',
  readMore: 'Admission requirements and fees',
  visitText:
    'You are welcome to walk in during office hours: see the classrooms, meet the staff and ask anything. For a guided tour with your admissions counsellor, call or message a day ahead.',
  toursLink: 'About campus tours',
  allNumbers: 'All our phone numbers',
} as const;
