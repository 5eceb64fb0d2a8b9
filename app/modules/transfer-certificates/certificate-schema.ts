import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { requiredDay, requiredText } from '~/lib/text-schema';

/**
 * Rules for a transfer certificate the school issued (DESIGN.md §9, issue 16), shared by the staff
 * form, its action and the JSON API, and for a visitor's lookup. Safe for the browser.
 */

const certificateNumber = requiredText(40, rule('certificate.numberMissing'), rule('certificate.numberTooLong'));

/** A new certificate: its number, the student, the class they left, when it was issued and their date of birth. */
export const certificateInputSchema = z
  .strictObject({
    number: certificateNumber,
    studentName: requiredText(100, rule('certificate.studentNameMissing'), rule('certificate.studentNameTooLong')),
    className: requiredText(40, rule('certificate.classMissing'), rule('certificate.classTooLong')),
    issueDate: requiredDay(rule('certificate.issueDateMissing'), rule('common.dateNotReal')),
    birthDate: requiredDay(rule('certificate.birthDateMissing'), rule('common.dateNotReal')),
  })
  .refine((input) => input.birthDate < input.issueDate, { path: ['birthDate'], message: rule('certificate.bornAfterIssue') });
export type CertificateInput = z.infer<typeof certificateInputSchema>;

/** A visitor's lookup: the number on the certificate and the student's date of birth, nothing else. */
export const certificateLookupSchema = z.strictObject({
  number: certificateNumber,
  birthDate: requiredDay(rule('certificate.birthDateMissing'), rule('common.dateNotReal')),
});
export type CertificateLookup = z.infer<typeof certificateLookupSchema>;

/**
 * The number as it is matched: capitals, no spaces. "tc/2026/ 041" finds "TC/2026/041"; the number
 * is shown as staff typed it.
 */
export function certificateNumberKey(number: string): string {
  return number.toUpperCase().replace(/\s+/g, '');
}
