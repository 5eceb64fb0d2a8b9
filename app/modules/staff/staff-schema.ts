import { z } from 'zod';
import { passwordLength } from './password-length';

/** Staff usernames: short, lower case, easy to type on a phone. */
export const usernameSchema = z
  .string({ error: 'Enter a username' })
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters for the username')
  .max(40, 'Keep the username under 40 characters')
  .regex(/^[a-z0-9._-]+$/, 'Use only letters, digits, dots, dashes and underscores in the username');

/**
 * A new password's length. The rest of the rules (not the username, not the current password, not
 * one character repeated, not a common password) need the server: `passwordProblem` in
 * `password-policy.server.ts`, which every path that sets a password goes through.
 */
export const newPasswordSchema = z
  .string({ error: 'Enter a password' })
  .min(passwordLength.min, `Use at least ${passwordLength.min} characters for the password`)
  .max(passwordLength.max, `Keep the password under ${passwordLength.max} characters`);

/** What `passwordProblem` (and a wrong current password on a change) says, beside the schema's own messages. */
export const passwordRuleMessages = {
  sameAsUsername: 'Choose a password that is not the username.',
  sameAsCurrent: 'Choose a new password: this one is the current password.',
  oneCharacter: 'Choose a password that is harder to guess: one character repeated is easy to guess.',
  common: 'Choose a password that is harder to guess: this one is among the most common passwords.',
  notCurrent: 'That is not your current password',
} as const;

export const signInSchema = z.strictObject({
  username: z
    .string({ error: 'Enter your username' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter your username')
    .max(100, 'That username is too long'),
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200, 'That password is too long'),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Adding an account from the dashboard: the password typed twice. */
export const newStaffAccountSchema = z
  .strictObject({
    username: usernameSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords are not the same',
  });

/** Changing one's own password: the current one, and the new one typed twice. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'Enter your current password'),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords are not the same',
  });
