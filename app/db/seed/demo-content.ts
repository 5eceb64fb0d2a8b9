import type { DisclosureChange } from '~/modules/disclosure/disclosure-schema';
import type { DisclosureSlot } from '~/modules/disclosure/disclosure-slots';
import type { FeeAmounts, OtherFeeHeadName } from '~/modules/fees/fee-heads';
import type { NoticeCategory, NoticePriority } from '~/modules/notices/notice-kinds';
import type { SiteSettings } from '~/modules/settings/settings-schema';

/**
 * Demo content for a new installation: it shows staff what the site looks like when it is full.
 * Names, numbers and addresses are invented; `showsDemoContent` marks the site as a demo until
 * staff replace it. Dates are relative to the day of seeding so the site looks current.
 * Every text a visitor reads has its Hindi twin (`…Hi`), as a school in Patna would print it, so the
 * Hindi site is whole from the first start; people's own names stay as they are (decision 0052).
 */

export const demoSettings: Partial<SiteSettings> = {
  schoolName: 'Sunrise Mission School',
  schoolNameHi: 'सनराइज़ मिशन स्कूल',
  tagline: 'Excellence in Education since 2020',
  taglineHi: '2020 से शिक्षा में उत्कृष्टता',
  phones: ['+91 98765 43210', '+91 91234 56780', '0612 234 5678'],
  email: 'office@sunrisemission.example',
  address: 'Boring Road, near Gandhi Maidan, Patna, Bihar 800001',
  addressHi: 'बोरिंग रोड, गांधी मैदान के पास, पटना, बिहार 800001',
  mapLatitude: 25.6093,
  mapLongitude: 85.1376,
  hours: [
    {
      days: 'Monday to Friday',
      time: '8:00 AM – 4:00 PM',
      daysHi: 'सोमवार से शुक्रवार',
      timeHi: 'सुबह 8:00 – शाम 4:00',
    },
    {
      days: 'Saturday',
      time: '9:00 AM – 1:00 PM',
      daysHi: 'शनिवार',
      timeHi: 'सुबह 9:00 – दोपहर 1:00',
    },
    { days: 'Sunday', time: 'Closed', daysHi: 'रविवार', timeHi: 'बंद' },
  ],
  // Empty, so hidden: an invented profile address would send parents to someone else's page (decision 0066).
  social: {
    facebook: '',
    instagram: '',
    youtube: '',
    x: '',
  },
  whatsapp: '919876543210',
  foundedYear: 2020,
  // The board and its numbers (decision 0056): invented, shaped as CBSE and UDISE+ give them.
  board: 'cbse',
  affiliationNumber: '3300000',
  schoolCode: '65000',
  udiseCode: '10280100000',
  showsDemoContent: true,
};

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

/**
 * Transfer certificates the demo school "issued" (issue 16), each with a sample scan made at seeding;
 * the verification page offers the first as an example while the demo content is in place.
 */
export const demoCertificates = [
  { number: 'DEMO/TC/2026/041', studentName: 'Asha Kumari', className: 'Year 8 (Class 8)', issueDate: '2026-04-10', birthDate: '2013-05-03' },
  { number: 'DEMO/TC/2026/042', studentName: 'Rohan Raj', className: 'Year 5 (Class 5)', issueDate: '2026-05-02', birthDate: '2016-01-21' },
] as const;

export const demoJobs = [
  {
    title: 'Primary Mathematics Teacher',
    titleHi: 'प्राथमिक गणित शिक्षक',
    detailsHi:
      'हमें कक्षा 1 से 5 के लिए एक स्नेहशील शिक्षक की आवश्यकता है, जो गणित को रोचक बना सकें। बी.एड. और कक्षा में पढ़ाने का दो वर्ष का अनुभव वांछनीय है; हिन्दी और अंग्रेज़ी का ज्ञान आवश्यक है।',
    details:
      'We are looking for a caring teacher for Year 1 to Year 5 (Classes 1 to 5) who makes numbers fun. B.Ed. and two years of classroom experience preferred; Hindi and English needed.',
    daysAgo: 3,
  },
  {
    title: 'Office Assistant',
    titleHi: 'कार्यालय सहायक',
    detailsHi:
      'विद्यालय कार्यालय में नामांकन संबंधी पूछताछ, शुल्क की रसीदें और अभिलेख सँभालने हैं। कंप्यूटर का ज्ञान (टाइपिंग, स्प्रेडशीट) और अभिभावकों से विनम्र व्यवहार आवश्यक है।',
    details:
      'Handle admissions enquiries, fee receipts and records in the school office. Computer skills (typing, spreadsheets) and a friendly manner with parents needed.',
    daysAgo: 20,
  },
];

