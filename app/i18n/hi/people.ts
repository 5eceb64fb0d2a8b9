/** Hindi UI text: people (faculty, toppers, and the school office's contacts beside them). */
import type { Catalogue } from '../catalogue';

export const peopleText = {
  /** A person's photo, and the initials shown when staff added none. */
  photoAlt: '{name} की फ़ोटो',
  initialsLabel: '{name} के नाम के आद्याक्षर',
  office: {
    call: 'कॉल करें',
    whatsapp: 'WhatsApp',
    whatsappAction: 'कार्यालय को संदेश भेजें',
    email: 'ई-मेल',
    address: 'पता',
    hours: 'कार्यालय का समय',
    contactPage: 'हमसे संपर्क के सभी तरीके',
  },
  facultyPost: {
    principal: 'प्रधानाचार्य',
    'vice-principal': 'उप-प्रधानाचार्य',
    pgt: 'पीजीटी (स्नातकोत्तर शिक्षक)',
    tgt: 'टीजीटी (प्रशिक्षित स्नातक शिक्षक)',
    prt: 'पीआरटी (प्राथमिक शिक्षक)',
    'special-educator': 'विशेष शिक्षक',
    counsellor: 'परामर्शदाता एवं वेलनेस शिक्षक',
    other: 'अन्य कर्मचारी',
  },
  appointment: {
    regular: 'नियमित',
    contract: 'अनुबंध पर',
    'part-time': 'अंशकालिक',
  },
} satisfies Catalogue['people'];

/** The faculty pages (SPEC.md §2.5): the list, the cards and a teacher's profile. */
export const facultyText = {
  pageTitle: 'हमारे शिक्षक',
  pageLead: 'वे शिक्षक और स्टाफ़, जो हर बच्चे को नाम से जानते हैं।',
  description: 'हमारे प्रधानाचार्य, शिक्षकों और प्रशिक्षकों से मिलिए: उनके विषय, योग्यताएँ और अनुभव।',
  empty: 'कोई शिक्षक नहीं मिला।',
  viewProfile: 'प्रोफ़ाइल देखें',
  backToFaculty: 'सभी शिक्षकों पर लौटें',
  aboutHeading: 'परिचय',
  qualificationLabel: 'योग्यता',
  postLabel: 'पद',
  noDetails: 'इन शिक्षक के बारे में और जानकारी जल्द ही जोड़ी जाएगी।',
  notFoundTitle: 'शिक्षक नहीं मिले',
  notFoundLead: 'हो सकता है यह प्रोफ़ाइल हटा दी गई हो, या लिंक में टाइप करने की कोई ग़लती हो।',
  contactHeading: 'विद्यालय कार्यालय से बात करें',
  contactLead: 'किसी शिक्षक से मिलने या बात करने के लिए कृपया पहले विद्यालय कार्यालय से संपर्क करें।',
  /** A profile's page title and, without details, its description. */
  profileTitle: '{name}, {role}',
  profileDescription: '{name}, {role}।',
  profileDescriptionWithDetails: '{role}। {details}',
} satisfies Catalogue['faculty'];

/** The toppers page (SPEC.md §9). */
export const toppersText = {
  pageTitle: 'हमारे मेधावी विद्यार्थी',
  pageLead: 'परीक्षाओं में सबसे अच्छा प्रदर्शन करने वाले विद्यार्थी, अंकों के क्रम में।',
  description: 'हमारे सबसे अच्छे परीक्षा परिणाम: हर मेधावी विद्यार्थी की कक्षा, प्रतिशत और परीक्षा वर्ष, सबसे ऊँचे अंक सबसे ऊपर।',
  empty: 'विद्यार्थियों के परिणाम नहीं मिले।',
  badges: ['प्रथम', 'द्वितीय', 'तृतीय'],
  rankLabel: 'स्थान',
  marks: 'अंक',
  examYear: 'परीक्षा वर्ष',
} satisfies Catalogue['toppers'];
