/** What a contact message is about (SPEC.md §3; default general). No zod: the form ships to phones. */
export const inquiryTypes = ['general', 'admissions', 'academic', 'facilities', 'fees', 'other'] as const;
export type InquiryType = (typeof inquiryTypes)[number];

/** A link's `?type=` (Schedule a Visit, a facilities tour): a known type, else general. */
export function inquiryTypeFromQuery(value: string | null): InquiryType {
  return (inquiryTypes as readonly string[]).includes(value ?? '') ? (value as InquiryType) : 'general';
}
