import { Link } from 'react-router';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { dashboardToppersText as t } from '~/i18n/en/dashboard-toppers';
import { staffText } from '~/i18n/en/staff';
import { parseId } from '~/lib/validation';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteTopper, listToppers } from '~/modules/toppers/toppers.server';
import { formatMarks } from '~/modules/toppers/topper-format';
import type { Route } from './+types/list';

const listPath = '/dashboard/deltopperlist';

export async function loader({ request, context }: Route.LoaderArgs) {
  const toppers = await listToppers(context.database.db);
  return {
    confirmId: parseId(new URL(request.url).searchParams.get('confirm') ?? undefined),
    items: toppers.map((topper) => ({
      id: topper.id,
      title: topper.name,
      detail: `${formatMarks(topper.marks)} · ${topper.std}${topper.examYear ? ` · ${topper.examYear}` : ''}`,
      image: topper.image,
      editTo: `/dashboard/toppers/${topper.id}/edit`,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleDeleteForm(request, context, {
    listPath,
    deleted: t.deleted,
    alreadyGone: staffText.manage.alreadyGone,
    remove: (id) => deleteTopper(context.database.db, context.config.uploadsDir, id),
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.listTitle} | ${staffText.dashboard.title}` }];

export default function ManageToppers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/add-topper" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {staffText.manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
