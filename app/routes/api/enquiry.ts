import { rule } from '~/i18n/rules';
import { requireStaffApi } from '~/web/auth.server';
import { deleteEnquiry, getEnquiry, setEnquiryStatus } from '~/modules/enquiries/enquiries.server';
import { inboxStatusChangeSchema } from '~/modules/inbox/inbox-status';
import type { Route } from './+types/enquiry';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { jsonBody } from './request-body';

const missing = rule('api.missing.enquiry');

/** GET /api/enquiries/:id (staff). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, {
    missing,
    requireAccess: () => requireStaffApi(request, context),
    find: (id) => getEnquiry(context.database.db, id),
  });
}

/** PATCH's body: `{ "status": "contacted" }`. */
export const requestBody = jsonBody(inboxStatusChangeSchema);

/** PATCH /api/enquiries/:id (staff). DELETE (staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  return changeOrDeleteItem(request, context, params.id, {
    missing,
    otherMethods: rule('api.useMethod.changeEnquiry'),
    change: { body: requestBody, save: (id, { status }) => setEnquiryStatus(db, id, status) },
    remove: (id, by) => deleteEnquiry(db, id, by),
  });
}
