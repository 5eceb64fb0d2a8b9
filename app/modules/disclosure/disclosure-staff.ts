/**
 * Section D of the disclosure (staff), read from the faculty list (decision 0058): the principal,
 * teachers counted by PGT, TGT and PRT, the teacher–section ratio, the special educator, the
 * counsellor and wellness teacher, and each teacher's name, qualification and appointment status.
 * The faculty list is the one source: a teacher added there is on the disclosure without a second entry.
 */

import type { AppointmentStatus, FacultyPost } from '~/modules/faculty/faculty-posts';

/** What the disclosure reads of a faculty member (app/modules/faculty's view has it). */
export interface StaffMemberFacts {
  id: number;
  name: string;
  qualification: string;
  post: FacultyPost | null;
  appointment: AppointmentStatus | null;
}

export interface DisclosureStaff {
  /** The first faculty member whose post is principal, or null when none is marked. */
  principal: StaffMemberFacts | null;
  teacherCounts: { pgt: number; tgt: number; prt: number };
  /** Teachers (PGT, TGT, PRT) for each class section, or null until staff give the number of sections and mark teachers' posts. */
  teachersPerSection: number | null;
  specialEducators: StaffMemberFacts[];
  counsellors: StaffMemberFacts[];
  /** The principal, vice principal and teachers, in the faculty list's order, for the table of names, qualifications and appointments. */
  teachingStaff: StaffMemberFacts[];
}

const teacherPosts = ['pgt', 'tgt', 'prt'] as const;
const teachingPosts = new Set<FacultyPost>(['principal', 'vice-principal', ...teacherPosts]);

export function disclosureStaff(faculty: readonly StaffMemberFacts[], sections: number | null): DisclosureStaff {
  const pick = ({ id, name, qualification, post, appointment }: StaffMemberFacts): StaffMemberFacts => ({ id, name, qualification, post, appointment });
  const withPost = (post: FacultyPost) => faculty.filter((member) => member.post === post).map(pick);
  const teacherCounts = { pgt: withPost('pgt').length, tgt: withPost('tgt').length, prt: withPost('prt').length };
  const teachers = teacherCounts.pgt + teacherCounts.tgt + teacherCounts.prt;
  return {
    principal: withPost('principal')[0] ?? null,
    teacherCounts,
    // Two decimals, as CBSE's own disclosures give it ("1.5 : 1"); nothing to say until both are known.
    teachersPerSection: sections && teachers > 0 ? Math.round((teachers / sections) * 100) / 100 : null,
    specialEducators: withPost('special-educator'),
    counsellors: withPost('counsellor'),
    teachingStaff: faculty.filter((member) => member.post !== null && teachingPosts.has(member.post)).map(pick),
  };
}
