import { Link } from 'react-router';
import { useWords } from '~/i18n/words';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { parseId } from '~/lib/validation';
import { formatEventDate, todayInSchool } from '~/lib/dates';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteEvent, listAllEvents } from '~/modules/events/events.server';
import type { Route } from './+types/list';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale, staffWords } from '../staff-words.server';

const listPath = '/dashboard/del-events';

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = staffCatalogue(request).dashboardEvents;
  const locale = staffLocale(request);
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
    words: staffWords(request, 'dashboardEvents'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const words = staffCatalogue(request);
  return handleDeleteForm(request, context, {
    listPath,
    deleted: words.dashboardEvents.deleted,
    alreadyGone: words.staff.manage.alreadyGone,
    remove: (id) => deleteEvent(context.database.db, context.config.uploadsDir, id),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardEvents.listTitle);

export default function ManageEvents({ loaderData }: Route.ComponentProps) {
  const t = useWords('dashboardEvents');
  const manage = useWords('staff').manage;
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/add-upevents" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
