import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { requireStaffApi } from '~/lib/auth.server';
import { handleStaffApi, validFields } from '~/lib/staff-forms.server';
import { deleteContactMessage, getContactMessage, setContactMessageStatus } from '~/modules/contact-messages/contact-messages.server';
import { inboxStatusChangeSchema } from '~/modules/inbox/inbox-status';
import type { Route } from './+types/contact-message';

const missing = () => new ApiError(404, 'There is no message with that id.');

/** GET /api/contact-messages/:id (staff). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireStaffApi(request, context);
    const id = parseId(params.id);
    const message = id === undefined ? undefined : await getContactMessage(context.database.db, id);
    if (!message) throw missing();
    return jsonData(message);
  });
}

/** PATCH /api/contact-messages/:id (staff): `{ "status": "contacted" }`. DELETE (staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const id = parseId(params.id);
  if (request.method === 'PATCH') {
    return handleStaffApi(request, context, {}, async (submission) => {
      const { status } = validFields(inboxStatusChangeSchema, submission);
      const message = id === undefined ? undefined : await setContactMessageStatus(db, id, status);
      if (!message) throw missing();
      return jsonData(message);
    });
  }
  if (request.method === 'DELETE') {
    return handleStaffApi(request, context, {}, async () => {
      if (id === undefined || !(await deleteContactMessage(db, id))) throw missing();
      return new Response(null, { status: 204 });
    });
  }
  return jsonError(405, 'Use PATCH to change a message’s status or DELETE to remove it.');
}
