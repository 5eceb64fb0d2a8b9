import { handleApi, jsonData, jsonError } from '~/lib/api.server';
import { todayInSchool } from '~/lib/dates';
import { handleStaffApi, validWithPhoto } from '~/lib/staff-forms.server';
import { eventInputSchema } from '~/modules/events/event-schema';
import { addEvent, listUpcomingEvents } from '~/modules/events/events.server';
import type { Route } from './+types/events';

/** GET /api/events : events from the school's today on, soonest first, then those not yet dated. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => jsonData(await listUpcomingEvents(context.database.db, todayInSchool())));
}

/** POST /api/events (staff): multipart `title`, `date`, `description`, `photo` → 201 with the event. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST to add an event.');
  return handleStaffApi(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(eventInputSchema, submission, { required: true });
    return jsonData(await addEvent(context.database.db, context.config.uploadsDir, input, photo!.path), { status: 201 });
  });
}
