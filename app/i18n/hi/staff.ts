/** Hindi: the dashboard's frame and what every screen shares: the menu, forms and management lists. */
import type { Catalogue } from '../catalogue';

export const staffText = {
  dashboard: {
    title: 'डैशबोर्ड',
    overview: 'सारांश',
    /** Followed by the username. */
    signedInAs: 'लॉग इन:',
    home: 'मुख्य पृष्ठ',
    logout: 'लॉग आउट',
    menu: 'डैशबोर्ड मेनू',
    lead: 'आज वेबसाइट पर क्या-क्या है।',
    counts: {
      notices: 'सूचनाएँ',
      photos: 'गैलरी फ़ोटो',
      faculty: 'शिक्षकगण',
      toppers: 'टॉपर्स',
      upcomingEvents: 'आगामी कार्यक्रम',
      openJobs: 'खुली नौकरी पोस्ट',
      testimonials: 'अभिभावकों की राय',
      newEnquiries: 'नई पूछताछ',
      newMessages: 'नए संदेश',
      applications: 'नौकरी के आवेदन',
      transferCertificates: 'स्थानांतरण प्रमाणपत्र',
      calendarEntries: 'आने वाली कैलेंडर तिथियाँ',
    },
    viewSite: 'वेबसाइट देखें',
    manageHeading: 'वेबसाइट का प्रबंधन',
    add: 'जोड़ें',
    manage: 'प्रबंधित करें',
  },
  menu: {
    notices: 'सूचनाएँ',
    photos: 'फ़ोटो एल्बम',
    events: 'कार्यक्रम',
    faculty: 'शिक्षकगण',
    toppers: 'टॉपर्स',
    testimonials: 'अभिभावकों की राय',
    jobs: 'नौकरी पोस्ट',
    calendar: 'कैलेंडर',
    certificates: 'स्थानांतरण प्रमाणपत्र',
  },
  menuDaily: {
    inbox: 'इनबॉक्स',
    applications: 'नौकरी के आवेदन',
  },
  menuGroups: {
    content: 'वेबसाइट की सामग्री',
    addNew: 'नया जोड़ें',
    more: 'सेटिंग और अन्य',
  },
  menuNewCount: { one: '{count} नया', other: '{count} नए' },
  menuMore: {
    /** Site-wide alert banners: not "सूचनाएँ", which names the notices just above. */
    alerts: 'अलर्ट',
    fees: 'शुल्क संरचना',
    disclosure: 'सार्वजनिक प्रकटीकरण',
    settings: 'वेबसाइट की सेटिंग',
    staffAccounts: 'स्टाफ़ खाते',
  },
  menuToggle: 'मेनू',
  forms: {
    /** `{size}`: the largest photo accepted, "10 MB". The file formats are named as file pickers show them. */
    photoHint: 'JPEG, PNG, WebP या AVIF। अधिकतम {size}।',
    photoTooLarge: 'यह फ़ोटो {size} से बड़ी है। कृपया छोटी फ़ोटो चुनें।',
    currentPhoto: 'अभी की फ़ोटो',
    keepPhoto: 'नई फ़ोटो तभी चुनें जब इसे बदलना हो।',
    removePhoto: 'फ़ोटो हटाएँ (उसकी जगह नाम के पहले अक्षर दिखेंगे)',
    pdfHint: 'एक पीडीएफ़ फ़ाइल, अधिकतम {size}। पीडीएफ़ के रूप में सेव किया गया स्कैन भी चलेगा।',
    pdfTooLarge: 'यह फ़ाइल {size} से बड़ी है। कृपया छोटी फ़ाइल चुनें।',
    currentFile: 'अभी की फ़ाइल:',
    keepFile: 'नई फ़ाइल तभी चुनें जब इसे बदलना हो।',
    kilobytes: '{amount} केबी',
    megabytes: '{amount} एमबी',
    cancel: 'रद्द करें',
    saveChanges: 'बदलाव सहेजें',
    saving: 'सहेजा जा रहा है…',
    changesSaved: 'बदलाव सहेज लिए गए',
    notFound: 'यह अब मौजूद नहीं है। शायद इसे हटा दिया गया है।',
    /** The heading of an editor whose item is not there. */
    notFoundTitle: 'नहीं मिला',
    backToDashboard: 'डैशबोर्ड पर लौटें',
    /** A Hindi twin's label: `{field}` is its English field's ("शीर्षक (हिन्दी)"). */
    inHindi: '{field} (हिन्दी)',
  },
  manage: {
    edit: 'बदलें',
    delete: 'हटाएँ',
    deleting: 'हटाया जा रहा है…',
    confirmLabel: 'हटाने की पुष्टि',
    /**
     * `{title}`: the item's own title or name; `{item}`: the screen's `itemWord`, which in Hindi follows
     * the title ("वाली सूचना", "का आवेदन").
     */
    confirmQuestion: '“{title}” {item} हटा दें? यह वापस नहीं होगा।',
    confirmYes: 'हाँ, हटाएँ',
    cancel: 'रद्द करें',
    alreadyGone: 'यह पहले ही हटाया जा चुका है।',
    addNew: 'नया जोड़ें',
    noHindi: 'हिन्दी नहीं',
    someHindi: 'हिन्दी अधूरी',
  },
} satisfies Catalogue['staff'];
