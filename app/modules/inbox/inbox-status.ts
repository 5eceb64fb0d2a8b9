import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { inboxStatuses, type InboxStatus } from './inbox-statuses';

/** The status's schemas: a change, the API's filter and the inbox page's own filter (inbox-statuses.ts has the list). */
export { inboxStatuses, type InboxStatus };

export const inboxStatusSchema = z.enum(inboxStatuses, { error: rule('inbox.statusMissing') });

/** PATCH /api/enquiries/:id and /api/contact-messages/:id, and the inbox's status buttons. */
export const inboxStatusChangeSchema = z.object({ status: inboxStatusSchema }).strict();

const filterMessage = rule('api.inboxStatus');
const inboxFilterValueSchema = z.enum([...inboxStatuses, 'all'], { error: filterMessage });
export type InboxFilter = z.infer<typeof inboxFilterValueSchema>;

/**
 * GET /api/enquiries and /api/contact-messages: `?status=` narrows the list (every one without it).
 * Any other value is refused (400 naming `status`) rather than read as "all": a client that asked
 * for something else must not be handed everything.
 */
export const inboxListQuerySchema = z.object({ status: inboxFilterValueSchema.default('all') });

/**
 * The inbox page's own address (and its CSV link): a filter it does not know shows every item, as a
 * page should for an old or mistyped link; the page then shows which filter is on.
 */
export const inboxFilterSchema = inboxFilterValueSchema.catch('all');
