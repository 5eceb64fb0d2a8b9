import { z } from 'zod';
import { inquiryTypes } from '~/db/schema';
import { emailAddress, messageText, optionalIndianPhone, personName, submissionKeyField } from '~/lib/visitor-fields';

/**
 * The contact page's message (SPEC.md §5): Full Name, Email Address and Message required, phone
 * optional, and the inquiry type (default general). Safe for the browser.
 */
export { inquiryTypes };

export const inquiryTypeLabels: Record<(typeof inquiryTypes)[number], string> = {
  general: 'General enquiry',
  admissions: 'Admissions',
  academic: 'Academics',
  facilities: 'Facilities and visits',
  fees: 'Fees',
  other: 'Something else',
};

export const contactMessageInputSchema = z.object({
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

/** A link's `?type=` (Schedule a Visit, a facilities tour): a known type, else general. */
export function inquiryTypeFromQuery(value: string | null): (typeof inquiryTypes)[number] {
  return (inquiryTypes as readonly string[]).includes(value ?? '') ? (value as (typeof inquiryTypes)[number]) : 'general';
}
