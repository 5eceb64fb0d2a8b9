import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { optionalText, requiredText, translationText } from '~/lib/text-schema';
import { appointmentStatuses, facultyPosts } from './faculty-posts';

export { appointmentStatuses, facultyPosts, type AppointmentStatus, type FacultyPost } from './faculty-posts';

/** Rules for a faculty member, shared by the staff form, its action and the JSON API. Safe for the browser. */
const roleMessage = rule('faculty.roleMissing');

/**
 * A choice that may be left unstated: one of `values`, or null; an empty text (a select's "Not
 * stated") is null too, so a form or a PATCH clears it with "" or null. `unknown` for anything else.
 */
function unstatedOr<const Values extends readonly [string, ...string[]]>(values: Values, unknown: string) {
  return z.union([z.enum(values), z.literal(''), z.null()], { error: unknown }).transform((value) => value || null);
}

/** The fields' rules, without defaults (see changeSchemaOf). */
const facultyFields = {
  name: requiredText(100, rule('faculty.nameMissing'), rule('faculty.nameTooLong')),
  /** SPEC.md calls it "title": what the person does at the school ("Mathematics Teacher"). */
  role: requiredText(100, roleMessage, rule('faculty.roleTooLong')),
  details: optionalText(2000, rule('faculty.detailsNotText'), rule('faculty.detailsTooLong')),
  /** The Hindi twins (a name has none): optional; empty means none (null), decision 0052. */
  roleHi: translationText(100, rule('common.notText'), rule('faculty.roleHiTooLong')),
  detailsHi: translationText(2000, rule('common.notText'), rule('faculty.detailsHiTooLong')),
  /**
   * Degrees and diplomas ("M.Sc. (Mathematics), B.Ed."), for the board's disclosure and the profile;
   * empty when none is given. No Hindi twin: degrees are written in English (decision 0059).
   */
  qualification: optionalText(200, rule('faculty.qualificationNotText'), rule('faculty.qualificationTooLong')),
  /** The post the board counts teachers by (PGT, TGT, PRT…); null when not stated. */
  post: unstatedOr(facultyPosts, rule('faculty.postUnknown')),
  /** Regular, on contract or part-time; null when not stated. */
  appointment: unstatedOr(appointmentStatuses, rule('faculty.appointmentUnknown')),
};

/**
 * A new faculty member: name and role are required; details and qualification may be left empty,
 * post and appointment unstated. The photo is optional.
 */
export const facultyInputSchema = z.strictObject({
  ...facultyFields,
  details: facultyFields.details.default(''),
  qualification: facultyFields.qualification.default(''),
  post: facultyFields.post.default(null),
  appointment: facultyFields.appointment.default(null),
  roleHi: facultyFields.roleHi.default(null),
  detailsHi: facultyFields.detailsHi.default(null),
});
export type FacultyInput = z.infer<typeof facultyInputSchema>;

/**
 * A change to a faculty member's words (the editor and PATCH): the same fields and rules; a field
 * left out keeps its value, empty details clear them. The photo is changed separately.
 */
export const facultyUpdateSchema = changeSchemaOf(facultyFields);
export type FacultyUpdateInput = z.infer<typeof facultyUpdateSchema>;
