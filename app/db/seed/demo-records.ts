import type { DisclosureChange } from '~/modules/disclosure/disclosure-schema';
import type { DisclosureSlot } from '~/modules/disclosure/disclosure-slots';
import type { FeeAmounts, OtherFeeHeadName } from '~/modules/fees/fee-heads';

/**
 * The demo school's records (issue 16): the transfer certificates it issued, its fee structure and its
 * Mandatory Public Disclosure, each marked DEMO (what `demo-content.ts` says of the demo holds for them).
 */

/**
 * Transfer certificates the demo school "issued" (issue 16), each with a sample scan made at seeding;
 * the verification page offers the first as an example while the demo content is in place.
 */
export const demoCertificates = [
  { number: 'DEMO/TC/2026/041', studentName: 'Asha Kumari', className: 'Year 8 (Class 8)', issueDate: '2026-04-10', birthDate: '2013-05-03' },
  { number: 'DEMO/TC/2026/042', studentName: 'Rohan Raj', className: 'Year 5 (Class 5)', issueDate: '2026-05-02', birthDate: '2016-01-21' },
] as const;

/**
 * The fee structure of a small private school in Bihar for last session and this one (issue 16):
 * tuition from ₹700 a month in Reception to ₹1,500 in Year 8 (Class 8), every rise within the 7 % a year the
 * Bihar Private Schools (Fee Regulation) Act 2019 allows without the fee committee. Both published;
 * the seed names them after the day it runs (`academicSessionOf`).
 */
const demoFeeOtherHeads: OtherFeeHeadName[] = [
  { name: 'Examination fee', nameHi: 'परीक्षा शुल्क', frequency: 'yearly' },
  { name: 'Computer lab', nameHi: 'कंप्यूटर लैब', frequency: 'yearly' },
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
