import { ManageScreen } from '~/components/dashboard/ManageList';
import { deleteFacultyMember, listFaculty } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/list';
import { deleteFromList, manageListData } from '../manage-list.server';
import { screenMeta } from '../screen-meta';

const listPath = '/dashboard/delfaculty';

export async function loader({ request, context }: Route.LoaderArgs) {
  const faculty = await listFaculty(context.database.db);
  return manageListData(request, context, 'dashboardFaculty', faculty, {
    editPath: '/dashboard/faculty',
    translated: ['role', 'details'],
    lineOf: (member) => ({
      title: member.name,
      detail: member.role,
      image: member.image,
    }),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return deleteFromList(request, context, { listPath, section: 'dashboardFaculty', remove: (id) => deleteFacultyMember(context.database.db, context.files, id) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardFaculty.listTitle);

export default function ManageFaculty({ loaderData }: Route.ComponentProps) {
  return <ManageScreen section="dashboardFaculty" addTo="/dashboard/add-faculty" listPath={listPath} items={loaderData.items} confirmId={loaderData.confirmId} />;
}
