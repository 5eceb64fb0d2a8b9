import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { handleStaffApi, validWithPhoto } from '~/lib/staff-forms.server';
import { eventUpdateSchema } from '~/modules/events/event-schema';
import { deleteEvent, editEvent, getEvent } from '~/modules/events/events.server';
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

/**
 * PATCH /api/events/:id (staff): JSON with the fields to change, or multipart with a new `photo` too.
 * DELETE /api/events/:id (staff): the event and its photo's files.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const { uploadsDir } = context.config;
  const missing = () => new ApiError(404, 'There is no event with that id.');
  const id = parseId(params.id);
  if (request.method === 'PATCH') {
    return handleStaffApi(request, context, { photo: true }, async (submission) => {
      const { input, photo } = validWithPhoto(eventUpdateSchema, submission, { required: false });
      const changed =
        id === undefined ? undefined : await editEvent(db, uploadsDir, id, input, photo ? { kind: 'replace', uploadPath: photo.path } : { kind: 'keep' });
      if (!changed) throw missing();
      return jsonData(changed);
    });
  }
  if (request.method === 'DELETE') {
    return handleStaffApi(request, context, {}, async () => {
      if (id === undefined || !(await deleteEvent(db, uploadsDir, id))) throw missing();
      return new Response(null, { status: 204 });
    });
  }
  return jsonError(405, 'Use PATCH to change an event or DELETE to remove it.');
}
