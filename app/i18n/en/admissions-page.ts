/** English: the admissions page (SPEC.md §9): fees without amounts, campus tours and parents' questions. */
import { formsText } from './forms';

export const admissionsText = {
  title: 'Admissions',
  lead: 'Admission is open through the year while seats last. Here is what to bring, how fees work, how to see the school and what parents ask us most.',
  description:
    'How to join the school: the admission steps, the documents to bring, how fees work, campus tours and answers to parents’ common questions.',
  stepsTitle: 'How admission works',
  requirementsTitle: 'Admission Requirements',
  documentsTitle: 'Documents to bring',
  feesTitle: 'Fees',
  toursTitle: 'Campus tours',
  faqsTitle: 'Frequently asked questions',
  enquire: 'Enquire Now',
  prospectus: 'Read the prospectus',
  feeStructure: 'See the fee structure for each class',
  rteTitle: 'Free seats under the RTE Act',
  /** Section 12(1)(c) of the Right of Children to Free and Compulsory Education Act, 2009, in plain words. */
  rteParagraphs: [
    'Under Section 12(1)(c) of the Right of Children to Free and Compulsory Education Act, 2009, a quarter (25 %) of the seats in our entry class are kept for children from weaker sections and disadvantaged groups in our neighbourhood. These children study free of charge until Year 8 (Class 8), and the government pays the school for them.',
    'These seats are not filled by the school. Parents apply through the state government’s online RTE portal, and children are chosen by the state’s lottery; the school then admits the children the portal allots to it.',
  ],
  rteWho: 'Who can apply: families with income certificates below the state’s limit, and children of Scheduled Castes, Scheduled Tribes, other disadvantaged groups, orphans and children with special needs, as the state’s rules list them.',
  rtePortal: 'Go to the state’s RTE portal',
  rtePortalHint: 'The government’s website opens; the dates of each year’s application and lottery are announced there.',
  onThisPage: 'On this page',
  nav: { requirements: 'Requirements', ages: 'Ages', fees: 'Fees', rte: 'RTE seats', tours: 'Campus tours', faqs: 'FAQs' },
  feeWhatsapp: 'Hello, please send me the fee schedule for my child’s class.',
  feeEmailSubject: 'Fee schedule',
  tourNotes: [
    'Tours run on school days during office hours and take about 30 to 45 minutes.',
    'Call or send a WhatsApp message a day ahead, so that your admissions counsellor is free to walk with you.',
    'Bring your child: you will see the classrooms, the library, the science laboratories, the sports ground, the arts room and the music hall.',
    'Walk-ins are welcome too; if the counsellor is busy, the office will arrange a time that suits you.',
  ],
  faqs: [
    {
      question: 'Which classes do you admit to?',
      answer: 'From Reception (K.G.) to Year 8 (Class 8). Primary runs from Reception to Year 5, and Year 6 to Year 8 (Classes 6 to 8) have subject teachers and laboratory science. We do not teach Class 9 or 10, so our students sit no board examination here.',
    },
    {
      question: 'How old must my child be for Reception?',
      answer: 'Children join Reception at 4, the age completed on 31 March before the session begins; the table of ages on this page gives the dates of birth for every class. If your child is near the cut-off, call the office and we will advise you.',
    },
    {
      question: 'Can my child join in the middle of the year?',
      answer: 'Yes. Admissions are rolling: we admit through the year whenever a seat is free in the class, and the class teacher helps a new child catch up.',
    },
    {
      question: 'What is the medium of instruction?',
      answer: 'English, with Hindi taught from the first day. Sanskrit begins in Year 6 (Class 6).',
    },
    {
      question: 'My child does not have a transfer certificate yet. Can we still apply?',
      answer: 'Yes. Start the admission with the other documents and bring the transfer certificate and report card as soon as the previous school issues them.',
    },
    {
      question: 'Is there an entrance test?',
      answer: 'There is no competitive entrance test. Younger children have a short, friendly interaction; older children take a simple assessment so we can support them from the first day.',
    },
    {
      question: 'Do you provide transport?',
      answer: 'School transport is available on several routes in the city. Ask the office whether your area is covered and what it costs.',
    },
    {
      question: 'How do I know what the fees are?',
      answer: 'Every fee for each class, for the current session, is on the Fee Structure page. The office also gives it to you in writing; ask at your visit, or by phone, WhatsApp or e-mail.',
    },
  ],
} as const;

/** How fees work, without amounts (those are on /fees): admissions page and prospectus. */
export const feesText = {
  notes: [
    {
      title: 'What the fees cover',
      text: 'A one-time admission fee when your child joins, a tuition fee through the year, and an annual charge for activities, books in the library and examinations. School transport is optional and charged separately.',
    },
    {
      title: 'The fee schedule',
      text: 'Fees differ by class and are revised once a year. The Fee Structure page lists every fee for each class for the current session, and the office gives it to you in writing at your visit, or on request by phone, WhatsApp or e-mail, before you decide anything.',
    },
    {
      title: 'Paying',
      text: 'Fees are paid at the school office, in instalments through the year, and every payment gets a receipt. Ask the office which instalment plan suits your family.',
    },
    {
      title: 'Need-based financial aid',
      text: 'If the fees are difficult for your family, speak to the principal or your admissions counsellor. Requests for a concession are considered case by case and in confidence.',
    },
  ],
} as const;

/** Which class each date of birth joins (decision 0089): the admissions page and the prospectus. */
export const entryAgesText = {
  title: 'Which class for your child’s age',
  lead: 'For the {session} session, a child joins the class of their date of birth: what counts is the age they have completed on {cutoff}.',
  classColumn: 'Class',
  bornColumn: 'Date of birth',
  /** A class's dates of birth: "1 April 2022 to 31 March 2023". */
  bornRange: '{from} to {until}',
  /** The completed age a class begins at, for the table's last column. */
  ageColumn: 'Age on {cutoff}',
  years: '{age} years',
  /** Shown from October to March, when the table is for the next session: a seat in this one needs a year more. */
  underWay: 'For a seat in the session under way ({session}), each date of birth is one year earlier.',
  advice: 'Is your child’s birthday close to one of these dates, or are they coming from a school that counts classes differently? Call the office: we settle the class together at the interaction.',
  classes: formsText.enquiry.classes,
} as const;
