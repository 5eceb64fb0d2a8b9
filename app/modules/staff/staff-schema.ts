import { z } from 'zod';

/** Staff usernames: short, lower case, easy to type on a phone. */
export const usernameSchema = z
  .string({ error: 'Enter a username' })
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters for the username')
  .max(40, 'Keep the username under 40 characters')
  .regex(/^[a-z0-9._-]+$/, 'Use only letters, digits, dots, dashes and underscores in the username');

/** OWASP: at least 8 characters, long passphrases allowed, no composition rules. */
export const newPasswordSchema = z
  .string({ error: 'Enter a password' })
  .min(10, 'Use at least 10 characters for the password')
  .max(200, 'Keep the password under 200 characters');

export const signInSchema = z.object({
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
  .object({
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
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords are not the same',
  });
