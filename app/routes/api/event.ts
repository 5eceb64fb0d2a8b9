import { rule } from '~/i18n/rules';
import { eventUpdateSchema } from '~/modules/events/event-schema';
import { deleteEvent, editEvent, getEvent } from '~/modules/events/events.server';
import type { Route } from './+types/event';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { photoBody } from './request-body';

const missing = rule('api.missing.event');

/** GET /api/events/:id : any event, past ones included. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, { missing, find: (id) => getEvent(context.database.db, id) });
}

/** PATCH's body: JSON with the fields to change, or multipart with a new `photo` too (an event cannot lose its picture). */
export const requestBody = photoBody(eventUpdateSchema, 'optional');

/** PATCH /api/events/:id (staff). DELETE /api/events/:id (staff): the event and its photo's files. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const { files } = context;
  return changeOrDeleteItem(request, context, params.id, {
    missing,
    otherMethods: rule('api.useMethod.changeEvent'),
    change: {
      body: requestBody,
      save: (id, input, { photo }) => editEvent(db, files, id, input, photo ? { kind: 'replace', uploadPath: photo.path } : { kind: 'keep' }),
    },
    remove: (id) => deleteEvent(db, files, id),
  });
}