/**
 * The demo staff, in the order the Faculty page shows them; each with the qualification, post and
 * appointment the board's disclosure lists (decision 0059). The qualification is in English only.
 */
export const demoFaculty = [
  {
    name: 'Mrs. Anjali Sinha',
    role: 'Principal',
    details: 'Twenty years of teaching in Patna schools; she has led this one since it opened in 2020.',
    roleHi: 'प्रधानाचार्या',
    detailsHi: 'पटना के विद्यालयों में बीस वर्षों का शिक्षण अनुभव; 2020 में इस विद्यालय के खुलने से ही इसका नेतृत्व कर रही हैं।',
    qualification: 'M.A. (Hindi), B.Ed.',
    post: 'principal',
    appointment: 'regular',
  },
  {
    name: 'Mr. Rakesh Kumar',
    role: 'Mathematics Teacher',
    details: 'Teaches Year 6 to Year 8 (Classes 6 to 8) and leads the maths club.',
    roleHi: 'गणित शिक्षक',
    detailsHi: 'कक्षा 6 से 8 को पढ़ाते हैं और विद्यालय के गणित क्लब का संचालन करते हैं।',
    qualification: 'M.Sc. (Mathematics), B.Ed.',
    post: 'tgt',
    appointment: 'regular',
  },
  {
    name: 'Ms. Priya Verma',
    role: 'English Teacher',
    details: 'Runs the school library and reading hour.',
    roleHi: 'अंग्रेज़ी शिक्षिका',
    detailsHi: 'विद्यालय के पुस्तकालय और पठन की घंटी का संचालन करती हैं।',
    qualification: 'M.A. (English), B.Ed.',
    post: 'tgt',
    appointment: 'contract',
  },
  {
    name: 'Mr. Sanjay Mishra',
    role: 'Science Teacher',
    details: 'In charge of the science laboratory and the yearly science fair.',
    roleHi: 'विज्ञान शिक्षक',
    detailsHi: 'विज्ञान प्रयोगशाला और वार्षिक विज्ञान मेले के प्रभारी हैं।',
    qualification: 'M.Sc. (Physics), B.Ed.',
    post: 'tgt',
    appointment: 'regular',
  },
  {
    name: 'Mrs. Neha Jha',
    role: 'Primary Teacher',
    details: 'Class teacher of Year 2, who teaches with stories and songs.',
    roleHi: 'प्राथमिक शिक्षिका',
    detailsHi: 'कक्षा 2 की कक्षा-शिक्षिका हैं, जो कहानियों और गीतों से पढ़ाती हैं।',
    qualification: 'B.A., D.El.Ed.',
    post: 'prt',
    appointment: 'regular',
  },
  {
    name: 'Mr. Amit Paswan',
    role: 'Sports Coach',
    details: 'Coaches cricket, football and athletics.',
    roleHi: 'खेल प्रशिक्षक',
    detailsHi: 'क्रिकेट, फ़ुटबॉल और एथलेटिक्स का प्रशिक्षण देते हैं।',
    qualification: 'B.P.Ed.',
    post: 'other',
    appointment: 'regular',
  },
  {
    name: 'Ms. Kavita Kumari',
    role: 'Special Educator',
    details: 'Helps children who learn differently, with each class teacher.',
    roleHi: 'विशेष शिक्षिका',
    detailsHi: 'हर कक्षा-शिक्षक के साथ मिलकर उन बच्चों की मदद करती हैं जो अलग ढंग से सीखते हैं।',
    qualification: 'B.Ed. (Special Education)',
    post: 'special-educator',
    appointment: 'regular',
  },
  {
    name: 'Mrs. Ritu Prasad',
    role: 'Counsellor and Wellness Teacher',
    details: 'Meets students and parents on Tuesdays and Fridays.',
    roleHi: 'परामर्शदाता एवं वेलनेस शिक्षिका',
    detailsHi: 'मंगलवार और शुक्रवार को विद्यार्थियों और अभिभावकों से मिलती हैं।',
    qualification: 'M.A. (Psychology), Diploma in Guidance and Counselling',
    post: 'counsellor',
    appointment: 'regular',
  },
];

