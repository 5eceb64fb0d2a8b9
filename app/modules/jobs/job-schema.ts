import { z } from 'zod';
import { jobStatuses } from '~/db/schema';

/** A job post as staff write it (the staff form arrives with the dashboard; the seed uses it now). */
export const jobInputSchema = z.object({
  title: z.string().trim().min(1, 'Enter the role, for example “Science Teacher”').max(120, 'Keep the role under 120 characters'),
  details: z.string().trim().min(1, 'Enter the job details').max(5000, 'Keep the details under 5000 characters'),
  status: z.enum(jobStatuses).default('open'),
});
export type JobInput = z.infer<typeof jobInputSchema>;

/** The job panel on the home page shows this many characters of the details (SPEC.md §4). */
export const jobPreviewLength = 100;

/** The details cut to the preview length, with an ellipsis when something was cut. */
export function jobPreview(details: string, length = jobPreviewLength): string {
  const chars = Array.from(details.trim());
  if (chars.length <= length) return chars.join('');
  return `${chars.slice(0, length).join('').trimEnd()}…`;
}
