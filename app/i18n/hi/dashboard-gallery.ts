/** Hindi: the dashboard's gallery screens. */
import type { Catalogue } from '../catalogue';

export const dashboardGalleryText = {
  addTitle: 'फ़ोटो अपलोड करें',
  addLead: 'गैलरी पृष्ठ पर फ़ोटो जोड़ें। अभिभावकों को सबसे नई फ़ोटो पहले दिखती है।',
  listTitle: 'गैलरी फ़ोटो का प्रबंधन',
  listLead: 'गैलरी की फ़ोटो बदलें या हटाएँ, सबसे नई पहले।',
  editTitle: 'फ़ोटो बदलें',
  title: 'शीर्षक',
  titleHint: 'जो लोग फ़ोटो देख नहीं सकते, उन्हें यही पढ़कर सुनाया जाता है: लिखें कि फ़ोटो में क्या है।',
  description: 'विवरण',
  photo: 'फ़ोटो',
  newPhoto: 'नई फ़ोटो',
  submit: 'फ़ोटो अपलोड करें',
  submitting: 'अपलोड हो रही है…',
  created: 'फ़ोटो अपलोड हो गई',
  deleted: 'फ़ोटो हटा दी गई',
  empty: 'कोई फ़ोटो नहीं मिली',
  /** Follows the photo's title in staff.manage.confirmQuestion: “{title}” वाली फ़ोटो हटा दें? */
  itemWord: 'वाली फ़ोटो',
} satisfies Catalogue['dashboardGallery'];
