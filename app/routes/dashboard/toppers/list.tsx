import { Link } from 'react-router';
import { useWords } from '~/i18n/words';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { parseId } from '~/lib/validation';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteTopper, listToppers } from '~/modules/toppers/toppers.server';
import { formatMarks } from '~/modules/toppers/topper-format';
import type { Route } from './+types/list';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

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
    words: staffWords(request, 'dashboardToppers'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const words = staffCatalogue(request);
  return handleDeleteForm(request, context, {
    listPath,
    deleted: words.dashboardToppers.deleted,
    alreadyGone: words.staff.manage.alreadyGone,
    remove: (id) => deleteTopper(context.database.db, context.config.uploadsDir, id),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardToppers.listTitle);

export default function ManageToppers({ loaderData }: Route.ComponentProps) {
  const t = useWords('dashboardToppers');
  const manage = useWords('staff').manage;
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/add-topper" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
