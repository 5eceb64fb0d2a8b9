/** English: the prospectus page's own words; the rest is drawn from the other pages' sections and the settings. */
import { formsText } from './forms';

export const prospectusText = {
  title: 'Prospectus',
  lead: 'Everything a family needs to know about the school, on one page you can print or save.',
  description:
    'The school prospectus: who we are, our primary and middle-school programmes, facilities, how to join, how fees work and how to reach us.',
  intro:
    'This prospectus gathers our programmes, facilities, admission steps and fees approach in one place. Print it, or choose “Save as PDF” in the print dialog to keep a copy on your phone.',
  print: 'Print or save as PDF',
  glance: 'The school at a glance',
  /** Facts about the school, after the founding year (which comes from the settings). */
  facts: [
    { label: 'Students', value: 'About 200' },
    { label: 'Class size', value: 'At most 25' },
    { label: 'Teachers', value: '16' },
    { label: 'Classes', value: 'Reception to Year 8 (Class 8)' },
    { label: 'Medium', value: 'English, with Hindi' },
    { label: 'Admissions', value: 'Rolling, through the year' },
  ],
  founded: 'Founded',
  programmes: 'Programmes',
  primary: 'Primary Education',
  secondary: 'Secondary Education',
  curriculum: 'Curriculum',
  facilities: 'Facilities',
  admissions: 'How to join',
  documents: 'Documents to bring',
  fees: 'Fees',
  contact: 'Contact',
  address: 'Address',
  phones: 'Phone',
  email: 'E-mail',
  hours: 'School hours',
  enquire: 'Enquire Now',
  /** The current session's totals (decision 0088). `{session}`: "2026-27". */
  yearCostsTitle: 'What a year costs in {session}',
  yearCostsLead: 'Twelve months of the monthly fees and every yearly fee. The admission fee is paid once, in the first year; transport is extra, for the families who use it.',
  classColumn: 'Class',
  yearColumn: 'A year',
  firstYearColumn: 'First year, with admission',
  fullFees: 'Every fee, class by class',
  /** The classes as the rest of the site names them. */
  classes: formsText.enquiry.classes,
} as const;
