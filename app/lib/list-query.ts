import { z } from 'zod';
import { rule } from '~/i18n/rules';

/** A public JSON list's query: `?limit=` from 1 to 100, or all items without it. */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ message: rule('api.limit') })
    .int(rule('api.limit'))
    .min(1, rule('api.limit'))
    .max(100, rule('api.limit'))
    .optional(),
});
