import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { getFacultyMember } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/faculty-member';

/** GET /api/faculty/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const id = parseId(params.id);
    const member = id === undefined ? undefined : await getFacultyMember(context.database.db, id);
    if (!member) throw new ApiError(404, 'There is no faculty member with that id.');
    return jsonData(member);
  });
}

export function action() {
  return jsonError(401, 'Please sign in as staff to change the faculty.');
}
