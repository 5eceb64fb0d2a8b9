/** The classes a parent can ask about (Reception to Class 8, as the curriculum pages name them). No zod: the form ships to phones. */
export const classesOffered = [
  'Reception (K.G.)',
  'Year 1',
  'Year 2',
  'Year 3',
  'Year 4',
  'Year 5',
  'Class 6',
  'Class 7',
  'Class 8',
] as const;
