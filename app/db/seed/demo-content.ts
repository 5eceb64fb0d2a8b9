import type { SiteSettings } from '~/modules/settings/settings-schema';

/**
 * Demo content for a new installation: it shows staff what the site looks like when it is full.
 * Names, numbers and addresses are invented; `showsDemoContent` marks the site as a demo until
 * staff replace it. Dates are relative to the day of seeding so the site looks current.
 * Every text a visitor reads has its Hindi twin (`…Hi`), as a school in Patna would print it, so the
 * Hindi site is whole from the first start; people's own names stay as they are (decision 0052).
 * Here: the school's details, its job posts, its events and its albums (whose pictures `demo-scenes/`
 * draws); the notices are in `demo-notices.ts`, the people in `demo-people.ts`, and the school's
 * records (transfer certificates, fees, the public disclosure) in `demo-records.ts`.
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
