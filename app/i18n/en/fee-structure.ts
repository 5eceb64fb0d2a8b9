/** English: the fee structure (/fees, issue 16) and the names of its classes and heads, which the dashboard's editor uses too. */
import type { StandardFeeHead } from '~/modules/fees/fee-heads';
import { formsText } from './forms';

export const feeStructureText = {
  title: 'Fee Structure',
  lead: 'Every fee and charge for each class, for the whole academic session, as the school publishes it each year.',
  description: 'The school’s fees by class for the academic session: admission, monthly tuition, annual and other charges, with notes for parents.',
  /** `{session}`: "2026-27". */
  sessionTitle: 'Fees for the session {session}',
  currentBadge: 'Current session',
  pastBadge: 'Earlier session',
  /** `{date}`: the day it was published. */
  publishedOn: 'Published on {date}',
  pastNotice: 'These are the fees of {session}, an earlier session, kept here as a record.',
  seeCurrent: 'See the current fees',
  /** The phone's row of links to each class's card. */
  jumpToClass: 'Jump to a class',
  classColumn: 'Class',
  /** A cell with no fee, for screen readers (the table shows a dash). */
  notCharged: 'Not charged',
  notesTitle: 'Notes',
  pastTitle: 'Earlier sessions',
  law: 'Published under the Bihar Private Schools (Fee Regulation) Act 2019, which asks every private school to publish all its fees and charges. A rise of more than 7 % in a year needs the approval of the school’s fee committee.',
  questions: 'Questions about fees, concessions or instalments? The office will help.',
  emptyTitle: 'The fee structure is not published yet',
  emptyText: 'The office gives you the current fees for your child’s class in writing. Call, send a WhatsApp message or write to us.',
  missingTitle: 'No fees were published for that session',
  feeWhatsapp: 'Hello, I have a question about the fees for my child’s class.',
  feeEmailSubject: 'Fees',
  /** The classes as the rest of the site names them (the enquiry form's words). */
  classes: formsText.enquiry.classes,
  /** The heads every session has; tuition and transport are monthly. */
  heads: {
    admission: 'Admission (once)',
    tuition: 'Tuition (per month)',
    annual: 'Annual charge',
    development: 'Development',
    transport: 'Transport (per month)',
    books: 'Books',
    uniform: 'Uniform',
  } satisfies Record<StandardFeeHead, string>,
  /** After a named head's name, as the standard heads' names say it: "Smart class (per month)"; a yearly head says nothing. */
  frequencySuffix: { monthly: '(per month)', once: '(once)' },
  /** What a year costs (decision 0088). */
  totalsTitle: 'What a year costs',
  totalsLead: 'Each class’s fees for the session added up: twelve months of the monthly fees and every yearly fee. The admission fee is paid once, in the first year. Transport, for the families who use it, is extra.',
  yearColumn: 'A year',
  firstYearColumn: 'First year, with admission',
  transportColumn: 'Transport, if used',
  /** `{amount}`: "₹640". */
  perMonth: '{amount} a month',
  /** A phone's class card. */
  yearTotal: 'A year, all fees',
  firstYearTotal: 'First year, with admission',
  transportExtra: 'Transport, if used: {amount} a month',
} as const;
