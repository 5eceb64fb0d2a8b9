/**
 * Fixed content of the contact page (SPEC.md §2.5): how children get to school. The school's own
 * details (address, phones, e-mail, hours, map position) come from the settings, not from here.
 */

export const contactLead = 'Call, message or visit us: the office is glad to help with admissions, fees, transport or anything else.';

export interface TransportNote {
  title: string;
  text: string;
}

export const transportNotes: TransportNote[] = [
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
];

/** The kinds of question the office answers, so parents know they are in the right place. */
export const officeTopics: string[] = ['Admissions and campus tours', 'Fees and receipts', 'Transport routes', 'Certificates and records', 'Anything else about your child'];
