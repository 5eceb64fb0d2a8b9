import type { NoticeCategory, NoticePriority } from '~/modules/notices/notice-kinds';
import type { SiteSettings } from '~/modules/settings/settings-schema';

/**
 * Demo content for a new installation: it shows staff what the site looks like when it is full.
 * Names, numbers and addresses are invented; `showsDemoContent` marks the site as a demo until
 * staff replace it. Dates are relative to the day of seeding so the site looks current.
 */

export const demoSettings: Partial<SiteSettings> = {
  schoolName: 'Sunrise Mission School',
  tagline: 'Excellence in Education since 2020',
  phones: ['+91 98765 43210', '+91 91234 56780', '0612 234 5678'],
  email: 'office@sunrisemission.example',
  address: 'Boring Road, near Gandhi Maidan, Patna, Bihar 800001',
  mapLatitude: 25.6093,
  mapLongitude: 85.1376,
  hours: [
    { days: 'Monday to Friday', time: '8:00 AM – 4:00 PM' },
    { days: 'Saturday', time: '9:00 AM – 1:00 PM' },
    { days: 'Sunday', time: 'Closed' },
  ],
  social: { facebook: 'https://www.facebook.com/', instagram: '', youtube: '', x: '' },
  whatsapp: '919876543210',
  foundedYear: 2020,
  showsDemoContent: true,
};

export interface DemoNotice {
  title: string;
  details: string;
  daysAgo: number;
  category: NoticeCategory;
  priority: NoticePriority;
}

export const demoNotices: DemoNotice[] = [
  {
    title: 'Admissions open for session 2027–28',
    details:
      'Admission forms for Nursery to Class 8 are available at the school office from 9 AM to 1 PM. Parents may also send an enquiry through this website.',
    daysAgo: 0,
    category: 'admissions',
    priority: 'high',
  },
  {
    title: 'Half-yearly examination schedule',
    details:
      'Half-yearly examinations for Classes 3 to 8 begin on Monday. The date sheet has been sent home in the school diary. Students must carry their admit cards.',
    daysAgo: 2,
    category: 'academic',
    priority: 'high',
  },
  {
    title: 'Chhath Puja holidays',
    details: 'The school remains closed for Chhath Puja. Classes resume on the following Monday at the usual time.',
    daysAgo: 4,
    category: 'holiday',
    priority: 'medium',
  },
  {
    title: 'Annual Sports Day practice',
    details:
      'Practice for the Annual Sports Day is held every day after the sixth period. Students taking part should bring their sports uniform and a water bottle.',
    daysAgo: 6,
    category: 'sports',
    priority: 'medium',
  },
  {
    title: 'Parent–teacher meeting on Saturday',
    details:
      'Parents of Classes 1 to 5 are requested to meet the class teachers between 9 AM and 12 noon to discuss the progress report.',
    daysAgo: 8,
    category: 'academic',
    priority: 'high',
  },
  {
    title: 'Inter-school drawing competition',
    details:
      'Our students will take part in the district inter-school drawing competition. Names of interested students should be given to the art teacher by Friday.',
    daysAgo: 11,
    category: 'arts',
    priority: 'low',
  },
  {
    title: 'New books in the library',
    details:
      'More than 200 new story books in Hindi and English have arrived in the library. Classes 3 and above can borrow two books a week.',
    daysAgo: 14,
    category: 'facility',
    priority: 'low',
  },
  {
    title: 'Winter uniform from 1 December',
    details:
      'Students should wear the winter uniform (navy blue sweater and blazer) from 1 December. The uniform shop near the school has stock in all sizes.',
    daysAgo: 17,
    category: 'other',
    priority: 'medium',
  },
  {
    title: 'Science exhibition: projects due',
    details:
      'Students of Classes 6 to 8 should submit their science exhibition projects to the science laboratory by the end of the month.',
    daysAgo: 21,
    category: 'academic',
    priority: 'medium',
  },
  {
    title: 'Diwali celebration and holidays',
    details:
      'A rangoli and diya-making activity will be held in school before the Diwali holidays. The school reopens after Bhai Dooj.',
    daysAgo: 26,
    category: 'holiday',
    priority: 'medium',
  },
  {
    title: 'Music Hall open for practice',
    details:
      'The new Music Hall is open for students learning harmonium, tabla and keyboard during the activity period every Wednesday and Friday.',
    daysAgo: 33,
    category: 'arts',
    priority: 'low',
  },
  {
    title: 'Inter-house cricket final',
    details:
      'The final match between Ganga House and Sone House will be played on the school ground. Parents are welcome to watch.',
    daysAgo: 40,
    category: 'sports',
    priority: 'low',
  },
];

