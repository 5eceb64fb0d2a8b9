import { rule } from '~/i18n/rules';
import { handleApi, jsonRefusal } from '~/lib/api.server';
import { Refusal } from '~/lib/refusal';
import { parseId } from '~/lib/validation';
import { requireStaffApi } from '~/web/auth.server';
import { deleteApplication } from '~/modules/applications/applications.server';
import type { Route } from './+types/application';

/** DELETE /api/applications/:id (staff): the application and its resume. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return jsonRefusal(request, 405, rule('api.useMethod.removeApplication'));
  return handleApi(request, async () => {
    const session = await requireStaffApi(request, context);
    const id = parseId(params.id);
    if (id === undefined || !(await deleteApplication(context.database.db, context.files, id, { staffUsername: session.staff.username }))) {
      throw new Refusal('not-found', rule('api.missing.application'));
    }
    return new Response(null, { status: 204 });
  });
}
