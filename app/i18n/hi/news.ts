/** Hindi: the gallery, the upcoming events and the newsletter (a notice's words are the site's `notices`). */
import type { Catalogue } from '../catalogue';

export const galleryText = {
  pageTitle: 'फ़ोटो गैलरी',
  pageLead: 'हमारी कक्षाओं, खेल के मैदान और उत्सवों के कुछ पल।',
  description: 'विद्यालय जीवन की फ़ोटो: प्रार्थना सभा, कक्षाएँ, खेल दिवस, प्रदर्शनियाँ और उत्सव।',
  empty: 'कोई फ़ोटो नहीं मिली।',
  photoCount: { one: '{count} फ़ोटो', other: '{count} फ़ोटो' },
  photoPlace: '{album}, {total} में से फ़ोटो {n}',
  albumDescription: '“{album}” की {count}, {date}, विद्यालय की फ़ोटो गैलरी से।',
  albumEmpty: 'इस एल्बम में अभी कोई फ़ोटो नहीं है।',
  heldOn: 'तारीख़',
  backToGallery: 'गैलरी पर वापस जाएँ',
  viewLarger: 'बड़ा करके देखें',
  viewer: 'फ़ोटो दर्शक',
  position: '{total} में से फ़ोटो {n}',
  previous: 'पिछली फ़ोटो',
  next: 'अगली फ़ोटो',
  close: 'बंद करें',
  keyboardHint: 'फ़ोटो बदलने के लिए तीर वाली कुंजियाँ दबाएँ और बंद करने के लिए Esc कुंजी दबाएँ।',
} satisfies Catalogue['gallery'];

export const eventsText = {
  pageTitle: 'आगामी कार्यक्रम',
  pageLead: 'विद्यालय में होने वाले उत्सव, खेलकूद, प्रदर्शनियाँ और सभाएँ।',
  description: 'विद्यालय के आने वाले उत्सवों, खेल दिवसों, प्रदर्शनियों और सभाओं की तारीख़ें, सबसे पहले होने वाला कार्यक्रम सबसे ऊपर।',
  empty: 'अभी कोई आगामी कार्यक्रम नहीं है',
  emptyLead: 'नए कार्यक्रमों की तारीख़ तय होते ही उनकी घोषणा सूचना पट्ट पर और यहाँ की जाती है।',
  /** With no events: the way to the notices. */
  viewAllNotices: 'सभी सूचनाएँ और कार्यक्रम देखें',
  backHome: 'मुख्य पृष्ठ पर लौटें',
  nextEvent: 'अगला कार्यक्रम',
  later: 'इसके बाद',
  dateToBeAnnounced: 'तारीख़ की घोषणा बाद में होगी',
  untitled: 'विद्यालय कार्यक्रम',
  today: 'आज',
  tomorrow: 'कल',
  /** Two days or more away. */
  inDays: '{n} दिन में',
} satisfies Catalogue['events'];

export const newsletterText = {
  pageTitle: 'न्यूज़लेटर',
  pageLead: 'विद्यालय का पिछला महीना एक नज़र में: सूचनाएँ, आने वाले कार्यक्रम और नई फ़ोटो।',
  description: 'विद्यालय का न्यूज़लेटर: इस महीने की सूचनाएँ, अगले कार्यक्रम और सबसे नई फ़ोटो, एक ही जगह।',
  updated: 'अद्यतन: {date}',
  noticesTitle: 'सूचना पट्ट से',
  noticesLead: 'पिछले {days} दिनों की सूचनाएँ, सबसे नई सबसे ऊपर।',
  noticesEmpty: 'पिछले {days} दिनों में कोई सूचना नहीं।',
  allNotices: 'सभी सूचनाएँ देखें',
  eventsTitle: 'आने वाले कार्यक्रम',
  allEvents: 'सभी आगामी कार्यक्रम देखें',
  photosTitle: 'फ़ोटो गैलरी से',
  photosEmpty: 'अभी कोई फ़ोटो नहीं जोड़ी गई है।',
  allPhotos: 'फ़ोटो गैलरी खोलें',
  askTitle: 'इनमें से किसी बात पर कोई प्रश्न है?',
  askLead: 'विद्यालय कार्यालय आपकी मदद के लिए हमेशा तैयार है।',
  call: 'कार्यालय को कॉल करें',
  whatsapp: 'WhatsApp',
  email: 'ई-मेल',
  contactPage: 'हमसे संपर्क के सभी तरीके',
} satisfies Catalogue['newsletter'];

export const shareText = {
  whatsapp: 'WhatsApp पर भेजें',
  item: '“{title}” (WhatsApp खुलेगा)',
  cardKind: { notice: 'सूचना', event: 'कार्यक्रम', job: 'नौकरी का अवसर' },
} satisfies Catalogue['share'];
