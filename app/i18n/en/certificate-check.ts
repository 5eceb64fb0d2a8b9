/** The public transfer-certificate check (/tc-verification, issue 16). */
export const certificateCheckText = {
  title: 'Transfer Certificate Verification',
  lead: 'Check that a transfer certificate (TC) was issued by this school.',
  description: 'Verify a transfer certificate issued by the school: enter its number and the student’s date of birth to see the record and its scan.',
  intro:
    'Schools admitting one of our former students, and parents, can check a transfer certificate here. Enter the number printed on the certificate and the student’s date of birth.',
  privacy: 'A certificate is shown only to someone who gives both its number and the date of birth. Certificates are never listed.',
  formTitle: 'Check a certificate',
  number: 'Certificate number',
  numberHint: 'As printed on the certificate, for example TC/2026/041',
  birthDate: 'Student’s date of birth',
  submit: 'Check certificate',
  submitting: 'Checking…',
  foundTitle: 'Certificate found',
  /** `{school}`: the school's name. */
  foundLead: 'This transfer certificate was issued by {school}.',
  numberLabel: 'Certificate number',
  studentName: 'Student',
  className: 'Class',
  issueDate: 'Date of issue',
  viewScan: 'View the certificate (PDF)',
  noMatchHint: 'Check the number and the date of birth and try again. If they still do not match, please call the school office.',
  /** While the demo content is in place: `{number}` and `{date}` (of birth) of a demo certificate. */
  demoHint: 'This is a demo site: try certificate number {number} with the date of birth {date}.',
  checkAnother: 'Check another certificate',
} as const;
