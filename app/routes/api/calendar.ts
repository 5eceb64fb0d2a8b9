import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { todayInSchool } from '~/lib/dates';
import { parseOrThrow } from '~/lib/validation';
import { handleStaffApi, validFields } from '~/web/staff-forms.server';
import { calendarEntryInputSchema, calendarRangeSchema } from '~/modules/calendar/calendar-schema';
import { addCalendarEntry, listCalendarEntries } from '~/modules/calendar/calendar.server';
import type { Route } from './+types/calendar';
import { jsonBody } from './request-body';

/** GET /api/calendar?from=&to= : the entries that touch those days (from the school's today on by default), earliest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const range = parseOrThrow(calendarRangeSchema, Object.fromEntries(new URL(request.url).searchParams));
    return jsonData(await listCalendarEntries(context.database.db, { from: range.from ?? todayInSchool(), to: range.to }));
  });
}

/** POST's body: kind, title, the first day, and optionally the last day, times, details and the Hindi twins. */
export const requestBody = jsonBody(calendarEntryInputSchema);

/** POST /api/calendar (staff) → 201 with the entry. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addCalendarEntry'));
  return handleStaffApi(request, context, {}, async (submission) =>
    jsonData(await addCalendarEntry(context.database.db, validFields(requestBody.schema, submission)), { status: 201 }),
  );
}
