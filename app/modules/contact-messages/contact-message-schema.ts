import { z } from 'zod';
import { inquiryTypes } from './inquiry-types';
import { emailAddress, messageText, optionalIndianPhone, personName, submissionKeyField } from '~/lib/visitor-fields';

/**
 * The contact page's message (SPEC.md §5): Full Name, Email Address and Message required, phone
 * optional, and the inquiry type (default general).
 */
export const contactMessageInputSchema = z.strictObject({
  name: personName('Enter your full name'),
  email: emailAddress,
  phone: optionalIndianPhone,
  inquiryType: z
    .string({ error: 'Choose what your message is about' })
    .trim()
    .default('general')
    .transform((value) => value || 'general')
    .pipe(z.enum(inquiryTypes, { error: 'Choose what your message is about' })),
  message: messageText({ required: true }),
  submissionKey: submissionKeyField,
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
