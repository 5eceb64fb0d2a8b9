/** Hindi: what the school office reads outside the dashboard: the e-mails about a visitor's form and the enquiries' spreadsheet. */
import type { Catalogue } from '../catalogue';

/** The e-mails to the office. `{link}` is the dashboard's address. */
export const officeMailText = {
  sender: 'स्कूल वेबसाइट',
  enquiry: {
    subject: 'नामांकन पूछताछ: {child}',
    subjectWithClass: 'नामांकन पूछताछ: {child} ({class})',
    intro: 'एक अभिभावक ने वेबसाइट से नामांकन के लिए पूछताछ भेजी है।',
    details: ['अभिभावक: {parent}', 'बच्चे का नाम: {child}', 'किस कक्षा में नामांकन: {class}', 'फ़ोन: {phone}', 'ई-मेल: {email}'],
    /** `{class}` when the parent chose none. */
    classNotSaid: 'नहीं बताया',
    /** `{email}` when the parent gave none (decision 0087). */
    emailNotGiven: 'नहीं दिया',
    noMessage: '(कोई संदेश नहीं)',
    open: 'इनबॉक्स खोलें: {link}',
  },
  contactMessage: {
    subject: 'वेबसाइट से संदेश: {topic}, {name}',
    intro: 'किसी ने संपर्क पृष्ठ से संदेश भेजा है।',
    details: ['नाम: {name}', 'विषय: {topic}', 'फ़ोन: {phone}', 'ई-मेल: {email}'],
    /** `{phone}` when the sender gave none. */
    phoneNotGiven: 'नहीं दिया',
    /** `{email}` when the sender gave none (decision 0087). */
    emailNotGiven: 'नहीं दिया',
    open: 'इनबॉक्स खोलें: {link}',
  },
  application: {
    subject: 'नौकरी के लिए आवेदन: {post}, {name}',
    /** `{post}` of an application for no particular post (or one since deleted). */
    generalPost: 'सामान्य आवेदन',
    intro: 'किसी ने करियर पृष्ठ से आवेदन किया है।',
    details: ['नाम: {name}', 'पद: {post}', 'फ़ोन: {phone}', 'ई-मेल: {email}', 'बायोडाटा: {resume} (डैशबोर्ड से डाउनलोड करें)'],
    open: 'आवेदन देखें: {link}',
  },
} satisfies Catalogue['officeMail'];

/** The enquiries' spreadsheet (CSV): its columns' titles and the statuses as it writes them. */
export const enquiriesCsvText = {
  columns: {
    received: 'प्राप्ति का समय',
    parent: 'अभिभावक',
    child: 'बच्चे का नाम',
    classSought: 'इच्छित कक्षा',
    phone: 'फ़ोन',
    email: 'ई-मेल',
    message: 'संदेश',
    status: 'स्थिति',
    consentedAt: 'सहमति का समय',
  },
  statuses: { new: 'नया', contacted: 'संपर्क हुआ', closed: 'बंद' },
} satisfies Catalogue['enquiriesCsv'];
