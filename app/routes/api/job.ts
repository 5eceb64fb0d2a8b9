import { jobUpdateSchema } from '~/modules/jobs/job-schema';
import { deleteJob, getJob, updateJob } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/job';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { jsonBody } from './request-body';

/** GET /api/jobs/:id: an open job post (a closed one is not public). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, {
    missing: 'There is no open job post with that id.',
    find: async (id) => {
      const job = await getJob(context.database.db, id);
      return job?.status === 'open' ? job : undefined;
    },
  });
}

/** PATCH's body: the fields given change (`{ "status": "closed" }` closes the post). */
export const requestBody = jsonBody(jobUpdateSchema);

/** PATCH /api/jobs/:id (staff). DELETE (staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  return changeOrDeleteItem(request, context, params.id, {
    missing: 'There is no job post with that id.',
    otherMethods: 'Use PATCH to change a job post or DELETE to remove it.',
    change: { body: requestBody, save: (id, input) => updateJob(db, id, input) },
    remove: (id) => deleteJob(db, id),
  });
}
