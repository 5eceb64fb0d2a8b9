import { inboxFilterSchema, type InboxFilter } from './inbox-status';

/**
 * Which of the inbox's two lists is shown, and through which status filter: the address
 * `/dashboard/inbox?show=messages&status=new` read into a view and a view written back. Safe for the
 * browser (the screen's tabs and filters link with it).
 */
export const inboxLists = ['enquiries', 'messages'] as const;
export type InboxList = (typeof inboxLists)[number];

export interface InboxView {
  show: InboxList;
  status: InboxFilter;
}

/** An address's view: enquiries unless messages are asked for; a filter it does not know shows all. */
export function inboxViewOf(search: URLSearchParams): InboxView {
  return {
    show: search.get('show') === 'messages' ? 'messages' : 'enquiries',
    status: inboxFilterSchema.parse(search.get('status') ?? 'all'),
  };
}

/** The view's address, with only what differs from the default (enquiries, all). */
export function inboxPath({ show, status }: InboxView): string {
  const query = new URLSearchParams();
  if (show === 'messages') query.set('show', show);
  if (status !== 'all') query.set('status', status);
  const search = query.toString();
  return `/dashboard/inbox${search ? `?${search}` : ''}`;
}
