/** The prospectus page's own words; the rest is drawn from the other content files and the settings. */

export const prospectusLead = 'Everything a family needs to know about the school, on one page you can print or save.';

export const prospectusIntro =
  'This prospectus gathers our programmes, facilities, admission steps and fees approach in one place. Print it, or choose “Save as PDF” in the print dialog to keep a copy on your phone.';

/** Facts about the school; the founding year comes from the settings. */
export const prospectusGlance: { label: string; value: string }[] = [
  { label: 'Students', value: 'About 200' },
  { label: 'Teachers and staff', value: '20' },
  { label: 'Classes', value: 'Reception to Class 8' },
  { label: 'Medium', value: 'English, with Hindi' },
  { label: 'Admissions', value: 'Rolling, through the year' },
];
