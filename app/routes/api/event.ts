import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { getEvent } from '~/modules/events/events.server';
import type { Route } from './+types/event';

/** GET /api/events/:id : any event, past ones included. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const id = parseId(params.id);
    const event = id === undefined ? undefined : await getEvent(context.database.db, id);
    if (!event) throw new ApiError(404, 'There is no event with that id.');
    return jsonData(event);
  });
}

export function action() {
  return jsonError(401, 'Please sign in as staff to change events.');
}