export const demoJobs = [
  {
    title: 'Primary Mathematics Teacher',
    details:
      'We are looking for a caring teacher for Classes 1 to 5 who makes numbers fun. B.Ed. and two years of classroom experience preferred; Hindi and English needed.',
    daysAgo: 3,
  },
  {
    title: 'Office Assistant',
    details:
      'Handle admissions enquiries, fee receipts and records in the school office. Computer skills (typing, spreadsheets) and a friendly manner with parents needed.',
    daysAgo: 20,
  },
];

export const demoFaculty = [
  { name: 'Mrs. Anjali Sinha', role: 'Principal', details: 'M.A., B.Ed. Twenty years of teaching in Patna schools.' },
  { name: 'Mr. Rakesh Kumar', role: 'Mathematics Teacher', details: 'M.Sc. Mathematics, B.Ed. Leads the maths club.' },
  { name: 'Ms. Priya Verma', role: 'English Teacher', details: 'M.A. English. Runs the school library and reading hour.' },
  { name: 'Mr. Sanjay Mishra', role: 'Science Teacher', details: 'M.Sc. Physics, B.Ed. In charge of the science laboratory.' },
  { name: 'Mrs. Neha Jha', role: 'Primary Teacher', details: 'B.A., D.El.Ed. Class teacher of Class 2.' },
  { name: 'Mr. Amit Paswan', role: 'Sports Coach', details: 'B.P.Ed. Coaches cricket, football and athletics.' },
];

export const demoToppers = [
  { name: 'Aarav Kumar', marks: 98.4, std: 'Class 8' },
  { name: 'Ananya Singh', marks: 97.6, std: 'Class 8' },
  { name: 'Ishita Raj', marks: 96.2, std: 'Class 7' },
  { name: 'Kunal Prasad', marks: 95.8, std: 'Class 7' },
  { name: 'Sneha Kumari', marks: 94.5, std: 'Class 6' },
];

export const demoTestimonials = [
  {
    name: 'Mr. Vikash Gupta',
    relation: 'Father of Riya, Class 4',
    details:
      'The teachers know every child by name. Riya looks forward to school every morning and her reading has improved so much this year.',
  },
  {
    name: 'Mrs. Sunita Devi',
    relation: 'Mother of Aditya, Class 2',
    details: 'Clean classrooms, caring staff and regular updates from the school office. We feel our son is in safe hands.',
  },
  {
    name: 'Dr. Manoj Thakur',
    relation: 'Father of Ishita, Class 7',
    details: 'Good balance of studies, sports and values. The science lab and library have made a real difference.',
  },
  {
    name: 'Mrs. Farah Khan',
    relation: 'Mother of Ayaan, Class 5',
    details: 'The annual day and sports day show how much confidence the children gain here. Thank you to all the teachers.',
  },
];

export const demoEvents = [
  { title: 'Annual Day Celebration', inDays: 24, description: 'Songs, dances and a play by our students, with prizes for the year’s achievers.' },
  { title: 'Annual Sports Day', inDays: 45, description: 'Races, relays and drills on the school ground. Parents are warmly invited.' },
  { title: 'Science Exhibition', inDays: 60, description: 'Working models and experiments by the students of Classes 6 to 8.' },
  { title: 'Republic Day Assembly', inDays: 66, description: 'Flag hoisting, patriotic songs and a march past by all houses.' },
];

export const demoGallery = [
  { title: 'Morning assembly', description: 'The whole school gathers for prayer and news.' },
  { title: 'Our campus', description: 'The main building seen from the playground.' },
  { title: 'Sports Day', description: 'Relay races on the school ground.' },
  { title: 'Art class', description: 'Students painting for the Diwali exhibition.' },
  { title: 'Science lab', description: 'An experiment in the Class 7 practical period.' },
  { title: 'Annual Day', description: 'The Class 5 dance performance.' },
];
