/** English UI text: what every public form shares, the admission enquiry form and the contact form (issue 5). */
import type { InquiryType } from '~/modules/contact-messages/inquiry-types';
import type { schoolClasses } from '~/modules/classes/school-classes';

/** What a contact message is about, as the Contact form offers it and the inbox names it. */
export const inquiryTypeNames = {
  general: 'General enquiry',
  admissions: 'Admissions',
  academic: 'Academics',
  facilities: 'Facilities and visits',
  fees: 'Fees',
  other: 'Something else',
} satisfies Record<InquiryType, string>;

/** What every public form shows (the enquiry form's words with them: it is on the home page too). */
export const formsText = {
  sent: 'Message Sent',
  sending: 'Sending…',
  /** The honeypot's label: no person sees it (app/components/forms/Honeypot.tsx). */
  honeypot: 'Leave this field empty',
  /** The consent box's link (decision 0057), in the enquiry's and the application's `consent` at `{policy}`. */
  privacyPolicy: 'privacy policy',
  enquiry: {
    parentName: 'Your name',
    childName: 'Child’s name',
    email: 'E-mail address',
    phone: 'Mobile number',
    phoneHint: '10 digits; +91 or a leading 0 is fine.',
    classSought: 'Class sought',
    classUnsure: 'Not sure yet',
    /** What each class is called everywhere (the form, the fee table, decision 0066): Year N with the Indian Class N beside it. */
    classes: {
      'Reception (K.G.)': 'Reception (K.G.)',
      'Year 1': 'Year 1 (Class 1)',
      'Year 2': 'Year 2 (Class 2)',
      'Year 3': 'Year 3 (Class 3)',
      'Year 4': 'Year 4 (Class 4)',
      'Year 5': 'Year 5 (Class 5)',
      'Class 6': 'Year 6 (Class 6)',
      'Class 7': 'Year 7 (Class 7)',
      'Class 8': 'Year 8 (Class 8)',
    } satisfies Record<(typeof schoolClasses)[number], string>,
    message: 'Message',
    messageHint: 'Anything you would like us to know: date of birth, current school, questions about fees or transport.',
    submit: 'Send enquiry',
    thanks: 'Thank you. The school office will call you back within one working day.',
    another: 'Send another enquiry',
    consent: 'I agree that the school may call, WhatsApp or e-mail me about this enquiry, and to its {policy}.',
  },
} as const;

/** The contact page's message form. */
export const contactFormText = {
  title: 'Send us a message',
  lead: 'Write to the office and we will answer by phone or e-mail, usually within one working day.',
  name: 'Your name',
  email: 'E-mail address',
  /** Under the e-mail and phone fields: either is enough (decision 0087). */
  replyHint: 'An e-mail address or a phone number: one of them is enough.',
  phone: 'Phone',
  inquiryType: 'What is it about?',
  /** The choices of "What is it about?", by the value the form sends. */
  inquiryTypes: inquiryTypeNames,
  message: 'Message',
  submit: 'Send message',
  thanks: 'Thank you for writing to us. We will reply within one working day.',
  another: 'Send another message',
} as const;

/** What the server answers a visitor's form with, in the visitor's language (app/web/public-forms.server.ts): no page sends it. */
export const formRefusalsText = {
  /** To an address that sent too many forms in a minute. */
  tooMany: 'You have sent several forms in a short time. Please wait a minute and try again.',
} as const;