export const demoToppers = [
  { name: 'Aarav Kumar', marks: 98.4, std: 'Year 8', stdHi: 'कक्षा 8' },
  { name: 'Ananya Singh', marks: 97.6, std: 'Year 8', stdHi: 'कक्षा 8' },
  { name: 'Ishita Raj', marks: 96.2, std: 'Year 7', stdHi: 'कक्षा 7' },
  { name: 'Kunal Prasad', marks: 95.8, std: 'Year 7', stdHi: 'कक्षा 7' },
  { name: 'Sneha Kumari', marks: 94.5, std: 'Year 6', stdHi: 'कक्षा 6' },
];

export const demoTestimonials = [
  {
    name: 'Mr. Vikash Gupta',
    relation: 'Father of Riya, Year 4',
    relationHi: 'रिया (कक्षा 4) के पिता',
    detailsHi: 'शिक्षक हर बच्चे को नाम से जानते हैं। रिया रोज़ सुबह विद्यालय जाने के लिए उत्सुक रहती है और इस वर्ष उसका पढ़ना बहुत सुधर गया है।',
    details:
      'The teachers know every child by name. Riya looks forward to school every morning and her reading has improved so much this year.',
  },
  {
    name: 'Mrs. Sunita Devi',
    relation: 'Mother of Aditya, Year 2',
    relationHi: 'आदित्य (कक्षा 2) की माता',
    detailsHi: 'साफ़-सुथरी कक्षाएँ, स्नेही कर्मचारी और विद्यालय कार्यालय से नियमित सूचनाएँ। हमें विश्वास है कि हमारा बेटा सुरक्षित हाथों में है।',
    details: 'Clean classrooms, caring staff and regular updates from the school office. We feel our son is in safe hands.',
  },
  {
    name: 'Dr. Manoj Thakur',
    relation: 'Father of Ishita, Year 7',
    relationHi: 'इशिता (कक्षा 7) के पिता',
    detailsHi: 'पढ़ाई, खेलकूद और संस्कारों का अच्छा संतुलन है। विज्ञान प्रयोगशाला और पुस्तकालय से सचमुच बहुत फ़र्क पड़ा है।',
    details: 'Good balance of studies, sports and values. The science lab and library have made a real difference.',
  },
  {
    name: 'Mrs. Farah Khan',
    relation: 'Mother of Ayaan, Year 5',
    relationHi: 'अयान (कक्षा 5) की माता',
    detailsHi: 'वार्षिकोत्सव और खेलकूद दिवस से पता चलता है कि यहाँ बच्चों में कितना आत्मविश्वास आता है। सभी शिक्षकों का हार्दिक धन्यवाद।',
    details: 'The annual day and sports day show how much confidence the children gain here. Thank you to all the teachers.',
  },
];

/**
 * The demo's upcoming events: the school's own a number of days after seeding (`inDays`), a national
 * day on its real date (`on`, "MM-DD", its next one; decision 0066): Republic Day is 26 January.
 */
export type DemoEvent = { title: string; description: string; titleHi: string; descriptionHi: string } & ({ inDays: number } | { on: `${number}-${number}` });

export const demoEvents: DemoEvent[] = [
  {
    title: 'Annual Day Celebration',
    inDays: 24,
    description: 'Songs, dances and a play by our students, with prizes for the year’s achievers.',
    titleHi: 'वार्षिकोत्सव',
    descriptionHi: 'हमारे विद्यार्थियों द्वारा गीत, नृत्य और नाटक की प्रस्तुति, साथ ही वर्ष के मेधावी विद्यार्थियों को पुरस्कार।',
  },
  {
    title: 'Annual Sports Day',
    inDays: 45,
    description: 'Races, relays and drills on the school ground. Parents are warmly invited.',
    titleHi: 'वार्षिक खेलकूद दिवस',
    descriptionHi: 'विद्यालय के मैदान पर दौड़, रिले और ड्रिल। अभिभावक सादर आमंत्रित हैं।',
  },
  {
    title: 'Science Exhibition',
    inDays: 60,
    description: 'Working models and experiments by the students of Year 6 to Year 8 (Classes 6 to 8).',
    titleHi: 'विज्ञान प्रदर्शनी',
    descriptionHi: 'कक्षा 6 से 8 के विद्यार्थियों द्वारा बनाए गए चलते-फिरते मॉडल और प्रयोग।',
  },
  {
    title: 'Republic Day Assembly',
    on: '01-26',
    description: 'Flag hoisting, patriotic songs and a march past by all houses.',
    titleHi: 'गणतंत्र दिवस समारोह',
    descriptionHi: 'ध्वजारोहण, देशभक्ति गीत और सभी सदनों का मार्च-पास्ट।',
  },
];

