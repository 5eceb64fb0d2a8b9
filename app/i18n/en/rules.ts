/**
 * English rules: what a form or the API says when it refuses something (issue 14). Schemas and
 * modules name these by key (`rule('notice.titleMissing')`, app/i18n/rules.ts); the edge says them in
 * the page's language (`sayRule`, app/i18n/rules.server.ts). `{max}` and `{min}` are filled with the
 * limit the schema checks; other holes with what the refusal gives.
 */
import { calendarRulesText } from './calendar';
import { apiRulesText } from './rules-api';
import { settingsRulesText } from './rules-settings';

export const rulesText = {
  common: {
    needsCorrecting: 'Some details need correcting.',
    unknownField: 'There is no field called “{name}”',
    dateNotReal: 'That date does not exist',
    /** A Hindi twin (or another optional text) sent as something other than text. */
    notText: 'Enter this as text',
    serviceUnavailable: 'The service is briefly unavailable. Please try again in a minute.',
    somethingWentWrong: 'Something went wrong on our side. Please try again.',
  },
  /** A JSON or form body (app/lib/request-fields.server.ts). */
  body: {
    tooLarge: 'This form is too long to send (it can hold at most {kilobytes} KB of text). Please shorten it and try again.',
    cutOff: 'The form was cut off before it arrived. Please try again.',
    notJson: 'The request body is not valid JSON.',
    notForm: 'Send the fields as a form.',
    notJsonObject: 'Send the fields as a JSON object.',
    notJsonOrForm: 'Send the fields as JSON or as a form.',
    noFileTaken: 'This form does not take a file. Please use the form on the page.',
  },
  /** A multipart form with a file (app/lib/multipart.server.ts). */
  upload: {
    fileTooLarge: 'The {file} is larger than {size}. Please choose a smaller one.',
    /** What `{file}` calls the upload, by the form's kind of file. */
    things: { file: 'file', photo: 'photo', pdf: 'PDF', csv: 'CSV file' },
    notMultipart: 'The form was not sent as a file upload. Please use the form on the page.',
    unreadable: 'The upload could not be read. Please try again.',
    textTooLong: 'Some of the text is too long. Please shorten it and try again.',
    cutOff: 'The upload was cut off. Please try again.',
    unexpectedFile: 'The form sent a file it was not expected to send.',
    tooManyFields: 'The form sent too many fields.',
    tooManyFiles: 'The form sent more files than it expects.',
    interrupted: 'The upload was interrupted before it finished. Please try again.',
    /** A staff form whose photo is required, sent without one. */
    photoMissing: 'Choose a photo to upload.',
  },
  /** A transfer certificate staff add, and a visitor's lookup (app/modules/transfer-certificates). */
  certificate: {
    numberMissing: 'Enter the certificate number',
    numberTooLong: 'Keep the certificate number under {max} characters',
    numberTaken: 'A certificate with this number is already recorded',
    studentNameMissing: 'Enter the student’s name',
    studentNameTooLong: 'Keep the name under {max} characters',
    classMissing: 'Enter the class the student left',
    classTooLong: 'Keep the class under {max} characters',
    issueDateMissing: 'Choose the date of issue',
    birthDateMissing: 'Enter the date of birth',
    bornAfterIssue: 'The date of birth must be before the date of issue',
    scanMissing: 'Choose the scanned certificate (PDF)',
    tooManyLookups: 'Too many checks from your connection. Please try again in 10 minutes.',
    /** Any lookup that finds nothing: a wrong number and a wrong date of birth are told alike. */
    noMatch: 'No certificate matches these details.',
  },
  /** The Mandatory Public Disclosure's figures, results rows and documents (app/modules/disclosure). */
  disclosure: {
    countInvalid: 'Enter a whole number, 0 or more',
    areaInvalid: 'Enter the area in square metres, as a number',
    studentsInvalid: 'Enter the number of students, 0 or more',
    internetInvalid: 'Choose yes, no or not stated',
    videoUrlInvalid: 'Enter the video’s full web address, starting with https://',
    resultsInvalid: 'Give each results row as year, examination, registered, passed and remarks',
    tooManyResults: 'Keep the results table to {max} rows',
    yearInvalid: 'Enter the year of the examination, for example 2025',
    examinationMissing: 'Enter the examination, for example Class X',
    examinationTooLong: 'Keep the examination under {max} characters',
    passedAboveRegistered: 'More students passed than were registered: check both numbers',
    remarksTooLong: 'Keep the remarks under {max} characters',
    slotInvalid: 'Choose one of the disclosure’s documents',
    validUntilInvalid: 'Enter the last day the document is valid, or leave it empty',
    fileMissing: 'Choose the document (PDF)',
  },
  /** A PDF (a circular, a document, a certificate's scan), judged from its bytes (app/modules/pdf-files). */
  pdf: {
    notPdf: 'This file is not a PDF. Please choose a PDF file (scan or save the document as PDF).',
    javascript: 'This PDF contains JavaScript, which we do not publish. Please save or print it again as a plain PDF.',
    launch: 'This PDF tries to open programs or other files, which we do not publish. Please save or print it again as a plain PDF.',
    embeddedFile: 'This PDF carries other files inside it, which we do not publish. Please save or print it again as a plain PDF.',
    uncheckable: 'This PDF could not be checked (it may be encrypted or use an unusual format). Please save or print it again as a plain PDF.',
  },
  /** The JSON API's own refusals, for developers calling it (./rules-api.ts). */
  api: apiRulesText,
  /** The fields every public form shares (app/lib/visitor-fields.ts). */
  visitor: {
    consentMissing: 'Tick the box to agree that the school may contact you and to its privacy policy',
    fullNameMissing: 'Enter your full name',
    nameTooLong: 'Keep the name under {max} characters',
    emailMissing: 'Enter your e-mail address',
    emailTooLong: 'Keep the e-mail address under {max} characters',
    emailInvalid: 'Enter an e-mail address such as name@example.com',
    phoneMissing: 'Enter your mobile number',
    phoneInvalid: 'Enter a 10-digit Indian mobile number, e.g. 98765 43210',
    messageMissing: 'Write your message',
    messageTooLong: 'Keep the message under {max} characters',
  },
  enquiry: {
    parentNameMissing: 'Enter your name',
    childNameMissing: 'Enter your child’s name',
    classNotOffered: 'Choose a class from the list',
  },
  contact: {
    inquiryTypeMissing: 'Choose what your message is about',
    /** Neither an e-mail address nor a phone number (decision 0087); said under the e-mail field. */
    replyToMissing: 'Give an e-mail address or a phone number, so the office can answer you',
  },
  application: {
    jobMissing: 'Choose the post you are applying for',
    jobClosed: 'This post is no longer open. Please choose another.',
    resumeMissing: 'Please select a file first',
    resumeWrongType: 'Please upload your resume as a PDF, DOC or DOCX file.',
  },
  notice: {
    titleMissing: 'Enter a title',
    titleTooLong: 'Keep the title under {max} characters',
    detailsMissing: 'Enter the notice details',
    detailsTooLong: 'Keep the details under {max} characters',
    titleHiTooLong: 'Keep the Hindi title under {max} characters',
    detailsHiTooLong: 'Keep the Hindi details under {max} characters',
    dateMissing: 'Choose the date of the notice',
    categoryMissing: 'Choose a category',
    priorityMissing: 'Choose a priority',
  },
  /** The fee structure (app/modules/fees, decision 0055). A cell's field is `fees.<class>.<head>`. */
  fees: {
    sessionMissing: 'Enter the session, for example 2026-27',
    sessionInvalid: 'Write the session as two years that follow each other, for example 2026-27',
    sessionExists: 'There is already a fee structure for {session}',
    copyFromMissing: 'There is no fee structure for {session} to start from',
    amountInvalid: 'Enter whole rupees, for example 1200, or leave it empty',
    amountTooLarge: 'Keep each fee at most {max} rupees',
    tableInvalid: 'Send the fees as an object of classes, each an object of heads',
    otherHeadsInvalid: 'Send the other heads as a list of names',
    otherHeadNameMissing: 'Name this fee head',
    otherHeadNameTooLong: 'Keep the head’s name under {max} characters',
    otherHeadNameHiTooLong: 'Keep the Hindi name under {max} characters',
    tooManyOtherHeads: 'A session can name at most {max} heads of its own',
    otherAmountWithoutHead: 'Name this head before charging it',
    notesTooLong: 'Keep the notes under {max} characters',
    notesHiTooLong: 'Keep the Hindi notes under {max} characters',
    statusInvalid: 'status must be draft or published',
    confirmRisesInvalid: 'Send confirmRises as true or false',
    publishedStaysPublished: 'A published fee structure stays on the site as the record of its year; correct it instead',
    risesNeedConfirming: 'Some fees rise more than {percent} % over {previous}. Check them and confirm to publish.',
    riseOver: '₹{previous} → ₹{next} (+{percent} %) over {session}',
  },
  calendar: calendarRulesText,
  event: {
    notText: 'Enter this as text',
    titleTooLong: 'Keep the title under {max} characters',
    dateMissing: 'Choose the date of the event',
    descriptionTooLong: 'Keep the description under {max} characters',
    titleHiTooLong: 'Keep the Hindi title under {max} characters',
    descriptionHiTooLong: 'Keep the Hindi description under {max} characters',
  },
  faculty: {
    nameMissing: 'Enter the teacher’s name',
    nameTooLong: 'Keep the name under {max} characters',
    roleMissing: 'Enter the role, for example “Mathematics Teacher”',
    roleTooLong: 'Keep the role under {max} characters',
    detailsNotText: 'Enter the details as text',
    detailsTooLong: 'Keep the details under {max} characters',
    roleHiTooLong: 'Keep the Hindi role under {max} characters',
    detailsHiTooLong: 'Keep the Hindi details under {max} characters',
    qualificationNotText: 'Enter the qualification as text',
    qualificationTooLong: 'Keep the qualification under {max} characters',
    postUnknown: 'Choose one of the listed posts, or “Not stated”',
    appointmentUnknown: 'Choose regular, on contract or part-time, or “Not stated”',
  },
  gallery: {
    titleTooLong: 'Keep the title under {max} characters',
    descriptionNotText: 'Enter the description as text',
    descriptionTooLong: 'Keep the description under {max} characters',
    titleHiTooLong: 'Keep the Hindi title under {max} characters',
    descriptionHiTooLong: 'Keep the Hindi description under {max} characters',
    albumMissing: 'Choose the album the photo goes in',
    albumGone: 'That album is no longer there: it may have been deleted. Choose another.',
    albumTitleMissing: 'Enter a title for the album',
    albumDayMissing: 'Enter the day the photos were taken',
    photoNotInAlbum: 'Choose one of this album’s photos',
    orderIncomplete: 'List every photo of the album once, in the new order',
  },
  /** A photo refused by the images module. */
  image: {
    notPhoto: 'Only photos can be uploaded: JPEG, PNG, WebP or AVIF.',
    heic: 'This HEIC photo cannot be read here. Please choose a JPEG (an iPhone sends one when asked for "Most Compatible").',
    tooManyPixels: 'This photo has too many pixels (over {megapixels} megapixels). Please choose a smaller one.',
    unreadable: 'This file is not a photo we can read. Please choose a JPEG, PNG or WebP image.',
    damaged: 'This photo is damaged or incomplete. Please choose it again or pick another.',
  },
  inbox: {
    statusMissing: 'Choose new, contacted or closed',
  },
  alert: {
    textMissing: 'Enter the alert’s message',
    textTooLong: 'Keep the message under {max} characters',
    textHiTooLong: 'Keep the Hindi message under {max} characters',
    levelMissing: 'Choose information or urgent',
    startMissing: 'Enter when the alert starts showing (date and time)',
    endMissing: 'Enter when the alert stops showing (date and time)',
    endBeforeStart: 'The alert must stop after it starts',
  },
  job: {
    roleMissing: 'Enter the role, for example “Science Teacher”',
    roleTooLong: 'Keep the role under {max} characters',
    detailsMissing: 'Enter the job details',
    detailsTooLong: 'Keep the details under {max} characters',
    titleHiTooLong: 'Keep the Hindi role under {max} characters',
    detailsHiTooLong: 'Keep the Hindi details under {max} characters',
    statusMissing: 'Choose whether the post is open or closed',
  },
  /** The site settings staff change (./rules-settings.ts). */
  settings: settingsRulesText,
  /** Signing in (the sign-in page and POST /api/auth/login). */
  signIn: {
    usernameMissing: 'Enter your username',
    usernameTooLong: 'That username is too long',
    passwordMissing: 'Enter your password',
    passwordTooLong: 'That password is too long',
  },
  /** Staff accounts: a new one, and the CLI (`npm run staff`). */
  staff: {
    localeUnknown: 'Choose English or Hindi',
    usernameMissing: 'Enter a username',
    usernameTooShort: 'Use at least {min} characters for the username',
    usernameTooLong: 'Keep the username under {max} characters',
    usernameCharacters: 'Use only letters, digits, dots, dashes and underscores in the username',
    usernameTaken: 'Choose another username.',
    usernameExists: 'There is already a staff account called “{username}”.',
    onlyAccount: 'This is the only staff account: add another before removing it.',
  },
  /** A new password (app/modules/staff/password-policy.server.ts). */
  password: {
    missing: 'Enter a password',
    tooShort: 'Use at least {min} characters for the password',
    tooLong: 'Keep the password under {max} characters',
    sameAsUsername: 'Choose a password that is not the username.',
    sameAsCurrent: 'Choose a new password: this one is the current password.',
    oneCharacter: 'Choose a password that is harder to guess: one character repeated is easy to guess.',
    common: 'Choose a password that is harder to guess: this one is among the most common passwords.',
    notCurrent: 'That is not your current password',
    currentMissing: 'Enter your current password',
    notTheSame: 'The two passwords are not the same',
    confirmMissing: 'Type the password again',
  },
  testimonial: {
    nameMissing: 'Enter the parent’s name',
    nameTooLong: 'Keep the name under {max} characters',
    relationNotText: 'Enter who the parent is as text',
    relationTooLong: 'Keep this under {max} characters',
    wordsMissing: 'Enter what the parent said',
    wordsTooLong: 'Keep the words under {max} characters',
    relationHiTooLong: 'Keep this in Hindi under {max} characters',
    detailsHiTooLong: 'Keep the words in Hindi under {max} characters',
  },
  topper: {
    nameMissing: 'Enter the student’s name',
    nameTooLong: 'Keep the name under {max} characters',
    marks: 'Enter the percentage, a number from 0 to 100',
    marksDecimals: 'Use at most two decimal places',
    classMissing: 'Enter the class, for example “Year 8 (Class 8)”',
    classTooLong: 'Keep the class under {max} characters',
    stdHiTooLong: 'Keep the class in Hindi under {max} characters',
    examYear: 'Enter a year such as 2026 or a session such as 2025-26',
  },
};
