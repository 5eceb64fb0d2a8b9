import { ApiError, handleApi, jsonError } from '~/lib/api.server';
import { parseId } from '~/lib/validation';
import { requireStaffApi } from '~/web/auth.server';
import { deleteApplication } from '~/modules/applications/applications.server';
import type { Route } from './+types/application';

/** DELETE /api/applications/:id (staff): the application and its resume. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return jsonError(405, 'Use DELETE to remove an application.');
  return handleApi(request, async () => {
    await requireStaffApi(request, context);
    const id = parseId(params.id);
    if (id === undefined || !(await deleteApplication(context.database.db, context.config.dataDir, id))) {
      throw new ApiError(404, 'There is no application with that id.');
    }
    return new Response(null, { status: 204 });
  });
}
