import { z } from 'zod';
import { rule, type RuleKey } from '~/i18n/rules';
import { normaliseIndianPhone } from './phone';

/**
 * The fields visitors type into the public forms (issue 5), with the limits every form shares:
 * names up to 100 characters, messages up to 5,000, trimmed and otherwise kept as typed. The server
 * applies them whatever the browser checked. Server and tests: the forms take visitor-limits.ts (no zod).
 * Messages are the catalogue's rules, by key (issue 14); `{max}` is filled with the limit checked.
 */

import { maxEmailLength, maxMessageLength, maxNameLength, maxPhoneLength } from './visitor-limits';

export function personName(missing: RuleKey) {
  return z.string({ error: missing }).trim().min(1, missing).max(maxNameLength, rule('visitor.nameTooLong'));
}

export const emailAddress = z
  .string({ error: rule('visitor.emailMissing') })
  .trim()
  .min(1, rule('visitor.emailMissing'))
  .max(maxEmailLength, rule('visitor.emailTooLong'))
  .pipe(z.email({ error: rule('visitor.emailInvalid') }));

const emailHint = rule('visitor.emailInvalid');

/**
 * An e-mail address a visitor may leave out (decision 0087: many parents here have a mobile number
 * and no e-mail they read): empty stays empty, anything typed must be an address.
 */
export const optionalEmailAddress = z
  .string({ error: emailHint })
  .trim()
  .max(maxEmailLength, rule('visitor.emailTooLong'))
  .default('')
  .transform((value, ctx) => {
    if (value === '' || z.email().safeParse(value).success) return value;
    ctx.addIssue({ code: 'custom', message: emailHint });
    return z.NEVER;
  });

const phoneHint = rule('visitor.phoneInvalid');

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
  .string({ error: rule('visitor.phoneMissing') })
  .trim()
  .min(1, rule('visitor.phoneMissing'))
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
    .string({ error: rule('visitor.messageMissing') })
    .trim()
    .max(maxMessageLength, rule('visitor.messageTooLong'));
  return required ? text.min(1, rule('visitor.messageMissing')) : text.default('');
}

/**
 * The key a form was rendered with (see app/lib/submission-key.server.ts): optional, so API clients
 * need not send one; an odd value is ignored rather than refused, as a visitor cannot fix it.
 */
export const submissionKeyField = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null));

/**
 * The sender's agreement to be contacted and to the privacy policy (DPDP Rules 2025, decision 0057):
 * required. JSON sends `true`; a ticked box sends "on" (a form) — both mean yes, anything else or
 * nothing is refused under the box. The time of consent is the time the form is stored.
 */
export const consentField = z
  .union([z.literal(true), z.literal('on'), z.literal('true')], { error: rule('visitor.consentMissing') })
  .transform((): true => true);
