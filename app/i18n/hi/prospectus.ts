/** Hindi: the prospectus page's own words; the rest is drawn from the other pages' sections and the settings. */
import type { Catalogue } from '../catalogue';
import { formsText } from './forms';

export const prospectusText = {
  title: 'विवरणिका',
  lead: 'विद्यालय के बारे में परिवार को जो कुछ जानना चाहिए, सब एक ही पृष्ठ पर, जिसे आप प्रिंट कर सकते हैं या सहेज सकते हैं।',
  description:
    'विद्यालय की विवरणिका: हमारा परिचय, प्राथमिक और माध्यमिक कक्षाएँ, सुविधाएँ, नामांकन की प्रक्रिया, शुल्क की जानकारी और हमसे संपर्क।',
  intro:
    'इस विवरणिका में हमारी कक्षाएँ, सुविधाएँ, नामांकन के चरण और शुल्क की जानकारी एक ही जगह दी गई है। इसे प्रिंट करें, या प्रिंट विंडो में “PDF के रूप में सहेजें” चुनकर इसकी एक प्रति अपने फ़ोन में रख लें।',
  print: 'प्रिंट करें या PDF सहेजें',
  glance: 'एक नज़र में विद्यालय',
  /** Facts about the school, after the founding year (which comes from the settings). */
  facts: [
    { label: 'विद्यार्थी', value: 'लगभग 200' },
    { label: 'कक्षा का आकार', value: 'अधिकतम 25' },
    { label: 'शिक्षक', value: '16' },
    { label: 'कक्षाएँ', value: 'रिसेप्शन (के.जी.) से कक्षा 8 तक' },
    { label: 'माध्यम', value: 'अंग्रेज़ी, हिंदी के साथ' },
    { label: 'नामांकन', value: 'पूरे वर्ष, कभी भी' },
  ],
  founded: 'स्थापना',
  programmes: 'शैक्षिक कार्यक्रम',
  primary: 'प्राथमिक शिक्षा',
  secondary: 'माध्यमिक शिक्षा',
  curriculum: 'पाठ्यक्रम',
  facilities: 'सुविधाएँ',
  admissions: 'नामांकन कैसे लें',
  documents: 'साथ लाने वाले दस्तावेज़',
  fees: 'शुल्क',
  contact: 'संपर्क',
  address: 'पता',
  phones: 'फ़ोन',
  email: 'ई-मेल',
  hours: 'स्कूल का समय',
  enquire: 'अभी पूछताछ करें',
  yearCostsTitle: 'सत्र {session} में एक साल का ख़र्च',
  yearCostsLead: 'मासिक शुल्क के बारह महीने और हर वार्षिक शुल्क। प्रवेश शुल्क केवल एक बार, पहले साल में लगता है; परिवहन, जो परिवार इसे लेते हैं उनके लिए, अलग से है।',
  classColumn: 'कक्षा',
  yearColumn: 'एक साल',
  firstYearColumn: 'पहला साल, प्रवेश सहित',
  fullFees: 'हर कक्षा का हर शुल्क',
  classes: formsText.enquiry.classes,
} satisfies Catalogue['prospectus'];
