import { z } from 'zod';
import { normaliseIndianPhone } from '~/lib/phone';

/** The job application form (SPEC.md §5, issue 5): who applies, for which post. The resume is checked apart. */
export const maxResumeBytes = 5 * 1024 * 1024;
export const resumeAccept = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const applicationInputSchema = z.object({
  name: z
    .string({ error: 'Enter your full name' })
    .trim()
    .min(1, 'Enter your full name')
    .max(100, 'Keep the name under 100 characters'),
  email: z
    .string({ error: 'Enter your e-mail address' })
    .trim()
    .max(200, 'Keep the e-mail address under 200 characters')
    .pipe(z.email({ error: 'Enter an e-mail address such as name@example.com' })),
  phone: z
    .string({ error: 'Enter your mobile number' })
    .trim()
    .transform((value, ctx) => {
      const phone = normaliseIndianPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit Indian mobile number, e.g. 98765 43210' });
        return z.NEVER;
      }
      return phone;
    }),
  /** An open post's id, or "general" for an application without a post (kept on file). */
  job: z
    .string({ error: 'Choose the post you are applying for' })
    .trim()
    .regex(/^(general|[1-9]\d{0,9})$/, 'Choose the post you are applying for'),
});
export type ApplicationInput = z.infer<typeof applicationInputSchema>;
