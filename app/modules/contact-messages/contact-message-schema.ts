import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { inquiryTypes } from './inquiry-types';
import { emailAddress, messageText, optionalIndianPhone, personName, submissionKeyField } from '~/lib/visitor-fields';

/**
 * The contact page's message (SPEC.md §5): Full Name, Email Address and Message required, phone
 * optional, and the inquiry type (default general).
 */
export const contactMessageInputSchema = z.strictObject({
  name: personName(rule('visitor.fullNameMissing')),
  email: emailAddress,
  phone: optionalIndianPhone,
  inquiryType: z
    .string({ error: rule('contact.inquiryTypeMissing') })
    .trim()
    .default('general')
    .transform((value) => value || 'general')
    .pipe(z.enum(inquiryTypes, { error: rule('contact.inquiryTypeMissing') })),
  message: messageText({ required: true }),
  submissionKey: submissionKeyField,
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
