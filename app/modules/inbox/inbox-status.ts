import { z } from 'zod';
import { inboxStatuses, type InboxStatus } from '~/db/schema';

/**
 * Where staff are with an enquiry or a message (issue 5): new until someone answers, contacted, then
 * closed. Shared by the enquiries and contact-messages modules and the inbox. Safe for the browser.
 */
export { inboxStatuses, type InboxStatus };

export const inboxStatusSchema = z.enum(inboxStatuses, { error: 'Choose new, contacted or closed' });

/** PATCH /api/enquiries/:id and /api/contact-messages/:id, and the inbox's status buttons. */
export const inboxStatusChangeSchema = z.object({ status: inboxStatusSchema }).strict();

/** The inbox filter: a status, or every one. */
export const inboxFilterSchema = z.enum([...inboxStatuses, 'all']).catch('all');
export type InboxFilter = z.infer<typeof inboxFilterSchema>;
