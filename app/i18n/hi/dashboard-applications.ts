/** Hindi: the dashboard's job applications screen. */
import type { Catalogue } from '../catalogue';

export const dashboardApplicationsText = {
  title: 'नौकरी के आवेदन',
  lead: 'करियर पृष्ठ से भेजे गए बायोडाटा, सबसे नए पहले। इन्हें सिर्फ़ लॉग इन किया हुआ स्टाफ़ ही खोल सकता है।',
  empty: 'अभी तक कोई बायोडाटा नहीं आया है।',
  general: 'सामान्य आवेदन',
  postGone: 'हटाई जा चुकी पोस्ट',
  download: 'बायोडाटा डाउनलोड करें',
  call: 'कॉल करें',
  email: 'ई-मेल',
  deleted: 'हटा दिया गया',
  /** Follows the applicant's name in staff.manage.confirmQuestion: “{title}” का आवेदन हटा दें? */
  itemWord: 'का आवेदन',
  /** Followed by the date the application came in. */
  received: 'प्राप्त:',
  /** When the applicant agreed to be contacted and to the privacy policy (decision 0057). */
  consentedAt: 'सहमति दी गई: {time}',
  noConsent: 'सहमति पूछे जाने से पहले भेजा गया',
} satisfies Catalogue['dashboardApplications'];
