import { data, redirect } from 'react-router';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { JobFields } from '~/components/dashboard/jobs/JobFields';
import { dashboardJobsText as t } from '~/i18n/en/dashboard-jobs';
import { staffText } from '~/i18n/en/staff';
import { ApiError } from '~/lib/api.server';
import { parseId } from '~/lib/validation';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validFields } from '~/web/staff-forms.server';
import { jobUpdateSchema } from '~/modules/jobs/job-schema';
import { getJob, updateJob } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/edit';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const job = id === undefined ? undefined : await getJob(context.database.db, id);
  if (!job) throw data(staffText.forms.notFound, { status: 404 });
  return { job };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, {}, async (submission) => {
    const id = parseId(params.id);
    const input = validFields(jobUpdateSchema.required(), submission);
    const job = id === undefined ? undefined : await updateJob(context.database.db, id, input);
    if (!job) throw new ApiError(404, staffText.forms.notFound);
    return redirect('/dashboard/delpost', withFlash(context, staffText.forms.changesSaved));
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.editTitle} | ${staffText.dashboard.title}` }];

export default function EditJob({ loaderData, actionData }: Route.ComponentProps) {
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
