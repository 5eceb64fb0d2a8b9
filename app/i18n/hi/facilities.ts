/**
 * Hindi: the six facilities (SPEC.md §3), by the ids of app/content/facilities.ts: what cards and
 * links show (`facilities`, with each picture's alt text in the order of the content's scenes) and the
 * facility pages' own words (`facilityPage`). The long descriptions are in facility-details.ts.
 */
import type { Catalogue } from '../catalogue';

export const facilityPageText = {
  indexTitle: 'सुविधाएँ',
  indexLead: 'छह जगहें, जहाँ बच्चे पढ़ते हैं, प्रयोग करते हैं, खेलते हैं, कुछ नया रचते हैं, मंच पर प्रस्तुति देते हैं और मिलते-जुलते हैं।',
  indexDescription:
    'हमारा पुस्तकालय, विज्ञान प्रयोगशालाएँ, खेल परिसर, रचनात्मक कला केंद्र, संगीत कक्ष और साझा स्थान: हर एक में क्या है, उसका समय और वह कहाँ है।',
  /** A facility page's description: its summary, where it is and its hours. */
  description: '{summary} {location}; {hours}।',
  picturesLabel: '{facility}: चित्र',
  explore: 'देखें',
  about: 'इस सुविधा के बारे में',
  features: 'विशेषताएँ',
  details: 'एक नज़र में',
  hours: 'समय',
  capacity: 'क्षमता',
  location: 'स्थान',
  moreInfoTitle: 'और जानकारी चाहिए?',
  moreInfoText: 'इस सुविधा के बारे में कार्यालय से पूछें, या परिसर भ्रमण पर आकर इसे ख़ुद देखें।',
  contactUs: 'संपर्क करें',
  bookTour: 'परिसर भ्रमण तय करें',
  otherFacilities: 'अन्य सुविधाएँ',
  notFoundTitle: 'सुविधा नहीं मिली',
  notFoundLead: 'हमें यह सुविधा नहीं मिली। हो सकता है इसका नाम बदल गया हो।',
  notFoundHeading: 'हमारी सुविधाएँ',
  goHome: 'मुख्य पृष्ठ पर लौटें',
} satisfies Catalogue['facilityPage'];

export const facilitiesText = {
  library: {
    title: 'आधुनिक पुस्तकालय',
    summary: 'अंग्रेज़ी और हिंदी की किताबों से भरा शांत, रोशन कमरा, जहाँ हर कक्षा के लिए पढ़ने का घंटा तय है।',
    pictures: [
      'चित्र: धूप वाली खिड़की के पास रंग-बिरंगी किताबों से भरी ऊँची अलमारियाँ',
      'चित्र: लैंप की रोशनी में पुस्तकालय की मेज़ पर पढ़ता एक बच्चा',
    ],
  },
  'science-labs': {
    title: 'विज्ञान प्रयोगशालाएँ',
    summary: 'भौतिकी, रसायन और जीव विज्ञान के प्रयोग, ख़ुद करके, सुरक्षित देखरेख में।',
    pictures: [
      'चित्र: फ़्लास्क और परखनलियों वाली प्रयोगशाला की मेज़',
      'चित्र: कॉपी और नमूनों की स्लाइडों के पास रखा सूक्ष्मदर्शी',
    ],
  },
  'sports-complex': {
    title: 'खेल परिसर',
    summary: 'मैदान, कोर्ट और खेल का सामान, ताकि रोज़ खेल, एथलेटिक्स और योग हो सकें।',
    pictures: [
      'चित्र: हरे-भरे खेल के मैदान के चारों ओर दौड़ का ट्रैक',
      'चित्र: निशान लगे कोर्ट पर बास्केटबॉल का रिंग और गेंद',
    ],
  },
  'arts-center': {
    title: 'रचनात्मक कला केंद्र',
    summary: 'ड्रॉइंग, पेंटिंग और क्राफ़्ट, ऐसे कमरे में जो चीज़ें बनाने के लिए ही बना है।',
    pictures: [
      'चित्र: सूरज की पेंटिंग वाला ईज़ल और रंगों की पैलेट',
      'चित्र: मेज़ पर काग़ज़ की कलाकृतियाँ, ब्रश और रंगीन पेंसिलें',
    ],
  },
  'music-hall': {
    title: 'संगीत कक्ष',
    summary: 'गायन, तबला, हारमोनियम और कीबोर्ड, और हमारे कार्यक्रमों का मंच।',
    pictures: [
      'चित्र: संगीत के सुरों के साथ तबले की जोड़ी और हारमोनियम',
      'चित्र: पर्दों, माइक्रोफ़ोन और कीबोर्ड वाला एक छोटा मंच',
    ],
  },
  'common-areas': {
    title: 'विद्यार्थियों का साझा स्थान',
    summary: 'छायादार आँगन, प्रार्थना सभा का स्थान और भोजन की जगह, जहाँ पूरा स्कूल एक साथ मिलता है।',
    pictures: [
      'चित्र: छायादार पेड़, बेंचों और स्कूल भवन वाला आँगन',
      'चित्र: टिफ़िन बॉक्स रखी भोजन की मेज़ें और पानी का डिस्पेंसर',
    ],
  },
} satisfies Catalogue['facilities'];
