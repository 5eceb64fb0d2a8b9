import { ManageScreen } from '~/components/dashboard/ManageList';
import { formatPostedDate } from '~/lib/dates';
import { deleteJob, listJobs } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/list';
import { deleteFromList, manageListData } from '../manage-list.server';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale } from '../staff-words.server';

const listPath = '/dashboard/delpost';

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = staffCatalogue(context).dashboardJobs;
  const locale = staffLocale(context);
  const jobs = await listJobs(context.database.db);
  return manageListData(request, context, 'dashboardJobs', jobs, {
    editPath: '/dashboard/jobs',
    translated: ['title', 'details'],
    lineOf: (job) => ({
      title: job.title,
      titleHi: job.titleHi,
      detail: `${t.statusShort[job.status]} · ${formatPostedDate(job.createdAt, locale)}`,
    }),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return deleteFromList(request, context, { listPath, section: 'dashboardJobs', remove: (id) => deleteJob(context.database.db, id) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardJobs.listTitle);

export default function ManageJobs({ loaderData }: Route.ComponentProps) {
  return <ManageScreen section="dashboardJobs" addTo="/dashboard/add-job" listPath={listPath} items={loaderData.items} confirmId={loaderData.confirmId} />;
}
