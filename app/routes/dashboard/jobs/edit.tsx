import { data, redirect } from 'react-router';
import { useWords } from '~/i18n/words';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { JobFields } from '~/components/dashboard/jobs/JobFields';
import { ApiError } from '~/lib/api.server';
import { parseId } from '~/lib/validation';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validFields } from '~/web/staff-forms.server';
import { jobUpdateSchema } from '~/modules/jobs/job-schema';
import { getJob, updateJob } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const job = id === undefined ? undefined : await getJob(context.database.db, id);
  if (!job) throw data(staffCatalogue(request).staff.forms.notFound, { status: 404 });
  return { job, words: staffWords(request, 'dashboardJobs') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, {}, async (submission) => {
    const { forms } = staffCatalogue(request).staff;
    const id = parseId(params.id);
    const input = validFields(jobUpdateSchema.required(), submission);
    const job = id === undefined ? undefined : await updateJob(context.database.db, id, input);
    if (!job) throw new ApiError(404, forms.notFound);
    return redirect('/dashboard/delpost', withFlash(context, forms.changesSaved));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardJobs.editTitle);

export default function EditJob({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardJobs');
  const { job } = loaderData;
  const values = actionData?.values ?? {};
  return (
    <StaffEditScreen title={t.editTitle} lead={job.title} backTo="/dashboard/delpost" failure={actionData}>
      <JobFields
        values={{ title: values.title ?? job.title, details: values.details ?? job.details, status: values.status ?? job.status }}
        errors={actionData?.error.fields ?? {}}
      />
    </StaffEditScreen>
  );
}
