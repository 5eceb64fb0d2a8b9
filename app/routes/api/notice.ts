import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { handleStaffApi, validFields } from '~/lib/staff-forms.server';
import { noticeUpdateSchema } from '~/modules/notices/notice-schema';
import { deleteNotice, getNotice, updateNotice } from '~/modules/notices/notices.server';
import type { Route } from './+types/notice';

/** GET /api/notices/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const id = parseId(params.id);
    const notice = id === undefined ? undefined : await getNotice(context.database.db, id);
    if (!notice) throw new ApiError(404, 'There is no notice with that id.');
    return jsonData(notice);
  });
}

/** PATCH /api/notices/:id (staff): the fields given change. DELETE /api/notices/:id (staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.database.db;
  const missing = () => new ApiError(404, 'There is no notice with that id.');
  if (request.method === 'PATCH') {
    return handleStaffApi(request, context, {}, async (submission) => {
      const id = parseId(params.id);
      const notice = id === undefined ? undefined : await updateNotice(db, id, validFields(noticeUpdateSchema, submission));
      if (!notice) throw missing();
      return jsonData(notice);
    });
  }
  if (request.method === 'DELETE') {
    return handleStaffApi(request, context, {}, async () => {
      const id = parseId(params.id);
      if (id === undefined || !(await deleteNotice(db, id))) throw missing();
      return new Response(null, { status: 204 });
    });
  }
  return jsonError(405, 'Use PATCH to change a notice or DELETE to remove it.');
}
