/**
 * The limits of the public forms' fields (issue 5), for the forms' maxLength and the server's
 * schemas alike. No zod here: the forms ship to phones.
 */
export const maxNameLength = 100;
export const maxEmailLength = 200;
export const maxMessageLength = 5000;
/** Room for "+91 98765 43210" and the ways people space it. */
export const maxPhoneLength = 20;

/** The hidden field that carries the key a form was rendered with (app/lib/submission-key.server.ts). */
export const submissionKeyName = 'submissionKey';
