import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { getNotice } from '~/modules/notices/notices.server';
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

export function action() {
  return jsonError(401, 'Please sign in as staff to change notices.');
}
