import { rule } from '~/i18n/rules';
import { requireStaffApi } from '~/web/auth.server';
import { deleteContactMessage, getContactMessage, setContactMessageStatus } from '~/modules/contact-messages/contact-messages.server';
import { inboxStatusChangeSchema } from '~/modules/inbox/inbox-status';
import type { Route } from './+types/contact-message';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { jsonBody } from './request-body';

const missing = rule('api.missing.contactMessage');

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
    otherMethods: rule('api.useMethod.changeMessage'),
    change: { body: requestBody, save: (id, { status }) => setContactMessageStatus(db, id, status) },
    remove: (id, by) => deleteContactMessage(db, id, by),
  });
}
