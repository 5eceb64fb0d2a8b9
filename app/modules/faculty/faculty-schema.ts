import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { optionalText, requiredText, translationText } from '~/lib/text-schema';

/** Rules for a faculty member, shared by the staff form, its action and the JSON API. Safe for the browser. */
const roleMessage = rule('faculty.roleMissing');

/** The fields' rules, without defaults (see changeSchemaOf). */
const facultyFields = {
  name: requiredText(100, rule('faculty.nameMissing'), rule('faculty.nameTooLong')),
  /** SPEC.md calls it "title": what the person does at the school ("Mathematics Teacher"). */
  role: requiredText(100, roleMessage, rule('faculty.roleTooLong')),
  details: optionalText(2000, rule('faculty.detailsNotText'), rule('faculty.detailsTooLong')),
  /** The Hindi twins (a name has none): optional; empty means none (null), decision 0052. */
  roleHi: translationText(100, rule('common.notText'), rule('faculty.roleHiTooLong')),
  detailsHi: translationText(2000, rule('common.notText'), rule('faculty.detailsHiTooLong')),
};

/** A new faculty member: name and role are required; details may be left empty. The photo is optional. */
export const facultyInputSchema = z.strictObject({
  ...facultyFields,
  details: facultyFields.details.default(''),
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
