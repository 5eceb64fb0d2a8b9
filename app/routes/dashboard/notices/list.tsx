import { ManageScreen } from '~/components/dashboard/ManageList';
import { formatNoticeDate } from '~/lib/dates';
import { deleteNotice, listNotices } from '~/modules/notices/notices.server';
import type { Route } from './+types/list';
import { deleteFromList, manageListData } from '../manage-list.server';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale } from '../staff-words.server';

const listPath = '/dashboard/delnotice';

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = staffCatalogue(context).dashboardNotices;
  const locale = staffLocale(context);
  const notices = await listNotices(context.database.db);
  return manageListData(request, context, 'dashboardNotices', notices, {
    editPath: '/dashboard/notices',
    translated: ['title', 'details'],
    lineOf: (notice) => ({
      title: notice.title,
      titleHi: notice.titleHi,
      detail: `${formatNoticeDate(notice.date, locale)} · ${t.categories[notice.category]} · ${t.priorities[notice.priority]}`,
    }),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return deleteFromList(request, context, { listPath, section: 'dashboardNotices', remove: (id) => deleteNotice(context.database.db, context.files, id) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardNotices.listTitle);

export default function ManageNotices({ loaderData }: Route.ComponentProps) {
  return <ManageScreen section="dashboardNotices" addTo="/dashboard/add-notice" listPath={listPath} items={loaderData.items} confirmId={loaderData.confirmId} />;
}
