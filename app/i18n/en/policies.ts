/**
 * English: the site's policies, written for what the site really does: no advertising, no analytics,
 * no third-party scripts; visitors' messages are kept for the school's staff only. Change this text in
 * the same commit as any change to what is collected or stored. The sections' order and anchors are in
 * app/content/policies.ts.
 */
export const policiesText = {
  title: 'Policies',
  lead: 'How this website treats what you send us, the terms of using it, and the cookies it sets.',
  onThisPage: 'On this page',
  /** After the privacy policy's paragraphs (decision 0057): how long each thing is kept, and how to have it deleted. */
  retention: {
    title: 'How long we keep what you send',
    items: [
      'Admission enquiries: up to 12 months from the day they arrive, long enough to follow one admission season through; then the website deletes them.',
      'Contact messages: up to 6 months, then deleted.',
      'Job applications and resumes: up to 12 months, so that we can consider you for a post that opens later; then deleted with the resume.',
      'If your child joins the school, the admission papers are kept by the office under the board’s and the state’s rules, apart from this website.',
    ],
  },
  deletion: {
    title: 'Asking us to delete your details',
    text: 'You may ask to see, correct or delete what you sent us, or withdraw your consent, at any time. Write or call the school office:',
    /** When the settings give neither an e-mail nor a phone. */
    noContact: 'Contact the school office; its details are at the foot of every page.',
    email: 'E-mail',
    phone: 'Phone',
    promise: 'We answer within 30 days. When staff delete your details, the website keeps only a note that a record of that kind was deleted, by whom and when, without your name or anything you wrote; that note is kept for three years.',
  },
  sections: {
    privacy: {
      title: 'Privacy Policy',
      paragraphs: [
        'We collect only what you choose to send us: the details in an admission enquiry (your name, your child’s name, phone number, e-mail if you give one, the class you ask about and your message), a contact message (your name, your phone number or e-mail or both, and your message), or a job application (your name, e-mail, phone number, the post and your resume).',
        'We use these details only to reply to you and, for applications, to consider you for a post. An enquiry and an application are sent only after you tick the box agreeing to be contacted and to this policy; we keep the time you agreed with what you sent. Only the school’s staff can read them, after signing in. We never sell or share them, and we never use them for advertising.',
        'Resumes are stored where the public cannot reach them; only signed-in staff can download them. Photos published on this site are re-saved by our system so that hidden camera details, such as the place where a photo was taken, are removed.',
      ],
    },
    terms: {
      title: 'Terms of Service',
      paragraphs: [
        'This website tells families about the school and lets them contact us. Its content is given in good faith; dates, fees and rules may change, and the school office has the final word.',
        'Please send only true information in our forms, and do not send anything unlawful or harmful, or try to disturb the website. Automated or repeated submissions may be refused.',
        'The text and photos on this site belong to the school or are used with permission. You may share links to our pages; please ask the office before reusing photos of our students.',
      ],
    },
    cookies: {
      title: 'Cookie Policy',
      paragraphs: [
        'Visitors get no tracking or advertising cookies, and the site loads no third-party scripts.',
        'Staff who sign in get one cookie that keeps them signed in; it is deleted when they sign out or after a period of inactivity. A short-lived cookie may carry a one-time message (for example, “Notice Created Successfully”) from one page to the next.',
        'If you close the job opening shown on the home page, your browser remembers that in this tab’s session storage until the tab is closed; it never leaves your device.',
      ],
    },
  },
} as const;
