/**
 * How long a new password may be: long passphrases welcome, no composition rules (OWASP, NIST SP
 * 800-63B). Outside the schema so that the dashboard form can hint it without bringing zod to the browser.
 */
export const passwordLength = { min: 10, max: 200 } as const;
