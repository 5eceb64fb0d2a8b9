import { inquiryTypeNames } from './forms';

/** The dashboard's inbox of admission enquiries and contact messages (issue 5). */
export const dashboardInboxText = {
  title: 'Inbox',
  lead: 'Admission enquiries and messages sent from the website, newest first. Mark each one as you answer it.',
  tabs: { enquiries: 'Admission enquiries', messages: 'Messages' },
  /** A tab's badge: how many of its items are new. */
  newCount: { one: '{count} new', other: '{count} new' },
  filterLabel: 'Show',
  filters: { all: 'All', new: 'New', contacted: 'Contacted', closed: 'Closed' },
  status: { new: 'New', contacted: 'Contacted', closed: 'Closed' },
  markAs: { new: 'Mark as new', contacted: 'Mark contacted', closed: 'Close' },
  statusChanged: { new: 'Marked as new', contacted: 'Marked as contacted', closed: 'Marked as closed' },
  exportCsv: 'Download enquiries (CSV)',
  empty: {
    enquiries: 'No admission enquiries here.',
    messages: 'No messages here.',
  },
  child: 'Child',
  classSought: 'Class',
  about: 'About',
  /** What a contact message is about, as the visitor chose it on the Contact page. */
  topics: inquiryTypeNames,
  noMessage: 'No message was written.',
  call: 'Call',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  received: 'Received',
  /** When the parent agreed to be contacted and to the privacy policy (decision 0057). */
  consentedAt: 'Consent given {time}',
  noConsent: 'Sent before the form asked for consent',
  /** The deletion log (decision 0057): what was deleted, by whom and when, never the person's details. */
  deletionLog: {
    title: 'Deleted records',
    lead: 'Enquiries, messages and applications deleted at the person’s request, or by the website when the privacy policy’s keeping period ended. Only the kind, its number, who deleted it and when are kept: nothing of the person.',
    empty: 'Nothing has been deleted yet.',
    kinds: { enquiry: 'Admission enquiry', 'contact-message': 'Message', application: 'Job application' },
    /** `{kind}` no. `{id}`, deleted by `{staff}`, `{time}`. */
    entry: '{kind} no. {id}, deleted by {staff} on {time}',
    /** Deleted by the website when the privacy policy's keeping period was up (decision 0060). */
    entryRetention: '{kind} no. {id}, deleted on {time} when its keeping period ended',
  },
  deleted: 'Deleted successfully',
  itemWord: { enquiries: 'enquiry from', messages: 'message from' },
  /** The WhatsApp reply's first words, for the office to go on from. */
  whatsappEnquiry: 'Namaste {parent}, this is the school office replying to your admission enquiry for {child}.',
  whatsappMessage: 'Namaste {name}, this is the school office replying to your message.',
  emailSubject: { enquiries: 'Your admission enquiry', messages: 'Your message to the school' },
} as const;
