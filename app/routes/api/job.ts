import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { getJob } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/job';

/** GET /api/jobs/:id: an open job post (a closed one is not public). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const id = parseId(params.id);
    const job = id === undefined ? undefined : await getJob(context.database.db, id);
    if (!job || job.status !== 'open') throw new ApiError(404, 'There is no open job post with that id.');
    return jsonData(job);
  });
}

export function action() {
  return jsonError(401, 'Please sign in as staff to change job posts.');
}
