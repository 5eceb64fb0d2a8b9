/** Hindi: the dashboard's faculty screens. */
import type { Catalogue } from '../catalogue';

export const dashboardFacultyText = {
  addTitle: 'शिक्षक जोड़ें',
  addLead: 'शिक्षक पृष्ठ पर किसी शिक्षक या स्टाफ़ सदस्य को जोड़ें। जिस क्रम में जोड़ेंगे, उसी क्रम में दिखेंगे।',
  listTitle: 'शिक्षकों का प्रबंधन',
  listLead: 'शिक्षकों की जानकारी बदलें या हटाएँ, उसी क्रम में जिसमें शिक्षक पृष्ठ उन्हें दिखाता है।',
  editTitle: 'शिक्षक की जानकारी बदलें',
  name: 'नाम',
  role: 'पद',
  roleHint: 'स्कूल में उनका काम, जैसे “गणित शिक्षक”।',
  details: 'विवरण',
  detailsHint: 'अनुभव, विषय, उपलब्धियाँ: ये उनकी प्रोफ़ाइल पर दिखते हैं।',
  qualification: 'योग्यता',
  qualificationHint: 'डिग्री और डिप्लोमा, अंग्रेज़ी में, जैसे “M.Sc., B.Ed.”: ये उनकी प्रोफ़ाइल पर और बोर्ड के अनिवार्य प्रकटीकरण में दिखते हैं।',
  post: 'पद की श्रेणी',
  postHint: 'बोर्ड के प्रकटीकरण में शिक्षक इसी से गिने जाते हैं: पीजीटी, टीजीटी, पीआरटी और अन्य।',
  appointment: 'नियुक्ति',
  notStated: 'नहीं बताया',
  photo: 'फ़ोटो',
  newPhoto: 'नई फ़ोटो',
  submit: 'शिक्षक जोड़ें',
  submitting: 'जोड़ा जा रहा है…',
  created: 'शिक्षक जोड़ दिए गए',
  deleted: 'हटा दिया गया',
  empty: 'कोई शिक्षक नहीं मिला',
  /** Follows the name in staff.manage.confirmQuestion: “{title}” को शिक्षकों की सूची से हटा दें? */
  itemWord: 'को शिक्षकों की सूची से',
} satisfies Catalogue['dashboardFaculty'];
