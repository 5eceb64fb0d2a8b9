/**
 * The school's classes, the one list every page, form and table uses (decision 0066): Reception, then
 * Year 1 to Year 8, which Indian parents know as Class 1 to Class 8. The school ends at Year 8 (Class 8).
 *
 * Each entry is the value stored and sent (an enquiry's `classSought`, a fee table's row key, the API's
 * enum), never shown as it is: what a visitor reads is the catalogue's `forms.enquiry.classes[value]`.
 * The values predate the one naming (Year 6 to 8 were stored as "Class 6" to "Class 8") and are kept as
 * they are, so that enquiries and fee tables already saved stay valid without a migration.
 * No zod: the enquiry form and the fee editor ship to phones.
 */
export const schoolClasses = ['Reception (K.G.)', 'Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5', 'Class 6', 'Class 7', 'Class 8'] as const;

export type SchoolClass = (typeof schoolClasses)[number];

/** Whether a stored value is one of the classes (an old or hand-made value may not be). */
export function isSchoolClass(value: string): value is SchoolClass {
  return (schoolClasses as readonly string[]).includes(value);
}
