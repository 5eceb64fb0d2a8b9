/**
 * English: what admission asks for (SPEC.md §9, §2.4 item 9). The home page's Admission Requirements
 * section, /admissions and the prospectus show the same documents and claims, so they can never disagree.
 */
export const admissionRequirementsText = {
  /** SPEC.md §9, in the spec's order. */
  documents: [
    'Aadhar card or Aadhar number of the child',
    'Birth certificate (issued by the authorised municipal body, for admission to Reception (K.G.))',
    'Transfer certificate from the previous school',
    'Report card of the last class attended',
    'Three passport-size photographs of the child',
    'One stamp-size photograph for the school ID card',
    'A family photograph',
    'A photograph of the designated guardian',
  ],
  /** SPEC.md §9: rolling admissions, need-based financial aid, a personal admissions counsellor. */
  claims: [
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
  ],
} as const;
