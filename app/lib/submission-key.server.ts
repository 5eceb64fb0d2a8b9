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

/**
 * The key a submission is stored under: the form's key and what was sent, hashed together. A page
 * served from the render cache (DESIGN.md §7) shows every visitor the same form key until something
 * on the site changes, so the form's key alone would take a parent's second, different enquiry for
 * the first one sent again, and lose it. Only the same form sent again with the same contents is one
 * submission. No form key (no JavaScript-free form ever lacks one; an API call may) stays no key.
 */
export function storedSubmissionKey(formKey: string | null, contents: Record<string, unknown>): string | null {
  if (formKey === null) return null;
  const sorted = Object.keys(contents)
    .sort()
    .map((name) => [name, contents[name] ?? null]);
  return crypto.createHash('sha256').update(formKey).update('\0').update(JSON.stringify(sorted)).digest('base64url');
}
