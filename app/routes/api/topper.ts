import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { getTopper } from '~/modules/toppers/toppers.server';
import type { Route } from './+types/topper';

/** GET /api/toppers/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const id = parseId(params.id);
    const topper = id === undefined ? undefined : await getTopper(context.database.db, id);
    if (!topper) throw new ApiError(404, 'There is no topper with that id.');
    return jsonData(topper);
  });
}

export function action() {
  return jsonError(401, 'Please sign in as staff to change the toppers.');
}
