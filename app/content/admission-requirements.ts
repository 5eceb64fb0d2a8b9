/** What admission asks for (SPEC.md §9), shown on the home page and on /admissions#requirements. */
export interface AdmissionClaim {
  title: string;
  text: string;
}

/** SPEC.md §9, in the spec's order. */
export const admissionDocuments: string[] = [
  'Aadhar card or Aadhar number of the child',
  'Birth certificate (issued by the authorised municipal body, for K.G. admissions)',
  'Transfer certificate from the previous school',
  'Report card of the last class attended',
  'Three passport-size photographs of the child',
  'One stamp-size photograph for the school ID card',
  'A family photograph',
  'A photograph of the designated guardian',
];

/** SPEC.md §9: rolling admissions, need-based financial aid, a personal admissions counsellor. */
export const admissionClaims: AdmissionClaim[] = [
  {
    title: 'Rolling admissions',
    text: 'We accept applications through the year while seats are available in the class you want, so you can apply when your family is ready.',
  },
  {
    title: 'Need-based financial aid',
    text: 'Families who find the fees difficult can ask the office about a concession; each request is considered in confidence.',
  },
  {
    title: 'A personal admissions counsellor',
    text: 'One member of staff follows your application from the first call to the first day, and answers your questions along the way.',
  },
];
