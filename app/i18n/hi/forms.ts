/** Hindi UI text: what every public form shares, the admission enquiry form and the contact form. */
import type { Catalogue } from '../catalogue';
import type { InquiryType } from '~/modules/contact-messages/inquiry-types';
import type { schoolClasses } from '~/modules/classes/school-classes';

/** What a contact message is about, as the Contact form offers it and the inbox names it. */
export const inquiryTypeNames = {
  general: 'सामान्य पूछताछ',
  admissions: 'नामांकन',
  academic: 'शिक्षण',
  facilities: 'सुविधाएँ और स्कूल भ्रमण',
  fees: 'शुल्क',
  other: 'कुछ और',
} satisfies Record<InquiryType, string>;

export const formsText = {
  sent: 'संदेश भेज दिया गया',
  sending: 'भेजा जा रहा है…',
  /** The honeypot's label: no person sees it. */
  honeypot: 'इस फ़ील्ड को ख़ाली छोड़ दें',
  /** The consent box's link (decision 0057), in the enquiry's and the application's `consent` at `{policy}`. */
  privacyPolicy: 'गोपनीयता नीति',
  enquiry: {
    parentName: 'आपका नाम',
    childName: 'बच्चे का नाम',
    email: 'ई-मेल पता',
    phone: 'मोबाइल नंबर',
    phoneHint: '10 अंक; आगे +91 या 0 लगा हो तो भी चलेगा।',
    classSought: 'किस कक्षा में नामांकन',
    classUnsure: 'अभी तय नहीं',
    /** The classes as a Hindi school prints them (decision 0066): Reception keeps its name beside K.G., Year N is कक्षा N. */
    classes: {
      'Reception (K.G.)': 'रिसेप्शन (के.जी.)',
      'Year 1': 'कक्षा 1',
      'Year 2': 'कक्षा 2',
      'Year 3': 'कक्षा 3',
      'Year 4': 'कक्षा 4',
      'Year 5': 'कक्षा 5',
      'Class 6': 'कक्षा 6',
      'Class 7': 'कक्षा 7',
      'Class 8': 'कक्षा 8',
    } satisfies Record<(typeof schoolClasses)[number], string>,
    message: 'संदेश',
    messageHint: 'जो कुछ भी आप हमें बताना चाहें: जन्मतिथि, अभी का स्कूल, शुल्क या स्कूल वाहन से जुड़े प्रश्न।',
    submit: 'पूछताछ भेजें',
    thanks: 'धन्यवाद। स्कूल कार्यालय एक कार्य-दिवस के भीतर आपको वापस कॉल करेगा।',
    another: 'एक और पूछताछ भेजें',
    consent: 'मैं सहमत हूँ कि विद्यालय इस पूछताछ के बारे में मुझे फ़ोन, WhatsApp या ई-मेल कर सकता है, और उसकी {policy} से भी।',
  },
} satisfies Catalogue['forms'];

/** The contact page's message form. */
export const contactFormText = {
  title: 'हमें संदेश भेजें',
  lead: 'कार्यालय को लिखें, हम आमतौर पर एक कार्य-दिवस के भीतर फ़ोन या ई-मेल से जवाब देते हैं।',
  name: 'आपका नाम',
  email: 'ई-मेल पता',
  replyHint: 'ई-मेल पता या फ़ोन नंबर: इनमें से एक काफ़ी है।',
  phone: 'फ़ोन',
  inquiryType: 'संदेश किस बारे में है?',
  inquiryTypes: inquiryTypeNames,
  message: 'संदेश',
  submit: 'संदेश भेजें',
  thanks: 'हमें लिखने के लिए धन्यवाद। हम एक कार्य-दिवस के भीतर जवाब देंगे।',
  another: 'एक और संदेश भेजें',
} satisfies Catalogue['contactForm'];

/** What the server answers a visitor's form with; no page sends it. */
export const formRefusalsText = {
  tooMany: 'आपने थोड़े समय में कई फ़ॉर्म भेजे हैं। कृपया एक मिनट रुककर फिर से कोशिश करें।',
} satisfies Catalogue['formRefusals'];
