import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { Refusal } from '~/lib/refusal';
import { getStaffSessionWithAccess } from '~/web/auth.server';
import { handleStaffApi, validFields } from '~/web/staff-forms.server';
import { feeSessionChangeSchema, feeSessionLabel, feeSessionPutSchema } from '~/modules/fees/fee-schema';
import { changeFeeSession, deleteFeeSession, getFeeSession, putFeeSession } from '~/modules/fees/fees.server';
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
    const staff = label === undefined ? undefined : await getStaffSessionWithAccess(request, context);
    const session = label === undefined ? undefined : await getFeeSession(context.database.db, label, { publishedOnly: !staff });
    if (!session) throw new Refusal('not-found', missing);
    return jsonData(session);
  });
}

/**
 * The bodies, by method. PUT: the session's whole table (notes, named heads, amounts); what is left
 * out is empty. PATCH: the fields given change; `status: "published"` publishes, `confirmRises: true`
 * past a 7 % rise.
 */
export const requestBodies = { PUT: jsonBody(feeSessionPutSchema), PATCH: jsonBody(feeSessionChangeSchema) };

/**
 * PUT /api/fees/:session (staff, DESIGN.md §4): the session's whole table, replaced (200) or, for a
 * session that does not exist, made as a draft (201); 409 as for PATCH on a published session.
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
      const changed = await changeFeeSession(db, label, validFields(requestBodies.PATCH.schema, submission));
      if (!changed) throw new Refusal('not-found', missing);
      return jsonData(changed);
    });
  }
  if (request.method === 'PUT') {
    return handleStaffApi(request, context, {}, async (submission) => {
      if (label === undefined) throw new Refusal('not-found', missing);
      const { session, created } = await putFeeSession(db, label, validFields(requestBodies.PUT.schema, submission));
      return jsonData(session, { status: created ? 201 : 200 });
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
