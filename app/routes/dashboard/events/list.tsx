import { Link } from 'react-router';
import { localeOfRequest } from '~/i18n/locales';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { dashboardEventsText as t } from '~/i18n/en/dashboard-events';
import { staffText } from '~/i18n/en/staff';
import { parseId } from '~/lib/validation';
import { formatEventDate, todayInSchool } from '~/lib/dates';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteEvent, listAllEvents } from '~/modules/events/events.server';
import type { Route } from './+types/list';

const listPath = '/dashboard/del-events';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const events = await listAllEvents(context.database.db);
  const today = todayInSchool();
  return {
    confirmId: parseId(new URL(request.url).searchParams.get('confirm') ?? undefined),
    items: events.map((event) => ({
      id: event.id,
      title: event.title || t.untitled,
      detail: event.date ? `${formatEventDate(event.date, locale)}${event.date < today ? ` · ${t.past}` : ''}` : t.noDate,
      image: event.image,
      editTo: `/dashboard/events/${event.id}/edit`,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleDeleteForm(request, context, {
    listPath,
    deleted: t.deleted,
    alreadyGone: staffText.manage.alreadyGone,
    remove: (id) => deleteEvent(context.database.db, context.config.uploadsDir, id),
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.listTitle} | ${staffText.dashboard.title}` }];

export default function ManageEvents({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/add-upevents" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {staffText.manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
