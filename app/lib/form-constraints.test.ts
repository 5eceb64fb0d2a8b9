import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formConstraints } from './form-constraints';

describe('formConstraints', () => {
  it('asks the browser for what the schema needs and its longest, and nothing the server words better', () => {
    const schema = z.strictObject({
      name: z.string().trim().min(1).max(100),
      nickname: z.string().trim().max(40).default(''),
      email: z.email().max(200).optional(),
      kind: z.enum(['a', 'b']).default('a'),
      choice: z.enum(['x', 'y']).optional(),
      code: z.string().regex(/^\d{4}$/).min(4),
    });
    expect(formConstraints(schema)).toEqual({
      name: { required: true, maxLength: 100 },
      nickname: { maxLength: 40 },
      email: { maxLength: 200 },
      // A select with a preset always holds one of its values.
      kind: { required: true },
      choice: {},
      // The pattern and the minimum stay the server's, which says what is wrong under the field.
      code: { required: true },
    });
  });

  it('takes the longest of a choice of forms when each has a limit (an empty text or an address)', () => {
    const schema = z.strictObject({
      link: z.union([z.literal(''), z.url().max(300)]).optional(),
      either: z.union([z.literal(''), z.url()]).optional(),
    });
    expect(formConstraints(schema)).toEqual({ link: { maxLength: 300 }, either: {} });
  });

  it('never gives a password’s field a maxLength, so that no browser cuts a longer passphrase without a word', () => {
    const schema = z.strictObject({
      username: z.string().max(40),
      password: z.string().min(10).max(200),
      confirmPassword: z.string().max(200),
      currentPassword: z.string().min(1).max(200),
    });
    expect(formConstraints(schema)).toEqual({
      username: { required: true, maxLength: 40 },
      password: { required: true },
      confirmPassword: { required: true },
      currentPassword: { required: true },
    });
  });
});
