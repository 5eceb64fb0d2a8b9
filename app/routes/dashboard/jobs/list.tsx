import { Link } from 'react-router';
import { useWords } from '~/i18n/words';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { parseId } from '~/lib/validation';
import { formatPostedDate } from '~/lib/dates';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteJob, listJobs } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/list';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale, staffWords } from '../staff-words.server';

const listPath = '/dashboard/delpost';

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = staffCatalogue(request).dashboardJobs;
  const locale = staffLocale(request);
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
    words: staffWords(request, 'dashboardJobs'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const words = staffCatalogue(request);
  return handleDeleteForm(request, context, {
    listPath,
    deleted: words.dashboardJobs.deleted,
    alreadyGone: words.staff.manage.alreadyGone,
    remove: (id) => deleteJob(context.database.db, id),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardJobs.listTitle);

export default function ManageJobs({ loaderData }: Route.ComponentProps) {
  const t = useWords('dashboardJobs');
  const manage = useWords('staff').manage;
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/add-job" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
