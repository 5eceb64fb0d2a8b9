import { z } from 'zod';
import { jobStatuses } from '~/db/schema';

/** A job post as staff write it (the staff form arrives with the dashboard; the seed uses it now). */
export const jobInputSchema = z.object({
  title: z.string().trim().min(1, 'Enter the role, for example “Science Teacher”').max(120, 'Keep the role under 120 characters'),
  details: z.string().trim().min(1, 'Enter the job details').max(5000, 'Keep the details under 5000 characters'),
  status: z.enum(jobStatuses).default('open'),
});
export type JobInput = z.infer<typeof jobInputSchema>;
