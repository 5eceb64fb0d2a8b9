import { handleApi, jsonData, jsonError } from '~/lib/api.server';
import { listToppers } from '~/modules/toppers/toppers.server';
import type { Route } from './+types/toppers';

/** GET /api/toppers: marks descending, each with its rank. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => jsonData(await listToppers(context.database.db)));
}

/** Publishing results is for signed-in staff; staff sign-in arrives with the dashboard. */
export function action() {
  return jsonError(401, 'Please sign in as staff to change the toppers.');
}
