import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { inquiryTypes } from './inquiry-types';
import { messageText, optionalEmailAddress, optionalIndianPhone, personName, submissionKeyField } from '~/lib/visitor-fields';

/**
 * The contact page's message (SPEC.md §5): Full Name and Message required, and the inquiry type
 * (default general). SPEC.md required the e-mail address; here an e-mail address or a phone number
 * will do, or both (decision 0087): the office must be able to answer by one of them.
 */
export const contactMessageInputSchema = z
  .strictObject({
    name: personName(rule('visitor.fullNameMissing')),
    email: optionalEmailAddress,
    phone: optionalIndianPhone,
    inquiryType: z
      .string({ error: rule('contact.inquiryTypeMissing') })
      .trim()
      .default('general')
      .transform((value) => value || 'general')
      .pipe(z.enum(inquiryTypes, { error: rule('contact.inquiryTypeMissing') })),
    message: messageText({ required: true }),
    submissionKey: submissionKeyField,
  })
  .refine((message) => message.email !== '' || message.phone !== '', { path: ['email'], message: rule('contact.replyToMissing') });
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
