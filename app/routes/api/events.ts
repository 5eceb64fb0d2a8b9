import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { todayInSchool } from '~/lib/dates';
import { handleStaffApi, validWithPhoto } from '~/web/staff-forms.server';
import { eventInputSchema } from '~/modules/events/event-schema';
import { addEvent, listUpcomingEvents } from '~/modules/events/events.server';
import type { Route } from './+types/events';
import { photoBody } from './request-body';

/** GET /api/events : events from the school's today on, soonest first, then those not yet dated. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => jsonData(await listUpcomingEvents(context.database.db, todayInSchool())));
}

/** POST's body: multipart with the fields and `photo`. */
export const requestBody = photoBody(eventInputSchema, 'required');

/** POST /api/events (staff): multipart `title`, `date`, `description`, `photo` → 201 with the event. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addEvent'));
  return handleStaffApi(request, context, requestBody.submission, async (submission) => {
    const { input, photo } = validWithPhoto(requestBody.schema, submission, { required: requestBody.file.required });
    return jsonData(await addEvent(context.database.db, context.files, input, photo!.path), { status: 201 });
  });
}
