import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { Refusal } from '~/lib/refusal';
import { getStaffSession } from '~/web/auth.server';
import { handleStaffApi, validFields } from '~/web/staff-forms.server';
import { feeSessionChangeSchema, feeSessionLabel } from '~/modules/fees/fee-schema';
import { changeFeeSession, deleteFeeSession, getFeeSession } from '~/modules/fees/fees.server';
import type { Route } from './+types/fee-session';
import { jsonBody } from './request-body';

const missing = rule('api.missing.feeSession');

/** The address's session label, or undefined when it cannot name one ("2026", "abc"): a 404 whatever else is wrong. */
function labelOf(param: string | undefined): string | undefined {
  const parsed = feeSessionLabel.safeParse(param);
  return parsed.success ? parsed.data : undefined;
}

/** GET /api/fees/:session: a published session; a draft only for staff (to a visitor it does not exist). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const label = labelOf(params.session);
    const staff = label === undefined ? undefined : await getStaffSession(request, context);
    const session = label === undefined ? undefined : await getFeeSession(context.database.db, label, { publishedOnly: !staff });
    if (!session) throw new Refusal('not-found', missing);
    return jsonData(session);
  });
}

/** PATCH's body: the fields given change; `status: "published"` publishes, `confirmRises: true` past a 7 % rise. */
export const requestBody = jsonBody(feeSessionChangeSchema);

/**
 * PATCH /api/fees/:session (staff): the changed session; 409 naming each cell more than 7 % above
 * the previous session's when it is (or becomes) published without `confirmRises`.
 * DELETE /api/fees/:session (staff): a draft; 409 for a published session, which stays readable.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const label = labelOf(params.session);
  if (request.method === 'PATCH') {
    return handleStaffApi(request, context, {}, async (submission) => {
      if (label === undefined) throw new Refusal('not-found', missing);
      const changed = await changeFeeSession(db, label, validFields(requestBody.schema, submission));
      if (!changed) throw new Refusal('not-found', missing);
      return jsonData(changed);
    });
  }
  if (request.method === 'DELETE') {
    return handleStaffApi(request, context, {}, async () => {
      if (label === undefined || !(await deleteFeeSession(db, label))) throw new Refusal('not-found', missing);
      return new Response(null, { status: 204 });
    });
  }
  return jsonRefusal(request, 405, rule('api.useMethod.changeFeeSession'));
}
