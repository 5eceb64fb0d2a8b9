import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { consentField, emailAddress, indianPhone, personName, submissionKeyField } from '~/lib/visitor-fields';

/** The job application form (SPEC.md §5, issue 5): who applies, for which post. The resume is checked apart. */
export { maxResumeBytes, resumeAccept } from './application-limits';

export const applicationInputSchema = z.strictObject({
  name: personName(rule('visitor.fullNameMissing')),
  email: emailAddress,
  phone: indianPhone,
  /** An open post's id, or "general" for an application without a post (kept on file). */
  job: z
    .string({ error: rule('application.jobMissing') })
    .trim()
    .regex(/^(general|[1-9]\d{0,9})$/, rule('application.jobMissing')),
  /** The applicant agrees to be contacted and to the privacy policy (decision 0057). */
  consent: consentField,
  submissionKey: submissionKeyField,
});
export type ApplicationInput = z.infer<typeof applicationInputSchema>;
