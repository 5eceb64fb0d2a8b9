import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { requireStaffApi } from '~/lib/auth.server';
import { handleStaffApi, validFields } from '~/lib/staff-forms.server';
import { deleteEnquiry, getEnquiry, setEnquiryStatus } from '~/modules/enquiries/enquiries.server';
import { inboxStatusChangeSchema } from '~/modules/inbox/inbox-status';
import type { Route } from './+types/enquiry';

const missing = () => new ApiError(404, 'There is no enquiry with that id.');

/** GET /api/enquiries/:id (staff). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireStaffApi(request, context);
    const id = parseId(params.id);
    const enquiry = id === undefined ? undefined : await getEnquiry(context.database.db, id);
    if (!enquiry) throw missing();
    return jsonData(enquiry);
  });
}

/** PATCH /api/enquiries/:id (staff): `{ "status": "contacted" }`. DELETE (staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const id = parseId(params.id);
  if (request.method === 'PATCH') {
    return handleStaffApi(request, context, {}, async (submission) => {
      const { status } = validFields(inboxStatusChangeSchema, submission);
      const enquiry = id === undefined ? undefined : await setEnquiryStatus(db, id, status);
      if (!enquiry) throw missing();
      return jsonData(enquiry);
    });
  }
  if (request.method === 'DELETE') {
    return handleStaffApi(request, context, {}, async () => {
      if (id === undefined || !(await deleteEnquiry(db, id))) throw missing();
      return new Response(null, { status: 204 });
    });
  }
  return jsonError(405, 'Use PATCH to change an enquiry’s status or DELETE to remove it.');
}
