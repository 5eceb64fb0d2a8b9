/**
 * What the school's office reads outside the dashboard's pages: the e-mail that tells it of a
 * visitor's form (app/modules/notifications and the modules that compose one) and the enquiries'
 * spreadsheet. Read on the server only, in the office's language (never sent to a page).
 */

/** The e-mails to the office. `{link}` is the dashboard's address; what the visitor wrote is never a template. */
export const officeMailText = {
  /** The name the e-mails come from. */
  sender: 'School website',
  enquiry: {
    subject: 'Admission enquiry: {child}',
    subjectWithClass: 'Admission enquiry: {child} ({class})',
    intro: 'A parent has sent an admission enquiry through the website.',
    details: ['Parent: {parent}', 'Child: {child}', 'Class sought: {class}', 'Phone: {phone}', 'E-mail: {email}'],
    /** `{class}` when the parent chose none. */
    classNotSaid: 'not said',
    /** `{email}` when the parent gave none (decision 0087). */
    emailNotGiven: 'not given',
    noMessage: '(no message)',
    open: 'Open the inbox: {link}',
  },
  contactMessage: {
    subject: 'Message from the website: {topic}, {name}',
    intro: 'Someone has sent a message through the contact page.',
    /** `{topic}` is the inbox's name for it (`dashboardInbox.topics`). */
    details: ['Name: {name}', 'About: {topic}', 'Phone: {phone}', 'E-mail: {email}'],
    /** `{phone}` when the sender gave none. */
    phoneNotGiven: 'not given',
    /** `{email}` when the sender gave none (decision 0087). */
    emailNotGiven: 'not given',
    open: 'Open the inbox: {link}',
  },
  application: {
    subject: 'Job application: {post}, {name}',
    /** `{post}` of an application for no particular post (or one since deleted). */
    generalPost: 'General application',
    intro: 'Someone has applied through the careers page.',
    details: ['Name: {name}', 'Post: {post}', 'Phone: {phone}', 'E-mail: {email}', 'Resume: {resume} (download it from the dashboard)'],
    open: 'Open the applications: {link}',
  },
};

/** The enquiries' spreadsheet (GET /dashboard/inbox/enquiries.csv): its columns' titles and the statuses as it writes them. */
export const enquiriesCsvText = {
  columns: {
    received: 'Received',
    parent: 'Parent',
    child: 'Child',
    classSought: 'Class sought',
    phone: 'Phone',
    email: 'E-mail',
    message: 'Message',
    status: 'Status',
    consentedAt: 'Consent given',
  },
  /** Each status as the spreadsheet writes it (lower case, as it always has). */
  statuses: { new: 'new', contacted: 'contacted', closed: 'closed' },
};
