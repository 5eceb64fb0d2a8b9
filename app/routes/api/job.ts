import { rule } from '~/i18n/rules';
import { jobUpdateSchema } from '~/modules/jobs/job-schema';
import { deleteJob, getJob, updateJob } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/job';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { jsonBody } from './request-body';

/** GET /api/jobs/:id: an open job post (a closed one is not public). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, {
    missing: rule('api.missing.openJob'),
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
    missing: rule('api.missing.job'),
    otherMethods: rule('api.useMethod.changeJob'),
    change: { body: requestBody, save: (id, input) => updateJob(db, id, input) },
    remove: (id) => deleteJob(db, id),
  });
}
