import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { jobStatuses } from './job-status';
import { requiredText, translationText } from '~/lib/text-schema';

/**
 * A job post as staff write it, shared by the staff form, its action and the JSON API. The role is
 * required although SPEC.md's form does not mark it: the careers page and the home page's job panel
 * head each post with it (docs/decisions/0022-staff-edits.md).
 */
const roleMessage = rule('job.roleMissing');

/** The fields' rules, without defaults (see changeSchemaOf). */
const jobFields = {
  title: requiredText(120, roleMessage, rule('job.roleTooLong')),
  details: requiredText(5000, rule('job.detailsMissing'), rule('job.detailsTooLong')),
  /** The Hindi twins: optional; empty means none (null), decision 0052. */
  titleHi: translationText(120, rule('common.notText'), rule('job.titleHiTooLong')),
  detailsHi: translationText(5000, rule('common.notText'), rule('job.detailsHiTooLong')),
  /** Open posts are shown to visitors; a closed post stays in the dashboard until it is deleted. */
  status: z.enum(jobStatuses, { message: rule('job.statusMissing') }),
};

export const jobInputSchema = z.strictObject({
  ...jobFields,
  titleHi: jobFields.titleHi.default(null),
  detailsHi: jobFields.detailsHi.default(null),
  status: jobFields.status.default('open'),
});
export type JobInput = z.infer<typeof jobInputSchema>;

/**
 * A change to a post (the editor, the close/reopen button and PATCH): the same fields and rules; a
 * field left out keeps its value, so `{ status: 'closed' }` closes a post and changes nothing else.
 */
export const jobUpdateSchema = changeSchemaOf(jobFields);
export type JobUpdateInput = z.infer<typeof jobUpdateSchema>;