/**
 * The gallery's albums (decision 0064), newest first: a sports day last week, the Annual Day and the
 * Diwali exhibition last month, and everyday school life. Each photo's words are its own; the album's
 * title says what the whole set shows.
 */
export const demoAlbums = [
  {
    title: 'Annual Sports Day',
    titleHi: 'वार्षिक खेलकूद दिवस',
    description: 'Races, tug of war and the prize giving on the school ground.',
    descriptionHi: 'विद्यालय के मैदान पर दौड़, रस्साकशी और पुरस्कार वितरण।',
    daysAgo: 9,
    photos: [
      {
        title: 'Sports Day',
        description: 'Relay races on the school ground.',
        titleHi: 'खेलकूद दिवस',
        descriptionHi: 'विद्यालय के मैदान पर रिले दौड़।',
      },
      {
        title: 'Tug of war',
        description: 'Year 7 against Year 8 in the final.',
        titleHi: 'रस्साकशी',
        descriptionHi: 'फ़ाइनल में कक्षा 7 और कक्षा 8 आमने-सामने।',
      },
      {
        title: 'Prize giving',
        description: 'The Principal gives the house trophy to the winners.',
        titleHi: 'पुरस्कार वितरण',
        descriptionHi: 'प्रधानाचार्या विजेता सदन को ट्रॉफ़ी देती हैं।',
      },
    ],
  },
  {
    title: 'Annual Day and Diwali exhibition',
    titleHi: 'वार्षिकोत्सव और दीपावली प्रदर्शनी',
    description: 'Dances, a play and the students’ paintings.',
    descriptionHi: 'नृत्य, नाटक और विद्यार्थियों के चित्र।',
    daysAgo: 34,
    photos: [
      {
        title: 'Annual Day',
        description: 'The Year 5 dance performance.',
        titleHi: 'वार्षिकोत्सव',
        descriptionHi: 'कक्षा 5 की नृत्य प्रस्तुति।',
      },
      {
        title: 'Art class',
        description: 'Students painting for the Diwali exhibition.',
        titleHi: 'कला की कक्षा',
        descriptionHi: 'दीपावली प्रदर्शनी के लिए चित्र बनाते विद्यार्थी।',
      },
    ],
  },
  {
    title: 'School life',
    titleHi: 'विद्यालय जीवन',
    description: 'An ordinary day at school.',
    descriptionHi: 'विद्यालय का एक सामान्य दिन।',
    daysAgo: 70,
    photos: [
      {
        title: 'Morning assembly',
        description: 'The whole school gathers for prayer and news.',
        titleHi: 'प्रातःकालीन प्रार्थना सभा',
        descriptionHi: 'प्रार्थना और समाचार के लिए पूरा विद्यालय एक साथ एकत्र होता है।',
      },
      {
        title: 'Our campus',
        description: 'The main building seen from the playground.',
        titleHi: 'हमारा परिसर',
        descriptionHi: 'खेल के मैदान से दिखता मुख्य भवन।',
      },
      {
        title: 'Science lab',
        description: 'An experiment in the Year 7 practical period.',
        titleHi: 'विज्ञान प्रयोगशाला',
        descriptionHi: 'कक्षा 7 की प्रायोगिक घंटी में एक प्रयोग।',
      },
    ],
  },
];

/**
 * The fee structure of a small private school in Bihar for last session and this one (issue 16):
 * tuition from ₹700 a month in Reception to ₹1,500 in Year 8 (Class 8), every rise within the 7 % a year the
 * Bihar Private Schools (Fee Regulation) Act 2019 allows without the fee committee. Both published;
 * the seed names them after the day it runs (`academicSessionOf`).
 */
const demoFeeOtherHeads = [
  { name: 'Examination fee', nameHi: 'परीक्षा शुल्क' },
  { name: 'Computer lab', nameHi: 'कंप्यूटर लैब' },
];

