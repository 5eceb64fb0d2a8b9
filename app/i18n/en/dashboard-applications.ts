/** The dashboard's job applications screen (SPEC.md's /dashboard/getresume). */
export const dashboardApplicationsText = {
  title: 'Job Applications',
  lead: 'Resumes sent from the Careers page, newest first. Only signed-in staff can open them.',
  empty: 'No resumes uploaded yet.',
  general: 'General application',
  postGone: 'A post since deleted',
  download: 'Download resume',
  call: 'Call',
  email: 'E-mail',
  deleted: 'Deleted successfully',
  itemWord: 'application of',
  received: 'Received',
  /** When the applicant agreed to be contacted and to the privacy policy (decision 0057). */
  consentedAt: 'Consent given {time}',
  noConsent: 'Sent before the form asked for consent',
} as const;
