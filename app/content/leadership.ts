/**
 * The school's leadership (SPEC.md §2.5 and §3: name, position, image, email, words, phone): the
 * portraits and contacts here, the names, positions and words in the catalogue (`leadership.leaders`,
 * by id). Leave `email` or `phone` out (or empty) when there is none: the page then shows 'Email N/A'
 * or no phone link, as the spec says.
 * The portraits are illustrations in public/images/leadership/ until the school sends real photos.
 */
import type { Catalogue } from '~/i18n/catalogue';

export interface LeaderPortrait {
  src: string;
  width: number;
  height: number;
}

export const leaderIds = ['director', 'principal'] as const;
export type LeaderId = (typeof leaderIds)[number];

interface LeaderContact {
  /** The profile's anchor on the page (/leadership#director), and its words' key in the catalogue. */
  id: LeaderId;
  image: LeaderPortrait;
  email?: string;
  phone?: string;
}

/** One leader as the page shows them: contacts from here, words from the catalogue. */
export interface LeaderProfile extends Omit<LeaderContact, 'id'> {
  id: string;
  name: string;
  position: string;
  /** Their words to parents: shown as a quote. */
  words?: string;
}

export const leaders: LeaderContact[] = [
  {
    id: 'director',
    image: { src: '/images/leadership/director.svg', width: 480, height: 480 },
    email: 'director@sunrisemission.example',
  },
  {
    id: 'principal',
    image: { src: '/images/leadership/principal.svg', width: 480, height: 480 },
    // No personal e-mail is published for the Principal: the page shows 'Email N/A' and parents
    // write to the school office instead (the Contact Leadership section below).
    phone: '+91 98765 43210',
  },
];

/** The leaders in the page's order, each joined to its words. */
export function leaderProfiles(words: Catalogue['leadership']['leaders']): LeaderProfile[] {
  return leaders.map((leader) => ({ ...leader, ...words[leader.id] }));
}
