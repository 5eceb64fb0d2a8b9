import { requireStaffApi } from '~/web/auth.server';
import { deleteContactMessage, getContactMessage, setContactMessageStatus } from '~/modules/contact-messages/contact-messages.server';
import { inboxStatusChangeSchema } from '~/modules/inbox/inbox-status';
import type { Route } from './+types/contact-message';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { jsonBody } from './request-body';

const missing = 'There is no message with that id.';

/** GET /api/contact-messages/:id (staff). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, {
    missing,
    requireAccess: () => requireStaffApi(request, context),
    find: (id) => getContactMessage(context.database.db, id),
  });
}

/** PATCH's body: `{ "status": "contacted" }`. */
export const requestBody = jsonBody(inboxStatusChangeSchema);

/** PATCH /api/contact-messages/:id (staff). DELETE (staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  return changeOrDeleteItem(request, context, params.id, {
    missing,
    otherMethods: 'Use PATCH to change a message’s status or DELETE to remove it.',
    change: { body: requestBody, save: (id, { status }) => setContactMessageStatus(db, id, status) },
    remove: (id) => deleteContactMessage(db, id),
  });
}
