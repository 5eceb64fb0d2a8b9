import { Link } from 'react-router';
import { useWords } from '~/i18n/words';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { parseId } from '~/lib/validation';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteFacultyMember, listFaculty } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/list';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

const listPath = '/dashboard/delfaculty';

export async function loader({ request, context }: Route.LoaderArgs) {
  const faculty = await listFaculty(context.database.db);
  return {
    confirmId: parseId(new URL(request.url).searchParams.get('confirm') ?? undefined),
    items: faculty.map((member) => ({
      id: member.id,
      title: member.name,
      detail: member.role,
      image: member.image,
      editTo: `/dashboard/faculty/${member.id}/edit`,
    })),
    words: staffWords(request, 'dashboardFaculty'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const words = staffCatalogue(request);
  return handleDeleteForm(request, context, {
    listPath,
    deleted: words.dashboardFaculty.deleted,
    alreadyGone: words.staff.manage.alreadyGone,
    remove: (id) => deleteFacultyMember(context.database.db, context.config.uploadsDir, id),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardFaculty.listTitle);

export default function ManageFaculty({ loaderData }: Route.ComponentProps) {
  const t = useWords('dashboardFaculty');
  const manage = useWords('staff').manage;
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/add-faculty" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
