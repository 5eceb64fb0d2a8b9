import { z } from 'zod';
import { normaliseIndianPhone } from './phone';

/**
 * The fields visitors type into the public forms (issue 5), with the limits every form shares:
 * names up to 100 characters, messages up to 5,000, trimmed and otherwise kept as typed. The server
 * applies them whatever the browser checked. Server and tests: the forms take visitor-limits.ts (no zod).
 */

import { maxEmailLength, maxMessageLength, maxNameLength, maxPhoneLength } from './visitor-limits';

export function personName(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(maxNameLength, `Keep the name under ${maxNameLength} characters`);
}

export const emailAddress = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .min(1, 'Enter your e-mail address')
  .max(maxEmailLength, `Keep the e-mail address under ${maxEmailLength} characters`)
  .pipe(z.email({ error: 'Enter an e-mail address such as name@example.com' }));

const phoneHint = 'Enter a 10-digit Indian mobile number, e.g. 98765 43210';

function toIndianPhone(value: string, ctx: z.RefinementCtx): string {
  const phone = normaliseIndianPhone(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: phoneHint });
    return z.NEVER;
  }
  return phone;
}

/** A required Indian number, stored as +91 and ten digits. */
export const indianPhone = z
  .string({ error: 'Enter your mobile number' })
  .trim()
  .min(1, 'Enter your mobile number')
  .max(maxPhoneLength, phoneHint)
  .transform(toIndianPhone);

/** An optional Indian number: empty stays empty. */
export const optionalIndianPhone = z
  .string({ error: phoneHint })
  .trim()
  .max(maxPhoneLength, phoneHint)
  .default('')
  .transform((value, ctx) => (value === '' ? '' : toIndianPhone(value, ctx)));

export function messageText({ required }: { required: boolean }) {
  const text = z
    .string({ error: 'Write your message' })
    .trim()
    .max(maxMessageLength, `Keep the message under ${maxMessageLength.toLocaleString('en-IN')} characters`);
  return required ? text.min(1, 'Write your message') : text.default('');
}

/**
 * The key a form was rendered with (see app/lib/submission-key.server.ts): optional, so API clients
 * need not send one; an odd value is ignored rather than refused, as a visitor cannot fix it.
 */
export const submissionKeyField = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null));
