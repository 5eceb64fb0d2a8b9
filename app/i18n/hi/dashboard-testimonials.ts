/** Hindi: the dashboard's testimonial screens. */
import type { Catalogue } from '../catalogue';

export const dashboardTestimonialsText = {
  addTitle: 'अभिभावक की राय जोड़ें',
  addLead: 'मुख्य पृष्ठ के स्लाइडर और “अभिभावकों की राय” पृष्ठ पर किसी अभिभावक के शब्द जोड़ें।',
  listTitle: 'अभिभावकों की राय का प्रबंधन',
  listLead: 'अभिभावकों की राय बदलें या हटाएँ, सबसे नई पहले।',
  editTitle: 'राय बदलें',
  name: 'अभिभावक का नाम',
  relation: 'वे कौन हैं',
  relationHint: 'जैसे “आदित्य की माँ, कक्षा 2”।',
  details: 'उन्होंने क्या कहा',
  photo: 'फ़ोटो',
  newPhoto: 'नई फ़ोटो',
  submit: 'राय जोड़ें',
  submitting: 'जोड़ी जा रही है…',
  created: 'राय जोड़ दी गई',
  deleted: 'हटा दिया गया',
  empty: 'कोई राय नहीं मिली।',
  /** Follows the parent's name in staff.manage.confirmQuestion: “{title}” की राय हटा दें? */
  itemWord: 'की राय',
} satisfies Catalogue['dashboardTestimonials'];
