import { z } from 'zod';
import { classesOffered } from './enquiry-options';
import { emailAddress, indianPhone, messageText, personName, submissionKeyField } from '~/lib/visitor-fields';

/**
 * The admission enquiry (SPEC.md §5, issue 5): SPEC.md's parentName, childName, email, phone and
 * message, and the class sought (optional: a parent may not know yet; SPEC.md's own form had none).
 * Safe for the browser.
 */
export const enquiryInputSchema = z.strictObject({
  parentName: personName('Enter your name'),
  childName: personName('Enter your child’s name'),
  email: emailAddress,
  phone: indianPhone,
  classSought: z
    .string({ error: 'Choose a class from the list' })
    .trim()
    .default('')
    .refine((value) => value === '' || (classesOffered as readonly string[]).includes(value), 'Choose a class from the list'),
  message: messageText({ required: false }),
  submissionKey: submissionKeyField,
});
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;
