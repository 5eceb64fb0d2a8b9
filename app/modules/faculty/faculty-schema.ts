import { z } from 'zod';

/** Rules for a faculty member, shared by the staff form, its action and the JSON API. Safe for the browser. */
export const facultyInputSchema = z.object({
  name: z
    .string({ message: 'Enter the teacher’s name' })
    .trim()
    .min(1, 'Enter the teacher’s name')
    .max(100, 'Keep the name under 100 characters'),
  /** SPEC.md calls it "title": what the person does at the school ("Mathematics Teacher"). */
  role: z
    .string({ message: 'Enter the role, for example “Mathematics Teacher”' })
    .trim()
    .min(1, 'Enter the role, for example “Mathematics Teacher”')
    .max(100, 'Keep the role under 100 characters'),
  details: z.string().trim().max(2000, 'Keep the details under 2,000 characters').default(''),
});

export type FacultyInput = z.infer<typeof facultyInputSchema>;
