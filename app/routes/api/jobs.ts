import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { handleStaffApi, validFields } from '~/web/staff-forms.server';
import { jobInputSchema } from '~/modules/jobs/job-schema';
import { insertJob, listJobs } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/jobs';
import { jsonBody } from './request-body';

/** GET /api/jobs: the open job posts, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => jsonData(await listJobs(context.database.db, { status: 'open' })));
}

/** POST's body: JSON title, details, status (open by default). */
export const requestBody = jsonBody(jobInputSchema);

/** POST /api/jobs (staff) → 201 with the post. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addJob'));
  return handleStaffApi(request, context, {}, async (submission) =>
    jsonData(await insertJob(context.database.db, validFields(requestBody.schema, submission)), { status: 201 }),
  );
}
