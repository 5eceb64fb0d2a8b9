/**
 * Which class a child's age takes them to (decision 0089): the age a child has completed on the day
 * before a session begins (31 March, as Indian schools count it), and so the dates of birth each class
 * takes in a session. The academic pages' "Ages 4–5" are these ages, the age during a class's year.
 * No zod and no server code: the admissions page and the prospectus draw the table from these rules.
 */
import { academicSessionOf, nextSessionLabel } from '~/modules/fees/fee-heads';
import { schoolClasses, type SchoolClass } from './school-classes';

/** The years a child has completed on the cut-off day to join each class. */
export const entryAges: Record<SchoolClass, number> = {
  'Reception (K.G.)': 4,
  'Year 1': 5,
  'Year 2': 6,
  'Year 3': 7,
  'Year 4': 8,
  'Year 5': 9,
  'Class 6': 10,
  'Class 7': 11,
  'Class 8': 12,
};

/** The first month of the year, counted from 1, from which families look for a seat in the next session. */
const nextSessionFromMonth = 10;

/** A session's first year: 2027 for "2027-28". */
function firstYearOf(session: string): number {
  return Number(session.slice(0, 4));
}

/**
 * The session a family asking on `isoDay` is most likely to want a seat in: the one under way until
 * September, then, while the next session's admissions run (October to March), the next one.
 */
export function admissionSessionOn(isoDay: string): string {
  const current = academicSessionOf(isoDay);
  const month = Number(isoDay.slice(5, 7));
  return month >= nextSessionFromMonth || month < 4 ? nextSessionLabel(current) : current;
}

/** The day ages are counted on for a session: 31 March before it begins ("2027-03-31" for "2027-28"). */
export function ageCutoffOf(session: string): string {
  return `${firstYearOf(session)}-03-31`;
}

/** One class of the table: the first and last dates of birth ("YYYY-MM-DD") it takes in the session. */
export interface EntryAgeRow {
  schoolClass: SchoolClass;
  age: number;
  bornFrom: string;
  bornUntil: string;
}

/**
 * Each class's dates of birth in a session: a child who has completed `age` years, and not one more,
 * on the cut-off day. For "2027-28" Reception (4) takes children born 1 April 2022 to 31 March 2023.
 */
export function entryAgeRows(session: string): EntryAgeRow[] {
  const cutoffYear = firstYearOf(session);
  return schoolClasses.map((schoolClass) => {
    const age = entryAges[schoolClass];
    return { schoolClass, age, bornFrom: `${cutoffYear - age - 1}-04-01`, bornUntil: `${cutoffYear - age}-03-31` };
  });
}

/** The table of ages a page shows on a day: which session, the cut-off day, and each class's births. */
export interface AdmissionAges {
  /** The session the table is for ("2027-28"). */
  session: string;
  /** The session under way, when the table is for the next one (October to March). */
  underWay?: string;
  /** The day ages are counted on ("2027-03-31"). */
  cutoff: string;
  rows: EntryAgeRow[];
}

/** The table of ages for `isoDay` (the school's today): the admissions page's and the prospectus's. */
export function admissionAgesOn(isoDay: string): AdmissionAges {
  const session = admissionSessionOn(isoDay);
  const current = academicSessionOf(isoDay);
  return { session, ...(session === current ? {} : { underWay: current }), cutoff: ageCutoffOf(session), rows: entryAgeRows(session) };
}
