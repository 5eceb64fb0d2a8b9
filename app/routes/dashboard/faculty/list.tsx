import { Link } from 'react-router';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { dashboardFacultyText as t } from '~/i18n/en/dashboard-faculty';
import { staffText } from '~/i18n/en/staff';
import { parseId } from '~/lib/validation';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteFacultyMember, listFaculty } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/list';

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
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleDeleteForm(request, context, {
    listPath,
    deleted: t.deleted,
    alreadyGone: staffText.manage.alreadyGone,
    remove: (id) => deleteFacultyMember(context.database.db, context.config.uploadsDir, id),
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.listTitle} | ${staffText.dashboard.title}` }];

export default function ManageFaculty({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/add-faculty" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {staffText.manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
