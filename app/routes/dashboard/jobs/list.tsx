import { Link } from 'react-router';
import { localeOfRequest } from '~/i18n/locales';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { dashboardJobsText as t } from '~/i18n/en/dashboard-jobs';
import { staffText } from '~/i18n/en/staff';
import { parseId } from '~/lib/validation';
import { formatPostedDate } from '~/lib/dates';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteJob, listJobs } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/list';

const listPath = '/dashboard/delpost';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const jobs = await listJobs(context.database.db);
  const confirmId = parseId(new URL(request.url).searchParams.get('confirm') ?? undefined);
  return {
    confirmId,
    items: jobs.map((job) => ({
      id: job.id,
      title: job.title,
      detail: `${t.statusShort[job.status]} · ${formatPostedDate(job.createdAt, locale)}`,
      editTo: `/dashboard/jobs/${job.id}/edit`,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleDeleteForm(request, context, {
    listPath,
    deleted: t.deleted,
    alreadyGone: staffText.manage.alreadyGone,
    remove: (id) => deleteJob(context.database.db, id),
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.listTitle} | ${staffText.dashboard.title}` }];

export default function ManageJobs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/add-job" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {staffText.manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
