import { z } from 'zod';
import { changeSchemaOf } from '~/lib/change-schema';

/** Rules for a faculty member, shared by the staff form, its action and the JSON API. Safe for the browser. */
const roleMessage = 'Enter the role, for example “Mathematics Teacher”';

/** The fields' rules, without defaults (see changeSchemaOf). */
const facultyFields = {
  name: z
    .string({ message: 'Enter the teacher’s name' })
    .trim()
    .min(1, 'Enter the teacher’s name')
    .max(100, 'Keep the name under 100 characters'),
  /** SPEC.md calls it "title": what the person does at the school ("Mathematics Teacher"). */
  role: z.string({ message: roleMessage }).trim().min(1, roleMessage).max(100, 'Keep the role under 100 characters'),
  details: z.string({ message: 'Enter the details as text' }).trim().max(2000, 'Keep the details under 2,000 characters'),
};

/** A new faculty member: name and role are required; details may be left empty. The photo is optional. */
export const facultyInputSchema = z.strictObject({ ...facultyFields, details: facultyFields.details.default('') });
export type FacultyInput = z.infer<typeof facultyInputSchema>;

/**
 * A change to a faculty member's words (the editor and PATCH): the same fields and rules; a field
 * left out keeps its value, empty details clear them. The photo is changed separately.
 */
export const facultyUpdateSchema = changeSchemaOf(facultyFields);
export type FacultyUpdateInput = z.infer<typeof facultyUpdateSchema>;
