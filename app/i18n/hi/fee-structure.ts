/** Hindi: the fee structure (/fees, issue 16) and the names of its classes and heads, which the dashboard's editor uses too. */
import type { StandardFeeHead } from '~/modules/fees/fee-heads';
import { formsText } from './forms';

export const feeStructureText = {
  title: 'शुल्क संरचना',
  lead: 'पूरे शैक्षणिक सत्र के लिए हर कक्षा का हर शुल्क, जैसा विद्यालय हर वर्ष प्रकाशित करता है।',
  description: 'शैक्षणिक सत्र के लिए कक्षावार विद्यालय शुल्क: प्रवेश, मासिक शिक्षण, वार्षिक और अन्य शुल्क, अभिभावकों के लिए टिप्पणियों के साथ।',
  sessionTitle: 'सत्र {session} का शुल्क',
  currentBadge: 'वर्तमान सत्र',
  pastBadge: 'पिछला सत्र',
  publishedOn: '{date} को प्रकाशित',
  pastNotice: 'यह पिछले सत्र {session} का शुल्क है, जो रिकॉर्ड के लिए यहाँ रखा गया है।',
  seeCurrent: 'वर्तमान शुल्क देखें',
  jumpToClass: 'कक्षा पर जाएँ',
  classColumn: 'कक्षा',
  notCharged: 'शुल्क नहीं',
  notesTitle: 'टिप्पणियाँ',
  pastTitle: 'पिछले सत्र',
  law: 'बिहार निजी विद्यालय (शुल्क विनियमन) अधिनियम 2019 के अंतर्गत प्रकाशित, जो हर निजी विद्यालय से उसके सभी शुल्क प्रकाशित करने को कहता है। एक वर्ष में 7 % से अधिक वृद्धि के लिए विद्यालय की शुल्क समिति की स्वीकृति आवश्यक है।',
  questions: 'शुल्क, रियायत या किस्तों के बारे में प्रश्न? कार्यालय आपकी सहायता करेगा।',
  emptyTitle: 'शुल्क संरचना अभी प्रकाशित नहीं हुई है',
  emptyText: 'कार्यालय आपके बच्चे की कक्षा का वर्तमान शुल्क लिखित रूप में देता है। फ़ोन करें, व्हाट्सऐप संदेश भेजें या हमें लिखें।',
  missingTitle: 'उस सत्र का कोई शुल्क प्रकाशित नहीं हुआ',
  feeWhatsapp: 'नमस्ते, मेरे बच्चे की कक्षा के शुल्क के बारे में मेरा एक प्रश्न है।',
  feeEmailSubject: 'शुल्क',
  classes: formsText.enquiry.classes,
  heads: {
    admission: 'प्रवेश शुल्क (एक बार)',
    tuition: 'शिक्षण शुल्क (प्रति माह)',
    annual: 'वार्षिक शुल्क',
    development: 'विकास शुल्क',
    transport: 'परिवहन (प्रति माह)',
    books: 'पुस्तकें',
    uniform: 'यूनिफ़ॉर्म',
  } satisfies Record<StandardFeeHead, string>,
} as const;
