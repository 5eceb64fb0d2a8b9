import { redirect } from 'react-router';
import { StaffAddScreen } from '~/components/dashboard/StaffForm';
import { blankJobForm, JobFields } from '~/components/dashboard/jobs/JobFields';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validFields } from '~/web/staff-forms.server';
import { jobInputSchema } from '~/modules/jobs/job-schema';
import { insertJob } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/add';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export function loader({ context }: Route.LoaderArgs) {
  return { words: staffWords(context, 'dashboardJobs') };
}

/** After a success, the list of posts with the message (decision 0067; SPEC.md §4 went to the dashboard). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, {}, async (submission) => {
    await insertJob(context.database.db, validFields(jobInputSchema, submission));
    return redirect('/dashboard/delpost', withFlash(context, staffCatalogue(context).dashboardJobs.created));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardJobs.addTitle);

export default function AddJob({ actionData }: Route.ComponentProps) {
  return (
    <StaffAddScreen section="dashboardJobs" failure={actionData}>
      <JobFields values={{ ...blankJobForm, ...actionData?.values }} errors={actionData?.error.fields ?? {}} />
    </StaffAddScreen>
  );
}
