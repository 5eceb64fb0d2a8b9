import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { passwordLength } from './password-length';

/** Staff usernames: short, lower case, easy to type on a phone. */
export const usernameSchema = z
  .string({ error: rule('staff.usernameMissing') })
  .trim()
  .toLowerCase()
  .min(3, rule('staff.usernameTooShort'))
  .max(40, rule('staff.usernameTooLong'))
  .regex(/^[a-z0-9._-]+$/, rule('staff.usernameCharacters'));

/**
 * A new password's length. The rest of the rules (not the username, not the current password, not
 * one character repeated, not a common password) need the server: `passwordProblem` in
 * `password-policy.server.ts`, which every path that sets a password goes through.
 */
export const newPasswordSchema = z
  .string({ error: rule('password.missing') })
  .min(passwordLength.min, rule('password.tooShort'))
  .max(passwordLength.max, rule('password.tooLong'));

export const signInSchema = z.strictObject({
  username: z
    .string({ error: rule('signIn.usernameMissing') })
    .trim()
    .toLowerCase()
    .min(1, rule('signIn.usernameMissing'))
    .max(100, rule('signIn.usernameTooLong')),
  password: z
    .string({ error: rule('signIn.passwordMissing') })
    .min(1, rule('signIn.passwordMissing'))
    .max(200, rule('signIn.passwordTooLong')),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The new password typed again: the schemas below check that it is the same. */
const confirmPasswordSchema = z.string({ error: rule('password.confirmMissing') });

/** Adding an account from the dashboard: the password typed twice. */
export const newStaffAccountSchema = z
  .strictObject({
    username: usernameSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: rule('password.notTheSame'),
  });

/** Changing one's own password: the current one, and the new one typed twice. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z.string({ error: rule('password.currentMissing') }).min(1, rule('password.currentMissing')),
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: rule('password.notTheSame'),
  });
