import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { getStaffSessionWithAccess } from '~/web/auth.server';
import { handleStaffApi, validFields } from '~/web/staff-forms.server';
import { feeSessionInputSchema } from '~/modules/fees/fee-schema';
import { createFeeSession, getFeeSession, listFeeSessions } from '~/modules/fees/fees.server';
import type { Route } from './+types/fees';
import { jsonBody } from './request-body';

/**
 * GET /api/fees: the published fee structures, newest session first, each whole (a school's table
 * is small). Staff signed in get the drafts too; a visitor's answer is the one the render cache keeps.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { db } = context.database;
    const staff = await getStaffSessionWithAccess(request, context);
    const sessions = await listFeeSessions(db, { publishedOnly: !staff });
    const views = await Promise.all(sessions.map((summary) => getFeeSession(db, summary.session)));
    return jsonData(views.filter((view) => view !== undefined));
  });
}

/** POST's body: the session, and what it starts with (or `copyFrom`, a session to copy). */
export const requestBody = jsonBody(feeSessionInputSchema);

/** POST /api/fees (staff) → 201 with the new session, a draft. 409 when the session exists. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addFeeSession'));
  return handleStaffApi(request, context, {}, async (submission) => {
    const session = await createFeeSession(context.database.db, validFields(requestBody.schema, submission));
    return jsonData(session, { status: 201 });
  });
}
