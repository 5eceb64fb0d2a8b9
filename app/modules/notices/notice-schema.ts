import { z } from 'zod';
import { changeSchemaOf } from '~/lib/change-schema';
import { noticeCategories, noticePriorities } from './notice-kinds';

/** Rules for a notice, shared by the staff form, its action and the JSON API. Safe for the browser. */

const isoDate = z
  .string({ message: 'Choose the date of the notice' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date of the notice')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'That date does not exist');

/** The fields' rules, without defaults (see changeSchemaOf). */
const noticeFields = {
  title: z
    .string({ message: 'Enter a title' })
    .trim()
    .min(1, 'Enter a title')
    .max(150, 'Keep the title under 150 characters'),
  details: z
    .string({ message: 'Enter the notice details' })
    .trim()
    .min(1, 'Enter the notice details')
    .max(5000, 'Keep the details under 5,000 characters'),
  date: isoDate,
  category: z.enum(noticeCategories, { message: 'Choose a category' }),
  priority: z.enum(noticePriorities, { message: 'Choose a priority' }),
};

/** A new notice: title, details and date are required; category and priority have the spec's defaults. */
export const noticeInputSchema = z.strictObject({
  ...noticeFields,
  category: noticeFields.category.default('academic'),
  priority: noticeFields.priority.default('medium'),
});

/**
 * A change to a notice (the editor and PATCH): the same fields and rules; a field left out keeps its
 * value (no defaults here, or a change of title would reset the priority).
 */
export const noticeUpdateSchema = changeSchemaOf(noticeFields);
export type NoticeUpdateInput = z.infer<typeof noticeUpdateSchema>;

export type NoticeInput = z.infer<typeof noticeInputSchema>;

export const noticeListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .optional(),
});
