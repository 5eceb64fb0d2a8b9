import { Link } from 'react-router';
import { localeOfRequest } from '~/i18n/locales';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { dashboardNoticesText as t } from '~/i18n/en/dashboard-notices';
import { staffText } from '~/i18n/en/staff';
import { parseId } from '~/lib/validation';
import { formatNoticeDate } from '~/lib/dates';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteNotice, listNotices } from '~/modules/notices/notices.server';
import type { Route } from './+types/list';

const listPath = '/dashboard/delnotice';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
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
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleDeleteForm(request, context, {
    listPath,
    deleted: t.deleted,
    alreadyGone: staffText.manage.alreadyGone,
    remove: (id) => deleteNotice(context.database.db, id),
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.listTitle} | ${staffText.dashboard.title}` }];

export default function ManageNotices({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/add-notice" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {staffText.manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
