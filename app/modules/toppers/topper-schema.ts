import { z } from 'zod';
import { changeSchemaOf } from '~/lib/change-schema';

const marksMessage = 'Enter the percentage, a number from 0 to 100';
const classMessage = 'Enter the class, for example “Class 8”';

/**
 * Rules for a topper's result, shared by the staff form, its action and the JSON API.
 * Marks are a percentage of the full marks, 0 to 100 (docs/decisions/0011-faculty-and-toppers.md).
 * The rules carry no defaults (see changeSchemaOf).
 */
const topperFields = {
  name: z
    .string({ message: 'Enter the student’s name' })
    .trim()
    .min(1, 'Enter the student’s name')
    .max(100, 'Keep the name under 100 characters'),
  // Form fields arrive as text: "" is a missing value (not 0), "abc" is not a number.
  marks: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({ message: marksMessage })
      .min(0, marksMessage)
      .max(100, marksMessage)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimal places'),
  ),
  /** SPEC.md's "std": the student's class, e.g. "Class 8". */
  std: z.string({ message: classMessage }).trim().min(1, classMessage).max(40, 'Keep the class under 40 characters'),
  /** The year of the examination ("2026") or the session ("2025-26"); may be left empty. */
  examYear: z
    .string({ message: 'Enter a year such as 2026 or a session such as 2025-26' })
    .trim()
    .regex(/^(\d{4}([-–]\d{2}(\d{2})?)?)?$/, 'Enter a year such as 2026 or a session such as 2025-26')
    // The longest the pattern allows ("2025–2026"), said for the form's field too.
    .max(9, 'Enter a year such as 2026 or a session such as 2025-26'),
};

/** A new topper: name, marks and class are required; the exam year may be left empty. The photo is optional. */
export const topperInputSchema = z.strictObject({ ...topperFields, examYear: topperFields.examYear.default('') });
export type TopperInput = z.infer<typeof topperInputSchema>;

/**
 * A change to a topper's result (the editor and PATCH): the same fields and rules; a field left out
 * keeps its value, an empty exam year clears it. The photo is changed separately.
 */
export const topperUpdateSchema = changeSchemaOf(topperFields);
export type TopperUpdateInput = z.infer<typeof topperUpdateSchema>;
