/** Hindi: the testimonials page and the careers page. */
import type { Catalogue } from '../catalogue';

export const testimonialsText = {
  pageTitle: 'अभिभावक क्या कहते हैं',
  pageLead: 'हमारे विद्यार्थियों के अभिभावक शिक्षकों, देखभाल और विद्यालय के रोज़मर्रा के जीवन के बारे में।',
  backHome: 'मुख्य पृष्ठ पर लौटें',
  carouselTitle: 'उन्हीं के शब्दों में',
  carouselLabel: 'अभिभावकों की राय',
  /** What the carousel and each of its cards are, for screen readers (aria-roledescription). */
  carouselRole: 'स्लाइड शो',
  slideRole: 'स्लाइड',
  slide: '{total} में से {n}',
  goToSlide: 'स्लाइड {n} पर जाएँ',
  previous: 'पिछली राय',
  next: 'अगली राय',
  pause: 'स्लाइड शो रोकें',
  play: 'स्लाइड शो चलाएँ',
  rating: '5 में से 5 रेटिंग',
  empty: 'अभी अभिभावकों की कोई राय नहीं है।',
  visitTitle: 'विद्यालय को खुद आकर देखें',
  visitLead: 'किसी विद्यालय को जानने का सबसे अच्छा तरीका है उसे घूमकर देखना। आइए, हमारे शिक्षकों से मिलिए।',
  visitAction: 'मिलने का समय तय करें',
  admissionsAction: 'नामांकन',
} satisfies Catalogue['testimonials'];

export const careersText = {
  pageTitle: 'करियर',
  pageLead: 'हमारे साथ पढ़ाएँ और काम करें: विद्यालय में खाली पद और आवेदन का तरीका।',
  posted: 'प्रकाशित:',
  howToApply: 'आवेदन कैसे करें',
  /** Followed by the subject in quotes and a full stop. */
  applyByEmail: 'अपना बायोडाटा और एक छोटा आवेदन-पत्र ई-मेल से भेजें, विषय में लिखें',
  applyByPhone: 'इस पद के बारे में कोई प्रश्न है? विद्यालय कार्यालय को कॉल करें।',
  applyInPerson: 'अपना बायोडाटा विद्यालय कार्यालय में जमा करें, या संपर्क पृष्ठ के ज़रिए हमसे संपर्क करें।',
  emailAction: 'ई-मेल से आवेदन करें',
  callAction: 'कॉल करें',
  contactAction: 'विद्यालय से संपर्क करें',
  /** The e-mail's subject, so the office can sort applications. */
  subject: 'आवेदन: {title}',
  /** After "Apply Now" and "Apply by e-mail", for screen readers: which post. */
  forJob: '{title} पद के लिए',
  empty: 'अभी कोई पद खाली नहीं है।',
  /** Followed by the school's e-mail address and a full stop. */
  emptyInvite: 'हमारे साथ काम करने के इच्छुक शिक्षक और स्टाफ़ अपना बायोडाटा इस ई-मेल पर भेज सकते हैं:',
  /** Followed by a link to the contact page and a full stop. */
  emptyInviteNoEmail: 'हमारे साथ काम करने के इच्छुक शिक्षक और स्टाफ़ हमसे यहाँ संपर्क कर सकते हैं:',
  contactPage: 'संपर्क पृष्ठ',
  applyOnline: 'अभी आवेदन करें',
  application: {
    title: 'ऑनलाइन आवेदन करें',
    lead: 'किसी खाली पद के लिए अपना बायोडाटा भेजें, या विद्यालय के रिकॉर्ड में रखने के लिए। हम हर आवेदन पढ़ते हैं।',
    name: 'पूरा नाम',
    email: 'ई-मेल पता',
    phone: 'मोबाइल नंबर',
    job: 'पद',
    general: 'कोई भी उपयुक्त पद (मेरा बायोडाटा रिकॉर्ड में रखें)',
    resume: 'बायोडाटा',
    /** The resume, as the server's refusal of a file too large names it ("The file is larger than …"). */
    resumeHint: 'PDF, DOC या DOCX, अधिकतम 5 एमबी।',
    tooLarge: 'फ़ाइल 5 एमबी से बड़ी है। कृपया छोटी फ़ाइल चुनें।',
    submit: 'आवेदन भेजें',
    submitting: 'भेजा जा रहा है…',
    sent: 'आवेदन मिल गया। धन्यवाद — आपकी योग्यता पद के अनुरूप होने पर हम आपसे संपर्क करेंगे।',
    another: 'एक और आवेदन भेजें',
    consent: 'मैं सहमत हूँ कि विद्यालय मेरे आवेदन के बारे में मुझसे संपर्क कर सकता है और अपनी {policy} के अनुसार मेरा रिज़्यूमे रख सकता है।',
  },
} satisfies Catalogue['careers'];
