/** Hindi: the dashboard's notice screens. */
import type { Catalogue } from '../catalogue';
import { noticeCategoryNames } from './site';

export const dashboardNoticesText = {
  addTitle: 'सूचना जोड़ें',
  addLead: 'सूचनाएँ पृष्ठ, मुख्य पृष्ठ और चलती पट्टी पर सूचना जारी करें।',
  listTitle: 'सूचनाओं का प्रबंधन',
  listLead: 'जारी की गई सूचनाएँ बदलें या हटाएँ, सबसे नई पहले।',
  editTitle: 'सूचना बदलें',
  title: 'शीर्षक',
  details: 'विवरण',
  date: 'तारीख़',
  category: 'श्रेणी',
  priority: 'प्राथमिकता',
  circular: 'परिपत्र (पीडीएफ़)',
  removeCircular: 'परिपत्र हटाएँ',
  submit: 'सूचना जारी करें',
  submitting: 'जारी हो रही है…',
  created: 'सूचना जारी हो गई',
  deleted: 'सूचना हटा दी गई',
  deleteFailed: 'सूचना नहीं हट पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  empty: 'कोई सूचना नहीं मिली।',
  /** Follows the notice's title in staff.manage.confirmQuestion: “{title}” वाली सूचना हटा दें? */
  itemWord: 'वाली सूचना',
  /** Staff choose among the names visitors read, but pick "Other" where a visitor reads "General". */
  categories: { ...noticeCategoryNames, other: 'अन्य' },
  priorities: { high: 'उच्च', medium: 'मध्यम', low: 'निम्न' },
} satisfies Catalogue['dashboardNotices'];
