/** Hindi: the home page. Its sections' pictures, links and numbers are in app/content/home.ts, joined to these words by id. */
import type { Catalogue } from '../catalogue';

export const homeText = {
  meta: {
    title: 'मुख्य पृष्ठ',
    description: 'बिहार का एक स्नेहपूर्ण अंग्रेज़ी माध्यम विद्यालय, स्थापना 2020: नामांकन, सूचनाएँ, सुविधाएँ, शिक्षकगण और हम तक पहुँचने का रास्ता।',
  },
  slogans: ['अपना भविष्य गढ़ें', 'दिल और दिमाग़ से सीखें', 'नेतृत्व करें, सेवा करें, प्रेरणा दें'],
  heroLead: 'बिहार का एक स्नेहपूर्ण विद्यालय, जहाँ हर बच्चे को पहचाना जाता है, उसका हौसला बढ़ाया जाता है और उसे दुनिया के लिए तैयार किया जाता है।',
  contactNow: 'अभी संपर्क करें',
  enquire: 'प्रवेश के लिए पूछताछ करें',
  scheduleVisit: 'मिलने का समय तय करें',
  /** The fixed ticker's label before the latest notice. */
  ticker: 'नवीनतम',
  jobPanel: {
    label: 'भर्ती जारी है',
    close: 'नौकरी की सूचना बंद करें',
    dismiss: 'बंद करें',
    applyNow: 'अभी आवेदन करें',
  },
  /** The social links beside the hero (their names are the frame's `networks`). */
  social: { label: 'हमसे जुड़ें' },
  admissions: {
    title: 'नामांकन की आवश्यकताएँ',
    lead: 'क्या लाना है, कब आना है, और अपने बच्चे के नामांकन के बारे में हमसे कुछ भी कैसे पूछें।',
    enquiryTitle: 'नामांकन के बारे में पूछें',
    enquiryText: 'अपने बच्चे के बारे में बताइए, हम एक कार्य-दिवस के भीतर आपको फ़ोन करेंगे।',
  },
  testimonials: {
    eyebrow: 'अभिभावकों की राय',
    title: 'अभिभावक क्या कहते हैं',
    empty: 'अभी अभिभावकों की कोई राय नहीं है।',
    carousel: 'अभिभावकों की राय',
    /** What the carousel and each of its cards are, for screen readers (aria-roledescription). */
    carouselRole: 'स्लाइड शो',
    slideRole: 'स्लाइड',
    slide: '{count} में से {index}',
    show: 'राय {index} दिखाएँ',
    pause: 'राय का स्लाइड शो रोकें',
    play: 'राय का स्लाइड शो चलाएँ',
    readAll: 'सभी राय पढ़ें',
  },
} satisfies Catalogue['home'];
