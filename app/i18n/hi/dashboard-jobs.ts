/** Hindi: the dashboard's job post screens. */
import type { Catalogue } from '../catalogue';

export const dashboardJobsText = {
  addTitle: 'नौकरी पोस्ट जोड़ें',
  addLead: 'खुली पोस्ट करियर पृष्ठ पर दिखती हैं, और सबसे नई पोस्ट मुख्य पृष्ठ के नौकरी वाले हिस्से में भी।',
  listTitle: 'नौकरी पोस्ट का प्रबंधन',
  listLead: 'नौकरी पोस्ट बदलें, बंद करें या हटाएँ, सबसे नई पहले। बंद पोस्ट वेबसाइट पर नहीं दिखती।',
  editTitle: 'नौकरी पोस्ट बदलें',
  title: 'पद',
  titlePlaceholder: 'पद का नाम लिखें',
  details: 'विवरण',
  detailsHint: 'योग्यता, अनुभव, विषय और आवेदन कैसे करें।',
  status: 'स्थिति',
  statuses: { open: 'खुली: वेबसाइट पर दिखेगी', closed: 'बंद: वेबसाइट पर नहीं दिखेगी' },
  statusShort: { open: 'खुली', closed: 'बंद' },
  submit: 'पोस्ट बनाएँ',
  submitting: 'बनाई जा रही है…',
  created: 'पोस्ट बन गई',
  deleted: 'हटा दिया गया',
  empty: 'कोई पोस्ट नहीं मिली',
  /** Follows the role in staff.manage.confirmQuestion: “{title}” की नौकरी पोस्ट हटा दें? */
  itemWord: 'की नौकरी पोस्ट',
} satisfies Catalogue['dashboardJobs'];
