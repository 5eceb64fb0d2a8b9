import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { neverStore, staffCallSession } from '~/web/auth.server';
import { handleStaffApi, validFields } from '~/web/staff-forms.server';
import { alertInputSchema } from '~/modules/alerts/alert-schema';
import { createAlert, currentAlerts, listAlertsForStaff } from '~/modules/alerts/alerts.server';
import type { Route } from './+types/alerts';
import { jsonBody } from './request-body';

/**
 * GET /api/alerts: the alerts showing now (what every public page shows at its top). `?all` (staff
 * only: 401 otherwise, 403 on a one-time password): the staff list too, scheduled and recently
 * ended, each with its state. The visitors' answer is the one the render cache keeps; it turns over
 * at each alert's start and end.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { db } = context.database;
    if (!new URL(request.url).searchParams.has('all')) return jsonData(await currentAlerts(db));
    const session = await staffCallSession(request, context);
    if (session instanceof Response) return session;
    return neverStore(jsonData(await listAlertsForStaff(db)));
  });
}

/** POST's body: JSON text, textHi, level (information by default), startsAt, endsAt. */
export const requestBody = jsonBody(alertInputSchema);

/** POST /api/alerts (staff) → 201 with the alert. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addAlert'));
  return handleStaffApi(request, context, {}, async (submission) =>
    jsonData(await createAlert(context.database.db, validFields(requestBody.schema, submission)), { status: 201 }),
  );
}
