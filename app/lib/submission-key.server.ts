import crypto from 'node:crypto';

/**
 * Each public form is rendered with a fresh random key in a hidden field. The tables keep it unique,
 * so the same form sent twice (a double tap before JavaScript loads, a request the phone retried) is
 * stored once; the second send is answered as the first was. A new key comes with every page load,
 * and with the revalidation that follows a successful send.
 */
export function newSubmissionKey(): string {
  return crypto.randomBytes(18).toString('base64url');
}
