import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { isSchoolClass } from '~/modules/classes/school-classes';
import { consentField, indianPhone, messageText, optionalEmailAddress, personName, submissionKeyField } from '~/lib/visitor-fields';

/**
 * The admission enquiry (SPEC.md §5, issue 5): SPEC.md's parentName, childName, email, phone and
 * message, and the class sought (optional: a parent may not know yet; SPEC.md's own form had none).
 * The phone is required and the e-mail is not (decision 0087).
 * Safe for the browser.
 */
export const enquiryInputSchema = z.strictObject({
  parentName: personName(rule('enquiry.parentNameMissing')),
  childName: personName(rule('enquiry.childNameMissing')),
  /** Optional: the office answers by phone or WhatsApp (decision 0087). */
  email: optionalEmailAddress,
  phone: indianPhone,
  classSought: z
    .string({ error: rule('enquiry.classNotOffered') })
    .trim()
    .default('')
    .refine((value) => value === '' || isSchoolClass(value), rule('enquiry.classNotOffered')),
  message: messageText({ required: false }),
  /** The parent agrees to be contacted and to the privacy policy (decision 0057). */
  consent: consentField,
  submissionKey: submissionKeyField,
});
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;
