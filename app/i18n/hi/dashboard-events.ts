/** Hindi: the dashboard's event screens. */
import type { Catalogue } from '../catalogue';

export const dashboardEventsText = {
  addTitle: 'कार्यक्रम जोड़ें',
  addLead: 'आगामी कार्यक्रम पृष्ठ पर किसी कार्यक्रम की जानकारी दें। जिन कार्यक्रमों की तारीख़ तय है, उनमें सबसे नज़दीकी पहले दिखता है।',
  listTitle: 'कार्यक्रमों का प्रबंधन',
  listLead: 'सभी कार्यक्रम, बीते हुए भी, ताकि पुराने हटाए जा सकें।',
  editTitle: 'कार्यक्रम बदलें',
  title: 'शीर्षक',
  date: 'कार्यक्रम की तारीख़',
  dateHint: 'तारीख़ तय न हो तो खाली छोड़ें: पृष्ठ पर “तारीख़ बाद में बताई जाएगी” लिखा आएगा।',
  description: 'विवरण',
  photo: 'फ़ोटो',
  newPhoto: 'नई फ़ोटो',
  submit: 'कार्यक्रम जोड़ें',
  submitting: 'जोड़ा जा रहा है…',
  created: 'कार्यक्रम जोड़ दिया गया',
  deleted: 'कार्यक्रम हटा दिया गया',
  empty: 'कोई कार्यक्रम नहीं मिला',
  /** Follows the event's title in staff.manage.confirmQuestion: “{title}” कार्यक्रम हटा दें? */
  itemWord: 'कार्यक्रम',
  untitled: 'बिना शीर्षक का कार्यक्रम',
  noDate: 'तारीख़ बाद में बताई जाएगी',
  past: 'बीत चुका',
} satisfies Catalogue['dashboardEvents'];
