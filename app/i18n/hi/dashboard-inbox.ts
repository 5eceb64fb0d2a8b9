/** Hindi: the dashboard's inbox of admission enquiries and contact messages. */
import type { Catalogue } from '../catalogue';
import { inquiryTypeNames } from './forms';

export const dashboardInboxText = {
  title: 'इनबॉक्स',
  lead: 'वेबसाइट से आई नामांकन पूछताछ और संदेश, सबसे नए पहले। हर एक का जवाब देकर उसकी स्थिति बदल दें।',
  tabs: { enquiries: 'नामांकन पूछताछ', messages: 'संदेश' },
  /** A tab's badge: how many of its items are new. */
  newCount: { one: '{count} नया', other: '{count} नए' },
  filterLabel: 'दिखाएँ',
  filters: { all: 'सभी', new: 'नए', contacted: 'संपर्क हो गया', closed: 'बंद' },
  status: { new: 'नया', contacted: 'संपर्क हो गया', closed: 'बंद' },
  markAs: { new: 'नए में डालें', contacted: 'संपर्क हो गया', closed: 'बंद करें' },
  statusChanged: { new: 'नए में डाल दिया गया', contacted: 'संपर्क दर्ज कर लिया गया', closed: 'बंद कर दिया गया' },
  exportCsv: 'पूछताछ डाउनलोड करें (CSV)',
  empty: {
    enquiries: 'यहाँ कोई नामांकन पूछताछ नहीं है।',
    messages: 'यहाँ कोई संदेश नहीं है।',
  },
  child: 'बच्चा',
  classSought: 'कक्षा',
  about: 'विषय',
  /** What a contact message is about, as the visitor chose it on the Contact page. */
  topics: inquiryTypeNames,
  noMessage: 'कोई संदेश नहीं लिखा गया।',
  call: 'कॉल करें',
  whatsapp: 'WhatsApp',
  email: 'ई-मेल',
  /** Followed by when the item came in. */
  /** When the parent agreed to be contacted and to the privacy policy (decision 0057). */
  consentedAt: 'सहमति दी गई: {time}',
  noConsent: 'सहमति पूछे जाने से पहले भेजा गया',
  /** The deletion log (decision 0057): what was deleted, by whom and when, never the person's details. */
  deletionLog: {
    title: 'हटाए गए रिकॉर्ड',
    lead: 'उस व्यक्ति के अनुरोध पर, या गोपनीयता नीति की रखने की अवधि पूरी होने पर वेबसाइट द्वारा हटाई गई पूछताछ, संदेश और आवेदन। केवल प्रकार, उसकी संख्या, किसने हटाया और कब, यही रखा जाता है: व्यक्ति की कोई जानकारी नहीं।',
    empty: 'अभी तक कुछ नहीं हटाया गया।',
    kinds: { enquiry: 'नामांकन पूछताछ', 'contact-message': 'संदेश', application: 'नौकरी का आवेदन' },
    /** `{kind}` no. `{id}`, deleted by `{staff}`, `{time}`. */
    entry: '{kind} संख्या {id}, {staff} ने {time} को हटाया',
    entryRetention: '{kind} संख्या {id}, रखने की अवधि पूरी होने पर {time} को हटाया गया',
  },
  received: 'प्राप्त:',
  deleted: 'हटा दिया गया',
  /** Follows the sender's name in staff.manage.confirmQuestion: “{title}” की पूछताछ हटा दें? */
  itemWord: { enquiries: 'की पूछताछ', messages: 'का संदेश' },
  /** The WhatsApp reply's first words, for the office to go on from. */
  whatsappEnquiry: 'नमस्ते {parent} जी, हम स्कूल कार्यालय से {child} के नामांकन के बारे में आपकी पूछताछ का जवाब दे रहे हैं।',
  whatsappMessage: 'नमस्ते {name} जी, हम स्कूल कार्यालय से आपके संदेश का जवाब दे रहे हैं।',
  emailSubject: { enquiries: 'आपकी नामांकन पूछताछ', messages: 'स्कूल को भेजा गया आपका संदेश' },
} satisfies Catalogue['dashboardInbox'];
