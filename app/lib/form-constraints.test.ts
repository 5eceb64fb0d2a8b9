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
});
