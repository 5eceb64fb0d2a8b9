import { describe, expect, it } from 'vitest';
import { listQuerySchema } from './list-query';

describe('listQuerySchema', () => {
  it('bounds the list limit', () => {
    expect(listQuerySchema.parse({ limit: '5' }).limit).toBe(5);
    expect(listQuerySchema.parse({}).limit).toBeUndefined();
    expect(listQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ limit: 'all' }).success).toBe(false);
  });
});
