import { rule } from '~/i18n/rules';
import { calendarEntryUpdateSchema } from '~/modules/calendar/calendar-schema';
import { deleteCalendarEntry, editCalendarEntry, getCalendarEntry } from '~/modules/calendar/calendar.server';
import type { Route } from './+types/calendar-entry';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { jsonBody } from './request-body';

/** GET /api/calendar/:id: one entry, past or to come. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, { missing: rule('api.missing.calendarEntry'), find: (id) => getCalendarEntry(context.database.db, id) });
}

/** PATCH's body: the fields given change, checked with the others as stored (an empty `endsOn` makes it one day). */
export const requestBody = jsonBody(calendarEntryUpdateSchema);

/** PATCH /api/calendar/:id (staff). DELETE (staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  return changeOrDeleteItem(request, context, params.id, {
    missing: rule('api.missing.calendarEntry'),
    otherMethods: rule('api.useMethod.changeCalendarEntry'),
    change: { body: requestBody, save: (id, input) => editCalendarEntry(db, id, input) },
    remove: (id) => deleteCalendarEntry(db, id),
  });
}