const demoFeeNotes = {
  notes:
    'Tuition and transport are paid every month by the 10th, at the school office or by UPI; every payment gets a receipt. The admission fee is paid once, when a child joins. The annual charge, development, examination and computer lab fees are paid in two instalments, in April and October. Books and uniform are bought once a year. Transport is shown for routes up to 5 km; ask the office about longer routes. A second child of the same family pays half the tuition fee.',
  notesHi:
    'शिक्षण शुल्क और परिवहन शुल्क हर महीने की 10 तारीख़ तक विद्यालय कार्यालय में या UPI से जमा होते हैं; हर भुगतान की रसीद मिलती है। प्रवेश शुल्क केवल एक बार, बच्चे के प्रवेश के समय लिया जाता है। वार्षिक, विकास, परीक्षा और कंप्यूटर लैब शुल्क दो किस्तों में, अप्रैल और अक्टूबर में जमा होते हैं। पुस्तकें और यूनिफ़ॉर्म साल में एक बार ली जाती हैं। परिवहन शुल्क 5 किमी तक के मार्गों का है; लंबे मार्गों के लिए कार्यालय से पूछें। एक ही परिवार के दूसरे बच्चे का शिक्षण शुल्क आधा है।',
};

/** Per class, in the site's class names: last session's fees, then this session's. */
export const demoFeeSessions: { previous: FeeAmounts; current: FeeAmounts; otherHeads: OtherFeeHeadName[]; notes: string; notesHi: string } = {
  ...demoFeeNotes,
  otherHeads: demoFeeOtherHeads,
  previous: {
    'Reception (K.G.)': { admission: 5000, tuition: 700, annual: 3000, development: 1500, transport: 600, books: 1800, uniform: 1500 },
    'Year 1': { admission: 5500, tuition: 750, annual: 3000, development: 1500, transport: 600, books: 2200, uniform: 1500, other1: 600 },
    'Year 2': { admission: 5500, tuition: 800, annual: 3000, development: 1500, transport: 600, books: 2200, uniform: 1500, other1: 600 },
    'Year 3': { admission: 5500, tuition: 850, annual: 3500, development: 1500, transport: 600, books: 2800, uniform: 1500, other1: 600, other2: 1000 },
    'Year 4': { admission: 5500, tuition: 900, annual: 3500, development: 1500, transport: 600, books: 2800, uniform: 1500, other1: 600, other2: 1000 },
    'Year 5': { admission: 5500, tuition: 950, annual: 3500, development: 1500, transport: 600, books: 2800, uniform: 1500, other1: 600, other2: 1000 },
    'Class 6': { admission: 6500, tuition: 1200, annual: 4200, development: 1500, transport: 600, books: 3600, uniform: 1800, other1: 800, other2: 1000 },
    'Class 7': { admission: 6500, tuition: 1300, annual: 4200, development: 1500, transport: 600, books: 3600, uniform: 1800, other1: 800, other2: 1000 },
    'Class 8': { admission: 6500, tuition: 1400, annual: 4200, development: 1500, transport: 600, books: 3600, uniform: 1800, other1: 800, other2: 1000 },
  },
  current: {
    'Reception (K.G.)': { admission: 5300, tuition: 740, annual: 3200, development: 1600, transport: 640, books: 1900, uniform: 1600 },
    'Year 1': { admission: 5800, tuition: 800, annual: 3200, development: 1600, transport: 640, books: 2350, uniform: 1600, other1: 640 },
    'Year 2': { admission: 5800, tuition: 850, annual: 3200, development: 1600, transport: 640, books: 2350, uniform: 1600, other1: 640 },
    'Year 3': { admission: 5800, tuition: 900, annual: 3700, development: 1600, transport: 640, books: 2950, uniform: 1600, other1: 640, other2: 1050 },
    'Year 4': { admission: 5800, tuition: 960, annual: 3700, development: 1600, transport: 640, books: 2950, uniform: 1600, other1: 640, other2: 1050 },
    'Year 5': { admission: 5800, tuition: 1010, annual: 3700, development: 1600, transport: 640, books: 2950, uniform: 1600, other1: 640, other2: 1050 },
    'Class 6': { admission: 6900, tuition: 1280, annual: 4400, development: 1600, transport: 640, books: 3800, uniform: 1900, other1: 850, other2: 1050 },
    'Class 7': { admission: 6900, tuition: 1390, annual: 4400, development: 1600, transport: 640, books: 3800, uniform: 1900, other1: 850, other2: 1050 },
    'Class 8': { admission: 6900, tuition: 1490, annual: 4400, development: 1600, transport: 640, books: 3800, uniform: 1900, other1: 850, other2: 1050 },
  },
};

