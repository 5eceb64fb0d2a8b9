/**
 * Where staff are with an enquiry or a message (issue 5): new until someone answers, contacted, then
 * closed. Shared by the enquiries and contact-messages modules and the inbox. No zod: safe anywhere.
 */
export const inboxStatuses = ['new', 'contacted', 'closed'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];
