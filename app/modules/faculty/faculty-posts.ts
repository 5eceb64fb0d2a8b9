/**
 * A faculty member's post and appointment status, as CBSE's Mandatory Public Disclosure (Appendix IX,
 * section D) counts and lists teachers (decision 0059). No zod, so that a form or a page can show
 * the choices without shipping the schema; faculty-schema.ts exports them too.
 * 'counsellor' is the "counsellor and wellness teacher" of the disclosure.
 */
export const facultyPosts = ['principal', 'vice-principal', 'pgt', 'tgt', 'prt', 'special-educator', 'counsellor', 'other'] as const;
export type FacultyPost = (typeof facultyPosts)[number];

export const appointmentStatuses = ['regular', 'contract', 'part-time'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
