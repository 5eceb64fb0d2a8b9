import { ManageScreen } from '~/components/dashboard/ManageList';
import { deleteTopper, listToppers } from '~/modules/toppers/toppers.server';
import { formatMarks } from '~/modules/toppers/topper-format';
import { localeTags } from '~/i18n/locales';
import type { Route } from './+types/list';
import { staffLocale } from '../staff-words.server';
import { deleteFromList, manageListData } from '../manage-list.server';
import { screenMeta } from '../screen-meta';

const listPath = '/dashboard/deltopperlist';

export async function loader({ request, context }: Route.LoaderArgs) {
  const toppers = await listToppers(context.database.db);
  return manageListData(request, context, 'dashboardToppers', toppers, {
    editPath: '/dashboard/toppers',
    translated: ['std'],
    lineOf: (topper) => ({
      title: topper.name,
      detail: `${formatMarks(topper.marks, localeTags[staffLocale(context)])} · ${topper.std}${topper.examYear ? ` · ${topper.examYear}` : ''}`,
      image: topper.image,
    }),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return deleteFromList(request, context, { listPath, section: 'dashboardToppers', remove: (id) => deleteTopper(context.database.db, context.files, id) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardToppers.listTitle);

export default function ManageToppers({ loaderData }: Route.ComponentProps) {
  return <ManageScreen section="dashboardToppers" addTo="/dashboard/add-topper" listPath={listPath} items={loaderData.items} confirmId={loaderData.confirmId} />;
}
