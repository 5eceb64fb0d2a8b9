import { ManageScreen } from '~/components/dashboard/ManageList';
import { formatEventDate, todayInSchool } from '~/lib/dates';
import { deleteEvent, listAllEvents } from '~/modules/events/events.server';
import type { Route } from './+types/list';
import { deleteFromList, manageListData } from '../manage-list.server';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale } from '../staff-words.server';

const listPath = '/dashboard/del-events';

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = staffCatalogue(context).dashboardEvents;
  const locale = staffLocale(context);
  const events = await listAllEvents(context.database.db);
  const today = todayInSchool();
  return manageListData(request, context, 'dashboardEvents', events, {
    editPath: '/dashboard/events',
    translated: ['title', 'description'],
    lineOf: (event) => ({
      title: event.title || t.untitled,
      titleHi: event.titleHi,
      detail: event.date ? `${formatEventDate(event.date, locale)}${event.date < today ? ` · ${t.past}` : ''}` : t.noDate,
      image: event.image,
    }),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return deleteFromList(request, context, { listPath, section: 'dashboardEvents', remove: (id) => deleteEvent(context.database.db, context.files, id) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardEvents.listTitle);

export default function ManageEvents({ loaderData }: Route.ComponentProps) {
  return <ManageScreen section="dashboardEvents" addTo="/dashboard/add-upevents" listPath={listPath} items={loaderData.items} confirmId={loaderData.confirmId} />;
}
