import { z } from 'zod';
import { changeSchemaOf } from '~/lib/change-schema';

/**
 * A parent's testimonial as staff enter it, shared by the staff form, its action and the JSON API.
 * SPEC.md leaves the words optional, but a card with no words says nothing: they are required
 * (docs/decisions/0022-staff-edits.md). The photo is optional (initials are shown without one).
 */
/** The fields' rules, without defaults (see changeSchemaOf). */
const testimonialFields = {
  name: z
    .string({ message: 'Enter the parent’s name' })
    .trim()
    .min(1, 'Enter the parent’s name')
    .max(100, 'Keep the name under 100 characters'),
  /** Who they are to the school, e.g. "Mother of Aditya, Class 2". */
  relation: z.string({ message: 'Enter who the parent is as text' }).trim().max(120, 'Keep this under 120 characters'),
  details: z
    .string({ message: 'Enter what the parent said' })
    .trim()
    .min(1, 'Enter what the parent said')
    .max(1000, 'Keep the words under 1,000 characters'),
};

export const testimonialInputSchema = z.strictObject({ ...testimonialFields, relation: testimonialFields.relation.default('') });
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

/**
 * A change to a testimonial's words (the editor and PATCH): the same fields and rules; a field left
 * out keeps its value, an empty relation clears it. The photo is changed separately.
 */
export const testimonialUpdateSchema = changeSchemaOf(testimonialFields);
export type TestimonialUpdateInput = z.infer<typeof testimonialUpdateSchema>;
