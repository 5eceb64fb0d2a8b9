import { handleApi, jsonData, jsonError } from '~/lib/api.server';
import { listFaculty } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/faculty';

/** GET /api/faculty: in the order staff added them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => jsonData(await listFaculty(context.database.db)));
}

/** Adding faculty is for signed-in staff; staff sign-in arrives with the dashboard. */
export function action() {
  return jsonError(401, 'Please sign in as staff to change the faculty.');
}
