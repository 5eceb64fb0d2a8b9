/**
 * English rules: what a form or the API says when it refuses something (issue 14). Schemas and
 * modules name these by key (`rule('notice.titleMissing')`, app/i18n/rules.ts); the edge says them in
 * the page's language (`sayRule`, app/i18n/rules.server.ts). `{max}` and `{min}` are filled with the
 * limit the schema checks; other holes with what the refusal gives.
 */
import { apiRulesText } from './rules-api';

export const rulesText = {
  common: {
    needsCorrecting: 'Some details need correcting.',
    unknownField: 'There is no field called “{name}”',
    dateNotReal: 'That date does not exist',
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
    things: { file: 'file', photo: 'photo' },
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
  /** The JSON API's own refusals, for developers calling it (./rules-api.ts). */
  api: apiRulesText,
  /** The fields every public form shares (app/lib/visitor-fields.ts). */
  visitor: {
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
    dateMissing: 'Choose the date of the notice',
    categoryMissing: 'Choose a category',
    priorityMissing: 'Choose a priority',
  },
  event: {
    notText: 'Enter this as text',
    titleTooLong: 'Keep the title under {max} characters',
    dateMissing: 'Choose the date of the event',
    descriptionTooLong: 'Keep the description under {max} characters',
  },
  faculty: {
    nameMissing: 'Enter the teacher’s name',
    nameTooLong: 'Keep the name under {max} characters',
    roleMissing: 'Enter the role, for example “Mathematics Teacher”',
    roleTooLong: 'Keep the role under {max} characters',
    detailsNotText: 'Enter the details as text',
    detailsTooLong: 'Keep the details under {max} characters',
  },
  gallery: {
    titleMissing: 'Enter a title for the photo',
    titleTooLong: 'Keep the title under {max} characters',
    descriptionNotText: 'Enter the description as text',
    descriptionTooLong: 'Keep the description under {max} characters',
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
  job: {
    roleMissing: 'Enter the role, for example “Science Teacher”',
    roleTooLong: 'Keep the role under {max} characters',
    detailsMissing: 'Enter the job details',
    detailsTooLong: 'Keep the details under {max} characters',
    statusMissing: 'Choose whether the post is open or closed',
  },
  settings: {
    webAddress: 'Enter a full web address starting with https://',
    daysMissing: 'Enter the days, e.g. “Monday – Friday”',
    daysTooLong: 'Keep the days under {max} characters',
    timeMissing: 'Enter the time, e.g. “8:00 AM – 4:00 PM”',
    timeTooLong: 'Keep the time under {max} characters',
    phoneTooLong: 'Keep the phone number under {max} characters',
    phoneCharacters: 'Use digits, spaces, + and - only, e.g. +91 98765 43210',
    phoneTooShort: 'Enter the full number with its STD code, at least 10 digits',
    videoTooLong: 'Keep the address under {max} characters',
    videoAddress: 'Enter an address ending in .mp4 or .webm, starting with / or https://',
    schoolNameMissing: 'Enter the school’s name',
    schoolNameTooLong: 'Keep the name under {max} characters',
    taglineTooLong: 'Keep the tagline under {max} characters',
    tooManyPhones: 'At most three phone numbers',
    emailInvalid: 'Enter an e-mail address such as office@school.in',
    addressTooLong: 'Keep the address under {max} characters',
    latitudeMissing: 'Enter the latitude as a number, e.g. 25.61',
    latitudeRange: 'A latitude is between -90 and 90',
    longitudeMissing: 'Enter the longitude as a number, e.g. 85.14',
    longitudeRange: 'A longitude is between -180 and 180',
    tooManyHours: 'At most seven lines of hours',
    whatsapp: 'Enter the WhatsApp number in international form, digits only, e.g. 919876543210',
  },
  /** Signing in (the sign-in page and POST /api/auth/login). */
  signIn: {
    usernameMissing: 'Enter your username',
    usernameTooLong: 'That username is too long',
    passwordMissing: 'Enter your password',
    passwordTooLong: 'That password is too long',
  },
  /** Staff accounts: a new one, and the CLI (`npm run staff`). */
  staff: {
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
  },
  testimonial: {
    nameMissing: 'Enter the parent’s name',
    nameTooLong: 'Keep the name under {max} characters',
    relationNotText: 'Enter who the parent is as text',
    relationTooLong: 'Keep this under {max} characters',
    wordsMissing: 'Enter what the parent said',
    wordsTooLong: 'Keep the words under {max} characters',
  },
  topper: {
    nameMissing: 'Enter the student’s name',
    nameTooLong: 'Keep the name under {max} characters',
    marks: 'Enter the percentage, a number from 0 to 100',
    marksDecimals: 'Use at most two decimal places',
    classMissing: 'Enter the class, for example “Class 8”',
    classTooLong: 'Keep the class under {max} characters',
    examYear: 'Enter a year such as 2026 or a session such as 2025-26',
  },
};
