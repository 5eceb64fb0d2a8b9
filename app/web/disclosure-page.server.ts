import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import { listFaculty } from '~/modules/faculty/faculty.server';
import { getDisclosure, type DisclosureView } from '~/modules/disclosure/disclosure.server';
import { disclosureStaff, type DisclosureStaff } from '~/modules/disclosure/disclosure-staff';
import { getSiteSettings } from '~/modules/settings/settings.server';
import type { SchoolBoard } from '~/modules/settings/school-board';

/** Section A, from the settings (one source for the school's name, numbers and contacts). */
export interface DisclosureGeneral {
  board: SchoolBoard;
  boardName: string;
  schoolName: string;
  schoolNameHi: string | null;
  affiliationNumber: string;
  schoolCode: string;
  udiseCode: string;
  address: string;
  addressHi: string | null;
  email: string;
  phones: string[];
}

/** The whole Mandatory Public Disclosure, as the page and GET /api/disclosure give it. */
export interface DisclosureAnswer {
  general: DisclosureGeneral;
  staff: DisclosureStaff;
  disclosure: DisclosureView;
}

/**
 * The disclosure (decision 0058), gathered from its three sources: the settings (section A), the
 * disclosure module (documents, figures, results) and the faculty list (section D), as on `today`.
 */
export async function disclosureAnswer(db: Kysely<Database>, today: string): Promise<DisclosureAnswer> {
  const [settings, disclosure, faculty] = await Promise.all([getSiteSettings(db), getDisclosure(db, today), listFaculty(db)]);
  const { board, boardName, schoolName, schoolNameHi, affiliationNumber, schoolCode, udiseCode, address, addressHi, email, phones } = settings;
  return {
    general: { board, boardName, schoolName, schoolNameHi, affiliationNumber, schoolCode, udiseCode, address, addressHi, email, phones: phones.filter(Boolean) },
    staff: disclosureStaff(faculty, disclosure.sections),
    disclosure,
  };
}
