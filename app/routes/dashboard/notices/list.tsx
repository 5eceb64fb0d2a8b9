import { Link } from 'react-router';
import { useWords } from '~/i18n/words';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { parseId } from '~/lib/validation';
import { formatNoticeDate } from '~/lib/dates';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteNotice, listNotices } from '~/modules/notices/notices.server';
import type { Route } from './+types/list';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale, staffWords } from '../staff-words.server';

const listPath = '/dashboard/delnotice';

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = staffCatalogue(request).dashboardNotices;
  const locale = staffLocale(request);
  const notices = await listNotices(context.database.db);
  const confirmId = parseId(new URL(request.url).searchParams.get('confirm') ?? undefined);
  return {
    confirmId,
    items: notices.map((notice) => ({
      id: notice.id,
      title: notice.title,
      detail: `${formatNoticeDate(notice.date, locale)} · ${t.categories[notice.category]} · ${t.priorities[notice.priority]}`,
      editTo: `/dashboard/notices/${notice.id}/edit`,
    })),
    words: staffWords(request, 'dashboardNotices'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const words = staffCatalogue(request);
  return handleDeleteForm(request, context, {
    listPath,
    deleted: words.dashboardNotices.deleted,
    alreadyGone: words.staff.manage.alreadyGone,
    remove: (id) => deleteNotice(context.database.db, id),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardNotices.listTitle);

export default function ManageNotices({ loaderData }: Route.ComponentProps) {
  const t = useWords('dashboardNotices');
  const manage = useWords('staff').manage;
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/add-notice" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
