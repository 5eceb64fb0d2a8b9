import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { handleStaffApi, validFields } from '~/lib/staff-forms.server';
import { jobUpdateSchema } from '~/modules/jobs/job-schema';
import { deleteJob, getJob, updateJob } from '~/modules/jobs/jobs.server';
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

/** PATCH /api/jobs/:id (staff): the fields given change (`{ "status": "closed" }` closes it). DELETE (staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const missing = () => new ApiError(404, 'There is no job post with that id.');
  const id = parseId(params.id);
  if (request.method === 'PATCH') {
    return handleStaffApi(request, context, {}, async (submission) => {
      const job = id === undefined ? undefined : await updateJob(db, id, validFields(jobUpdateSchema, submission));
      if (!job) throw missing();
      return jsonData(job);
    });
  }
  if (request.method === 'DELETE') {
    return handleStaffApi(request, context, {}, async () => {
      if (id === undefined || !(await deleteJob(db, id))) throw missing();
      return new Response(null, { status: 204 });
    });
  }
  return jsonError(405, 'Use PATCH to change a job post or DELETE to remove it.');
}
