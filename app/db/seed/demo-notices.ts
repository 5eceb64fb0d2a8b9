import type { NoticeCategory, NoticePriority } from '~/modules/notices/notice-kinds';

/** The demo's notices, newest first (what `demo-content.ts` says of the demo holds for them). */

export interface DemoNotice {
  title: string;
  details: string;
  titleHi: string;
  detailsHi: string;
  daysAgo: number;
  category: NoticeCategory;
  priority: NoticePriority;
  /** A sample circular, made as a PDF at seeding (issue 16): its file name and lines. */
  circular?: { name: string; lines: string[] };
}

export const demoNotices: DemoNotice[] = [
  {
    title: 'Admissions open for session 2027–28',
    titleHi: 'सत्र 2027–28 के लिए नामांकन प्रारंभ',
    detailsHi:
      'रिसेप्शन (के.जी.) से कक्षा 8 तक के नामांकन फ़ॉर्म विद्यालय कार्यालय में सुबह 9 बजे से दोपहर 1 बजे तक उपलब्ध हैं। अभिभावक इस वेबसाइट के माध्यम से भी पूछताछ भेज सकते हैं।',
    details:
      'Admission forms for Reception to Year 8 are available at the school office from 9 AM to 1 PM. Parents may also send an enquiry through this website.',
    daysAgo: 0,
    category: 'admissions',
    priority: 'high',
  },
  {
    title: 'Half-yearly examination schedule',
    titleHi: 'अर्धवार्षिक परीक्षा की समय-सारणी',
    detailsHi:
      'कक्षा 3 से 8 की अर्धवार्षिक परीक्षाएँ सोमवार से प्रारंभ होंगी। परीक्षा की तिथि-सूची स्कूल डायरी में घर भेज दी गई है। विद्यार्थियों को अपना प्रवेश-पत्र साथ लाना अनिवार्य है।',
    details:
      'Half-yearly examinations for Year 3 to Year 8 (Classes 3 to 8) begin on Monday. The date sheet has been sent home in the school diary. Students must carry their admit cards.',
    daysAgo: 2,
    category: 'academic',
    priority: 'high',
    circular: {
      name: 'Half-yearly examination date sheet.pdf',
      lines: [
        'DEMO CIRCULAR - sample content of this website, not a real notice.',
        '',
        'Half-yearly examinations, Year 3 to Year 8 (Classes 3 to 8)',
        'Monday      English',
        'Tuesday     Mathematics',
        'Wednesday   Hindi',
        'Thursday    Science',
        'Friday      Social Science',
        'Saturday    Sanskrit / Computer',
        '',
        'Examinations begin at 9:00 AM. Students must carry their admit cards.',
        'Parents are requested to sign the date sheet in the school diary.',
        '',
        'Principal',
      ],
    },
  },
  {
    title: 'Chhath Puja holidays',
    titleHi: 'छठ पूजा का अवकाश',
    detailsHi: 'छठ पूजा के अवसर पर विद्यालय बंद रहेगा। कक्षाएँ अगले सोमवार से सामान्य समय पर फिर से आरंभ होंगी।',
    details: 'The school remains closed for Chhath Puja. Classes resume on the following Monday at the usual time.',
    daysAgo: 4,
    category: 'holiday',
    priority: 'medium',
  },
  {
    title: 'Annual Sports Day practice',
    titleHi: 'वार्षिक खेलकूद दिवस का अभ्यास',
    detailsHi:
      'वार्षिक खेलकूद दिवस का अभ्यास प्रतिदिन छठी घंटी के बाद होगा। भाग लेने वाले विद्यार्थी अपनी खेल-पोशाक और पानी की बोतल साथ लाएँ।',
    details:
      'Practice for the Annual Sports Day is held every day after the sixth period. Students taking part should bring their sports uniform and a water bottle.',
    daysAgo: 6,
    category: 'sports',
    priority: 'medium',
  },
  {
    title: 'Parent–teacher meeting on Saturday',
    titleHi: 'शनिवार को अभिभावक–शिक्षक बैठक',
    detailsHi: 'कक्षा 1 से 5 के अभिभावकों से अनुरोध है कि प्रगति-पत्र पर चर्चा के लिए सुबह 9 बजे से दोपहर 12 बजे के बीच कक्षा-शिक्षकों से मिलें।',
    details:
      'Parents of Year 1 to Year 5 (Classes 1 to 5) are requested to meet the class teachers between 9 AM and 12 noon to discuss the progress report.',
    daysAgo: 8,
    category: 'academic',
    priority: 'high',
  },
  {
    title: 'Inter-school drawing competition',
    titleHi: 'अंतर-विद्यालय चित्रकला प्रतियोगिता',
    detailsHi:
      'हमारे विद्यार्थी ज़िला स्तरीय अंतर-विद्यालय चित्रकला प्रतियोगिता में भाग लेंगे। इच्छुक विद्यार्थी अपना नाम शुक्रवार तक कला शिक्षक को दे दें।',
    details:
      'Our students will take part in the district inter-school drawing competition. Names of interested students should be given to the art teacher by Friday.',
    daysAgo: 11,
    category: 'arts',
    priority: 'low',
  },
  {
    title: 'New books in the library',
    titleHi: 'पुस्तकालय में नई पुस्तकें',
    detailsHi:
      'पुस्तकालय में हिन्दी और अंग्रेज़ी की 200 से अधिक नई कहानी की पुस्तकें आई हैं। कक्षा 3 और उससे ऊपर के विद्यार्थी सप्ताह में दो पुस्तकें ले सकते हैं।',
    details:
      'More than 200 new story books in Hindi and English have arrived in the library. Children from Year 3 up can borrow two books a week.',
    daysAgo: 14,
    category: 'facility',
    priority: 'low',
  },
  {
    title: 'Winter uniform from 1 December',
    titleHi: '1 दिसंबर से शीतकालीन पोशाक',
    detailsHi:
      'विद्यार्थी 1 दिसंबर से शीतकालीन पोशाक (नेवी ब्लू स्वेटर और ब्लेज़र) पहनकर आएँ। विद्यालय के पास की पोशाक की दुकान में सभी नाप उपलब्ध हैं।',
    details:
      'Students should wear the winter uniform (navy blue sweater and blazer) from 1 December. The uniform shop near the school has stock in all sizes.',
    daysAgo: 17,
    category: 'other',
    priority: 'medium',
  },
  {
    title: 'Science exhibition: projects due',
    titleHi: 'विज्ञान प्रदर्शनी: प्रोजेक्ट जमा करें',
    detailsHi: 'कक्षा 6 से 8 के विद्यार्थी अपने विज्ञान प्रदर्शनी के प्रोजेक्ट महीने के अंत तक विज्ञान प्रयोगशाला में जमा करें।',
    details:
      'Students of Year 6 to Year 8 (Classes 6 to 8) should submit their science exhibition projects to the science laboratory by the end of the month.',
    daysAgo: 21,
    category: 'academic',
    priority: 'medium',
  },
  {
    title: 'Diwali celebration and holidays',
    titleHi: 'दीपावली उत्सव और अवकाश',
    detailsHi: 'दीपावली अवकाश से पहले विद्यालय में रंगोली और दीया बनाने की गतिविधि होगी। भाई दूज के बाद विद्यालय फिर से खुलेगा।',
    details:
      'A rangoli and diya-making activity will be held in school before the Diwali holidays. The school reopens after Bhai Dooj.',
    daysAgo: 26,
    category: 'holiday',
    priority: 'medium',
  },
  {
    title: 'Music Hall open for practice',
    titleHi: 'संगीत कक्ष अभ्यास के लिए खुला',
    detailsHi:
      'नया संगीत कक्ष हर बुधवार और शुक्रवार को गतिविधि की घंटी में हारमोनियम, तबला और कीबोर्ड सीखने वाले विद्यार्थियों के लिए खुला है।',
    details:
      'The new Music Hall is open for students learning harmonium, tabla and keyboard during the activity period every Wednesday and Friday.',
    daysAgo: 33,
    category: 'arts',
    priority: 'low',
  },
  {
    title: 'Inter-house cricket final',
    titleHi: 'अंतर-सदन क्रिकेट फ़ाइनल',
    detailsHi: 'गंगा सदन और सोन सदन के बीच फ़ाइनल मैच विद्यालय के मैदान पर खेला जाएगा। मैच देखने के लिए अभिभावकों का स्वागत है।',
    details:
      'The final match between Ganga House and Sone House will be played on the school ground. Parents are welcome to watch.',
    daysAgo: 40,
    category: 'sports',
    priority: 'low',
  },
];
