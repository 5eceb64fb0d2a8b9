import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { requiredText, translationText } from '~/lib/text-schema';

const marksMessage = rule('topper.marks');
const classMessage = rule('topper.classMissing');
const yearMessage = rule('topper.examYear');

/**
 * Rules for a topper's result, shared by the staff form, its action and the JSON API.
 * Marks are a percentage of the full marks, 0 to 100 (docs/decisions/0011-faculty-and-toppers.md).
 * The rules carry no defaults (see changeSchemaOf).
 */
const topperFields = {
  name: requiredText(100, rule('topper.nameMissing'), rule('topper.nameTooLong')),
  // Form fields arrive as text: "" is a missing value (not 0), "abc" is not a number.
  marks: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({ message: marksMessage })
      .min(0, marksMessage)
      .max(100, marksMessage)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, rule('topper.marksDecimals')),
  ),
  /** SPEC.md's "std": the student's class, e.g. "Class 8". */
  std: requiredText(40, classMessage, rule('topper.classTooLong')),
  /** The class in Hindi ("कक्षा 8"): optional; empty means none (null), decision 0052. The name has none. */
  stdHi: translationText(40, rule('common.notText'), rule('topper.stdHiTooLong')),
  /** The year of the examination ("2026") or the session ("2025-26"); may be left empty. */
  examYear: z
    .string({ message: yearMessage })
    .trim()
    .regex(/^(\d{4}([-–]\d{2}(\d{2})?)?)?$/, yearMessage)
    // The longest the pattern allows ("2025–2026"), said for the form's field too.
    .max(9, yearMessage),
};

/** A new topper: name, marks and class are required; the exam year may be left empty. The photo is optional. */
export const topperInputSchema = z.strictObject({
  ...topperFields,
  stdHi: topperFields.stdHi.default(null),
  examYear: topperFields.examYear.default(''),
});
export type TopperInput = z.infer<typeof topperInputSchema>;

/**
 * A change to a topper's result (the editor and PATCH): the same fields and rules; a field left out
 * keeps its value, an empty exam year clears it. The photo is changed separately.
 */
export const topperUpdateSchema = changeSchemaOf(topperFields);
export type TopperUpdateInput = z.infer<typeof topperUpdateSchema>;
