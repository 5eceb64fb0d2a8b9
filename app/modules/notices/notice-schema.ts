import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { noticeCategories, noticePriorities } from './notice-kinds';
import { requiredDay, requiredText, translationText } from '~/lib/text-schema';

/** Rules for a notice, shared by the staff form, its action and the JSON API. Safe for the browser. */

const isoDate = requiredDay(rule('notice.dateMissing'), rule('common.dateNotReal'));

/** The fields' rules, without defaults (see changeSchemaOf). */
const noticeFields = {
  title: requiredText(150, rule('notice.titleMissing'), rule('notice.titleTooLong')),
  details: requiredText(5000, rule('notice.detailsMissing'), rule('notice.detailsTooLong')),
  /** The Hindi twins: optional; empty means none (null), decision 0052. */
  titleHi: translationText(150, rule('common.notText'), rule('notice.titleHiTooLong')),
  detailsHi: translationText(5000, rule('common.notText'), rule('notice.detailsHiTooLong')),
  date: isoDate,
  category: z.enum(noticeCategories, { message: rule('notice.categoryMissing') }),
  priority: z.enum(noticePriorities, { message: rule('notice.priorityMissing') }),
};

/**
 * A new notice: title, details and date are required; category and priority have the spec's
 * defaults; the Hindi twins may be left out (none).
 */
export const noticeInputSchema = z.strictObject({
  ...noticeFields,
  titleHi: noticeFields.titleHi.default(null),
  detailsHi: noticeFields.detailsHi.default(null),
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
