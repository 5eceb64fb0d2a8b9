import { handleApi, jsonData, jsonError } from '~/lib/api.server';
import { listJobs } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/jobs';

/** GET /api/jobs: the open job posts, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => jsonData(await listJobs(context.database.db, { status: 'open' })));
}

/** Writing job posts is for signed-in staff; staff sign-in arrives with the dashboard. */
export function action() {
  return jsonError(401, 'Please sign in as staff to change job posts.');
}
