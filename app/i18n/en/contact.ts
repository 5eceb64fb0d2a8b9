/**
 * English: the contact page (SPEC.md §2.5) and the ways to reach the school that several pages offer
 * (`reach`). The school's own details (address, phones, e-mail, hours, map position) come from the
 * settings.
 */
export const reachText = {
  call: 'Call',
  whatsapp: 'WhatsApp',
  whatsappUs: 'Message us on WhatsApp',
  email: 'E-mail',
  emailUs: 'E-mail the office',
  directions: 'Get directions',
  directionsNote: 'Opens OpenStreetMap',
  hours: 'School hours',
  visitHours: 'Office and visiting hours',
  noDetails: 'The office’s phone numbers and e-mail address will appear here as soon as the school adds them.',
  whatsappEnquiry: 'Hello, I would like to know about admission for my child.',
  whatsappTour: 'Hello, I would like to book a campus tour.',
  whatsappFacility: 'Hello, I would like to know more about the {facility}.',
  emailEnquirySubject: 'Admission enquiry',
  emailTourSubject: 'Campus tour',
  emailFacilitySubject: 'About the {facility}',
} as const;

export const contactText = {
  title: 'Contact Us',
  lead: 'Call, message or visit us: the office is glad to help with admissions, fees, transport or anything else.',
  description: 'Send the school a message, or find its address, phone numbers, e-mail, WhatsApp, school hours, directions and transport information.',
  reachTitle: 'Reach the school',
  address: 'Address',
  phones: 'Phone',
  email: 'E-mail',
  quickTitle: 'Quick actions',
  quickLead: 'The fastest ways to reach the office, straight from your phone.',
  /** The kinds of question the office answers, so parents know they are in the right place. */
  officeTopics: ['Admissions and campus tours', 'Fees and receipts', 'Transport routes', 'Certificates and records', 'Anything else about your child'],
  mapTitle: 'Find us',
  openMap: 'Open the map',
  noMap: 'Ask the office for directions; the map link appears once the school adds its location.',
  transportTitle: 'Transport',
  /** How children get to school. */
  transport: [
    {
      title: 'School transport',
      text: 'School vans run on several routes in the city, each with a driver and an attendant. Ask the office whether your area is covered, the pick-up time for your stop and the monthly charge.',
    },
    {
      title: 'Dropping off and collecting',
      text: 'Parents who bring their children themselves use the main gate. Please arrive ten minutes before the first bell, and show the child’s ID card, or be the designated guardian, when collecting.',
    },
    {
      title: 'By public transport',
      text: 'Shared autos and city buses stop on the main road a short walk from the school. The office can tell you the nearest stop for your route.',
    },
  ],
} as const;
