/**
 * English rules of the JSON API's own refusals (DESIGN.md §4): a list's query, an address or an id
 * that names nothing (404), a method the route does not take (405). Part of the `rules` section
 * (`rule('api.missing.notice')`); the API says them in English (`handleApi`).
 */
export const apiRulesText = {
  /** A list's query parameters. */
  limit: 'limit must be a whole number from 1 to 100',
  inboxStatus: 'status must be new, contacted, closed or all',
  /** GET /api/health answers 503 (what fails is in the server's log). */
  unhealthy: {
    database: 'This server cannot reach its database.',
    storage: 'This server cannot reach its file storage.',
    both: 'This server cannot reach its database or its file storage.',
  },
  noSuchAddress: 'There is no such API address. See /api/openapi.json for the API.',
  loginNotJson: 'Send the username and password as JSON.',
  /** A staff call without a staff session (401). */
  signInNeeded: 'Please sign in as staff to do this.',
  /** A staff call from a session signed in with a one-time password (403, decision 0086). */
  choosePasswordFirst: 'Choose your own password first: this account signed in with a one-time password. Open /dashboard/password in the browser.',
  /** A method the address does not take, for an address not answered by its own route (405). */
  methodNotAnswered: 'This address does not answer {method}; it answers {allow}.',
  /** No item of the kind has the address's id (404). */
  missing: {
    notice: 'There is no notice with that id.',
    job: 'There is no job post with that id.',
    alert: 'There is no alert with that id.',
    openJob: 'There is no open job post with that id.',
    photo: 'There is no photo with that id.',
    event: 'There is no event with that id.',
    facultyMember: 'There is no faculty member with that id.',
    testimonial: 'There is no testimonial with that id.',
    topper: 'There is no topper with that id.',
    enquiry: 'There is no enquiry with that id.',
    contactMessage: 'There is no message with that id.',
    application: 'There is no application with that id.',
    resume: 'There is no resume with that id.',
    certificate: 'There is no transfer certificate with that id.',
    feeSession: 'There is no published fee structure for that session.',
    disclosureDocument: 'There is no disclosure document with that id.',
    calendarEntry: 'There is no calendar entry with that id.',
    album: 'There is no album with that id.',
  },
  /** The method to use instead (405). */
  useMethod: {
    addNotice: 'Use POST to add a notice.',
    addJob: 'Use POST to add a job post.',
    addAlert: 'Use POST to add an alert.',
    addPhoto: 'Use POST to add a photo.',
    addEvent: 'Use POST to add an event.',
    addCalendarEntry: 'Use POST to add a calendar entry.',
    changeCalendarEntry: 'Use PATCH to change a calendar entry or DELETE to remove it.',
    addAlbum: 'Use POST to add an album.',
    changeAlbum: 'Use PATCH to change an album or DELETE to remove it with its photos.',
    addFacultyMember: 'Use POST to add a faculty member.',
    addTestimonial: 'Use POST to add a testimonial.',
    addTopper: 'Use POST to add a topper.',
    sendEnquiry: 'Use POST to send an enquiry.',
    sendMessage: 'Use POST to send a message.',
    sendApplication: 'Use POST to send an application.',
    changeSettings: 'Use PATCH to change the settings.',
    changeNotice: 'Use PATCH to change a notice or DELETE to remove it.',
    changeJob: 'Use PATCH to change a job post or DELETE to remove it.',
    changeAlert: 'Use PATCH to change an alert or DELETE to remove it.',
    changePhoto: 'Use PATCH to change a photo or DELETE to remove it.',
    changeEvent: 'Use PATCH to change an event or DELETE to remove it.',
    changeItem: 'Use PATCH to change it or DELETE to remove it.',
    changeEnquiry: 'Use PATCH to change an enquiry’s status or DELETE to remove it.',
    changeMessage: 'Use PATCH to change a message’s status or DELETE to remove it.',
    removeApplication: 'Use DELETE to remove an application.',
    addCertificate: 'Use POST to add a transfer certificate.',
    removeCertificate: 'Use DELETE to remove a transfer certificate.',
    verifyCertificate: 'Use POST with the certificate number and the date of birth.',
    addFeeSession: 'Use POST to add a fee structure’s session.',
    changeFeeSession: 'Use PUT to put a session’s whole fee table, PATCH to change or publish it, or DELETE to remove a draft.',
    changeDisclosure: 'Use PATCH to change the disclosure’s figures and results.',
    addDisclosureDocument: 'Use POST with a slot and a PDF to put a document in the disclosure.',
    removeDisclosureDocument: 'Use DELETE to remove a disclosure document.',
  },
};
