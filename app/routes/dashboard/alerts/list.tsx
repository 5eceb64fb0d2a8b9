import { ManageScreen } from '~/components/dashboard/ManageList';
import { formatReceivedAt } from '~/lib/dates';
import { fill } from '~/lib/fill';
import { deleteAlert, listAlertsForStaff } from '~/modules/alerts/alerts.server';
import type { Route } from './+types/list';
import { deleteFromList, manageListData } from '../manage-list.server';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale } from '../staff-words.server';

const listPath = '/dashboard/alerts';

/** Alerts showing now first, then the scheduled ones, then those that ended lately; each with its times in India. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = staffCatalogue(context).dashboardAlerts;
  const locale = staffLocale(context);
  const alerts = await listAlertsForStaff(context.database.db);
  return manageListData(request, context, 'dashboardAlerts', alerts, {
    editPath: '/dashboard/alerts',
    translated: ['text'],
    lineOf: (alert) => ({
      title: alert.text,
      titleHi: alert.textHi,
      detail: fill(t.line, {
        state: t.states[alert.state],
        level: t.levelShort[alert.level],
        start: formatReceivedAt(alert.startsAt, locale),
        end: formatReceivedAt(alert.endsAt, locale),
      }),
    }),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return deleteFromList(request, context, { listPath, section: 'dashboardAlerts', remove: (id) => deleteAlert(context.database.db, id) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardAlerts.listTitle);

export default function ManageAlerts({ loaderData }: Route.ComponentProps) {
  return <ManageScreen section="dashboardAlerts" addTo="/dashboard/alerts/new" listPath={listPath} items={loaderData.items} confirmId={loaderData.confirmId} />;
}
