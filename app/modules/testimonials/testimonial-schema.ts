import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { optionalText, requiredText, translationText } from '~/lib/text-schema';

/**
 * A parent's testimonial as staff enter it, shared by the staff form, its action and the JSON API.
 * SPEC.md leaves the words optional, but a card with no words says nothing: they are required
 * (docs/decisions/0022-staff-edits.md). The photo is optional (initials are shown without one).
 */
/** The fields' rules, without defaults (see changeSchemaOf). */
const testimonialFields = {
  name: requiredText(100, rule('testimonial.nameMissing'), rule('testimonial.nameTooLong')),
  /** Who they are to the school, e.g. "Mother of Aditya, Class 2". */
  relation: optionalText(120, rule('testimonial.relationNotText'), rule('testimonial.relationTooLong')),
  details: requiredText(1000, rule('testimonial.wordsMissing'), rule('testimonial.wordsTooLong')),
  /** The Hindi twins (a name has none): optional; empty means none (null), decision 0052. */
  relationHi: translationText(120, rule('common.notText'), rule('testimonial.relationHiTooLong')),
  detailsHi: translationText(1000, rule('common.notText'), rule('testimonial.detailsHiTooLong')),
};

export const testimonialInputSchema = z.strictObject({
  ...testimonialFields,
  relation: testimonialFields.relation.default(''),
  relationHi: testimonialFields.relationHi.default(null),
  detailsHi: testimonialFields.detailsHi.default(null),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

/**
 * A change to a testimonial's words (the editor and PATCH): the same fields and rules; a field left
 * out keeps its value, an empty relation clears it. The photo is changed separately.
 */
export const testimonialUpdateSchema = changeSchemaOf(testimonialFields);
export type TestimonialUpdateInput = z.infer<typeof testimonialUpdateSchema>;
