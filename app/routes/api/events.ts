import { handleApi, jsonData, jsonError } from '~/lib/api.server';
import { todayInSchool } from '~/lib/dates';
import { listUpcomingEvents } from '~/modules/events/events.server';
import type { Route } from './+types/events';

/** GET /api/events : events from the school's today on, soonest first, then those not yet dated. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => jsonData(await listUpcomingEvents(context.database.db, todayInSchool())));
}

/** Adding events is for signed-in staff; staff sign-in arrives with the dashboard. */
export function action() {
  return jsonError(401, 'Please sign in as staff to change events.');
}
