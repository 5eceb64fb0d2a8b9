/** Hindi: the dashboard's topper screens. */
import type { Catalogue } from '../catalogue';

export const dashboardToppersText = {
  addTitle: 'टॉपर जोड़ें',
  addLead: 'टॉपर्स पृष्ठ पर किसी विद्यार्थी का परिणाम जोड़ें। पृष्ठ अंकों के क्रम में दिखाता है; पहले तीन को बैज मिलता है।',
  listTitle: 'टॉपर्स का प्रबंधन',
  listLead: 'परिणाम बदलें या हटाएँ, सबसे ज़्यादा अंक पहले।',
  editTitle: 'टॉपर की जानकारी बदलें',
  name: 'विद्यार्थी का नाम',
  marks: 'अंक (%)',
  marksHint: 'प्रतिशत, 0 से 100 के बीच, जैसे 96.4।',
  std: 'कक्षा',
  stdHint: 'जैसे “कक्षा 8”।',
  examYear: 'परीक्षा का वर्ष',
  examYearHint: '2026 जैसा वर्ष या 2025-26 जैसा सत्र।',
  photo: 'फ़ोटो',
  photoNote: 'सिर्फ़ अभिभावकों की सहमति से।',
  newPhoto: 'नई फ़ोटो',
  submit: 'टॉपर जोड़ें',
  submitting: 'जोड़ा जा रहा है…',
  created: 'टॉपर जोड़ दिया गया',
  deleted: 'हटा दिया गया',
  empty: 'कोई विद्यार्थी नहीं मिला',
  /** Follows the student's name in staff.manage.confirmQuestion: “{title}” का परिणाम हटा दें? */
  itemWord: 'का परिणाम',
} satisfies Catalogue['dashboardToppers'];
