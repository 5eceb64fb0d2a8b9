import { editorSchemaOf } from '~/lib/change-schema';
import { useWords } from '~/i18n/words';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { StaffScreenError } from '~/components/dashboard/StaffScreenError';
import { JobFields } from '~/components/dashboard/jobs/JobFields';
import { handleStaffForm, validFields } from '~/web/staff-forms.server';
import { jobUpdateSchema } from '~/modules/jobs/job-schema';
import { getJob, updateJob } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { itemToEdit, saveEdit } from '../edit-item.server';
import { staffWords } from '../staff-words.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const job = await itemToEdit(context, params.id, (id) => getJob(context.database.db, id));
  return { job, words: staffWords(context, 'dashboardJobs') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, {}, async (submission) => {
    const input = validFields(editorSchemaOf(jobUpdateSchema), submission);
    return saveEdit(request, context, params.id, '/dashboard/delpost', (id) => updateJob(context.database.db, id, input));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardJobs.editTitle);

export default function EditJob({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardJobs');
  const { job } = loaderData;
  return (
    <StaffEditScreen title={t.editTitle} lead={job.title} backTo="/dashboard/delpost" failure={actionData}>
      <JobFields
        values={{
          title: job.title,
          details: job.details,
          titleHi: job.titleHi ?? '',
          detailsHi: job.detailsHi ?? '',
          status: job.status,
          ...actionData?.values,
        }}
        errors={actionData?.error.fields ?? {}}
      />
    </StaffEditScreen>
  );
}

/** An item that is not there (a stale link, deleted in another tab): its 404 inside the dashboard. */
export const ErrorBoundary = StaffScreenError;