/**
 * The Mandatory Public Disclosure's demo (decision 0058): a document in every slot that applies,
 * each a locally generated PDF marked DEMO, valid for a plausible time (the fire safety certificate
 * lapses within the month, so the overview shows its warning); figures of a school of 200 children
 * on about 1.5 acres. The school teaches up to Year 8 (Class 8), so the board results do not apply yet; the
 * results table holds its own Year 8 examinations.
 */
export const demoDisclosure: {
  details: DisclosureChange;
  documents: { slot: DisclosureSlot; validForDays: number | null; name: string; title: string; lines: string[] }[];
} = {
  details: {
    sections: 9,
    campusArea: 6070,
    classroomCount: 14,
    classroomArea: 42,
    labCount: 3,
    labArea: 50,
    internet: true,
    girlsToilets: 8,
    boysToilets: 8,
    inspectionVideoUrl: 'https://www.youtube.com/',
    results: [2024, 2025, 2026].map((year, index) => ({
      year,
      examination: 'Year 8 annual examination (school)',
      examinationHi: 'कक्षा 8 की वार्षिक परीक्षा (विद्यालय)',
      registered: [14, 18, 21][index]!,
      passed: [14, 17, 21][index]!,
      remarks: index === 0 ? 'DEMO — the first Year 8 batch' : 'DEMO',
      remarksHi: index === 0 ? 'डेमो — कक्षा 8 का पहला बैच' : 'डेमो',
    })),
    notApplicable: ['board-results-1', 'board-results-2', 'board-results-3'],
  },
  documents: [
    { slot: 'affiliation-letter', validForDays: 1200, name: 'affiliation-letter.pdf', title: 'LETTER OF AFFILIATION (DEMO)', lines: ['Provisional affiliation up to the middle (Class VIII) stage.', 'Affiliation No. 3300000  ·  School Code 65000'] },
    { slot: 'registration-certificate', validForDays: null, name: 'trust-registration.pdf', title: 'TRUST REGISTRATION CERTIFICATE (DEMO)', lines: ['Registered under the Indian Trusts Act, 1882.', 'Registration No. DEMO/2019/114'] },
    { slot: 'noc', validForDays: null, name: 'noc-state-government.pdf', title: 'NO OBJECTION CERTIFICATE (DEMO)', lines: ['Education Department, Government of Bihar.', 'No objection to the school seeking affiliation.'] },
    { slot: 'rte-recognition', validForDays: 700, name: 'rte-recognition.pdf', title: 'RECOGNITION UNDER THE RTE ACT, 2009 (DEMO)', lines: ['Recognised for Year 1 to Year 8 (Classes 1 to 8).', 'Recognition No. DEMO/RTE/2021/52'] },
    { slot: 'building-safety', validForDays: 400, name: 'building-safety.pdf', title: 'BUILDING SAFETY CERTIFICATE (DEMO)', lines: ['Structure inspected as per the National Building Code of India.'] },
    { slot: 'fire-safety', validForDays: 20, name: 'fire-safety.pdf', title: 'FIRE SAFETY CERTIFICATE (DEMO)', lines: ['Fire extinguishers, exits and drills inspected by the Fire Services.'] },
    { slot: 'deo-certificate', validForDays: null, name: 'deo-certificate.pdf', title: 'DEO CERTIFICATE (DEMO)', lines: ['Certificate of the District Education Officer for affiliation.'] },
    { slot: 'water-health-sanitation', validForDays: 150, name: 'water-health-sanitation.pdf', title: 'WATER, HEALTH AND SANITATION (DEMO)', lines: ['Drinking water tested safe; toilets and kitchen inspected.'] },
    { slot: 'academic-calendar', validForDays: null, name: 'academic-calendar.pdf', title: 'ANNUAL ACADEMIC CALENDAR (DEMO)', lines: ['April: new session begins  ·  September: half-yearly examinations', 'March: annual examinations and results'] },
    { slot: 'smc-members', validForDays: 300, name: 'smc-members.pdf', title: 'SCHOOL MANAGEMENT COMMITTEE (DEMO)', lines: ['Chairperson, Principal (member secretary), two teachers,', 'four parents and one member of the local body.'] },
    { slot: 'pta-members', validForDays: 300, name: 'pta-members.pdf', title: 'PARENTS TEACHERS ASSOCIATION (DEMO)', lines: ['President, Vice President, Secretary and one parent and', 'one teacher from each class.'] },
  ],
};
