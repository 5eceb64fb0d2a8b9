/** Hindi: the frame every public page shares, the notices' words (lists, cards, a notice's page), and the error pages. */
import type { Catalogue } from '../catalogue';

/** A notice's category as visitors read it. */
export const noticeCategoryNames = {
  academic: 'शैक्षणिक',
  sports: 'खेलकूद',
  arts: 'कला',
  admissions: 'नामांकन',
  facility: 'सुविधा',
  holiday: 'अवकाश',
  other: 'सामान्य',
} satisfies Catalogue['notices']['category'];

export const siteText = {
  frame: {
    skipToContent: 'मुख्य सामग्री पर जाएँ',
    /** Beside the label of a form's field that may be left empty. */
    optional: '(वैकल्पिक)',
    call: 'कॉल करें',
    email: 'ई-मेल',
    address: 'पता',
    login: 'लॉग इन',
    dashboard: 'डैशबोर्ड',
    menu: 'मेनू',
    /** Before the other language's name on the language switch, for screen readers. */
    readThisPageIn: 'यह पृष्ठ इस भाषा में पढ़ें:',
    /** What ends a sentence whose last words are a link or a quotation. */
    sentenceEnd: '।',
    mainMenu: 'मुख्य मेनू',
    /** The mobile menu's name: the main menu, told apart from the large screens' one. */
    mobileMenu: 'मुख्य मेनू (मेनू)',
    /** The header's emblem and name, a link home. */
    homeLink: '{school}, मुख्य पृष्ठ',
    home: 'मुख्य पृष्ठ',
    breadcrumb: 'आप यहाँ हैं',
    /** Social networks and messengers, by the settings' names for them (brand names, written as Hindi media write them). */
    networks: {
      facebook: 'फ़ेसबुक',
      instagram: 'इंस्टाग्राम',
      youtube: 'यूट्यूब',
      x: 'एक्स',
      whatsapp: 'WhatsApp',
    },
  },
  /** The school's board and numbers (DESIGN.md §9, decision 0056), on the home page, Our Story and the footer (static islands: their words travel only with a navigation); hidden when no board is set. */
  affiliation: {
    /** The boards' names as parents know them; a board staff name themselves ('other') is their text. */
    boards: { cbse: 'सीबीएसई', bseb: 'बिहार विद्यालय परीक्षा समिति', icse: 'आईसीएसई (सीआईएससीई)' },
    affiliatedTo: '{board} से संबद्ध',
    affiliationNumber: 'संबद्धता संख्या {number}',
    schoolCode: 'विद्यालय कोड {code}',
    udiseCode: 'यू-डाइस+ कोड {code}',
    disclosureLink: 'अनिवार्य सार्वजनिक प्रकटीकरण',
  },
  /** The names of the menu's and the footer's links, by their id in app/content/navigation.ts (static islands: app/components/frame/MenuLinks.tsx, SiteFooter.tsx). */
  menuLinks: {
    home: 'मुख्य पृष्ठ',
    about: 'हमारे बारे में',
    aboutUs: 'हमारे बारे में',
    ourStory: 'हमारी कहानी',
    missionVision: 'ध्येय और दृष्टि',
    leadership: 'नेतृत्व',
    awards: 'पुरस्कार',
    testimonials: 'अभिभावकों की राय',
    academics: 'शिक्षण',
    primaryEducation: 'प्राथमिक शिक्षा',
    secondaryEducation: 'माध्यमिक शिक्षा',
    curriculum: 'पाठ्यक्रम',
    faculty: 'शिक्षकगण',
    toppers: 'टॉपर्स',
    facilities: 'सुविधाएँ',
    library: 'पुस्तकालय',
    scienceLabs: 'विज्ञान प्रयोगशालाएँ',
    sportsComplex: 'खेल परिसर',
    artsCenter: 'कला केंद्र',
    musicHall: 'संगीत कक्ष',
    commonAreas: 'साझा स्थान',
    admissions: 'नामांकन',
    requirements: 'आवश्यकताएँ',
    fees: 'शुल्क',
    feeStructure: 'शुल्क संरचना',
    campusTours: 'परिसर भ्रमण',
    faqs: 'अक्सर पूछे जाने वाले प्रश्न',
    prospectus: 'विवरणिका',
    enquiry: 'प्रवेश हेतु पूछताछ',
    enquire: 'प्रवेश के लिए पूछताछ करें',
    newsEvents: 'समाचार और कार्यक्रम',
    notices: 'सूचनाएँ',
    gallery: 'गैलरी',
    upcomingEvents: 'आगामी कार्यक्रम',
    calendar: 'शैक्षणिक कैलेंडर',
    newsletter: 'न्यूज़लेटर',
    careers: 'करियर',
    tcVerification: 'स्थानांतरण प्रमाणपत्र सत्यापन',
    contact: 'संपर्क',
  },
  footer: {
    /** Under the footer while the demo content is shown. */
    demoNotice: 'इस साइट पर अभी नमूना सामग्री दिख रही है। स्टाफ़ इसे डैशबोर्ड से बदल सकता है।',
    quickLinks: 'उपयोगी लिंक',
    programmes: 'शैक्षिक कार्यक्रम',
    reachUs: 'हम तक पहुँचें',
    contactPage: 'हमसे संपर्क के सभी तरीके',
    hours: 'स्कूल का समय',
    followUs: 'हमसे जुड़ें',
    policies: 'नीतियाँ',
    privacy: 'गोपनीयता नीति',
    terms: 'सेवा की शर्तें',
    cookies: 'कुकी नीति',
    copyright: '© {year} {school}। सर्वाधिकार सुरक्षित।',
  },
  notices: {
    pageTitle: 'सूचनाएँ',
    pageLead: 'विद्यालय कार्यालय से समाचार, परीक्षा कार्यक्रम, छुट्टियाँ और आयोजन।',
    empty: 'कोई सूचना नहीं मिली',
    priority: { high: 'महत्वपूर्ण', medium: 'सूचना', low: 'जानकारी हेतु' },
    category: noticeCategoryNames,
    circular: 'परिपत्र डाउनलोड करें (पीडीएफ़, {size})',
    kilobytes: '{amount} केबी',
    megabytes: '{amount} एमबी',
  },
  /** A notice's own page (/notices/:id). */
  noticePage: {
    backToNotices: 'सभी सूचनाओं पर लौटें',
    postedOn: 'सूचना की तारीख़',
    category: 'श्रेणी',
    priority: 'महत्व',
  },
  notFound: {
    title: 'पृष्ठ नहीं मिला',
    heading: 'क्षमा करें! आप जो पृष्ठ ढूँढ़ रहे हैं, वह मौजूद नहीं है',
    lead: 'हो सकता है लिंक पुराना हो, या पते में टाइप करने की कोई ग़लती हो।',
    goHome: 'मुख्य पृष्ठ पर लौटें',
  },
  error: {
    /** The way out of an error page (and the 404 page's). */
    goHome: 'मुख्य पृष्ठ पर लौटें',
    title: 'कुछ गड़बड़ हो गई',
    lead: 'हम अभी यह पृष्ठ नहीं दिखा पाए। कृपया एक मिनट बाद फिर से कोशिश करें।',
    unavailable: 'साइट कुछ देर के लिए उपलब्ध नहीं है। कृपया एक मिनट बाद फिर से कोशिश करें।',
    tryAgain: 'फिर से कोशिश करें',
  },
} satisfies Pick<Catalogue, 'frame' | 'affiliation' | 'menuLinks' | 'footer' | 'notices' | 'noticePage' | 'notFound' | 'error'>;
