import { rule } from '~/i18n/rules';
import { handleApi, jsonRefusal } from '~/lib/api.server';
import { Refusal } from '~/lib/refusal';
import { parseId } from '~/lib/validation';
import { requireStaffApi } from '~/web/auth.server';
import { deleteCertificate, getCertificate } from '~/modules/transfer-certificates/certificates.server';
import type { Route } from './+types/transfer-certificate';
import { answerItem } from './item-route.server';

/** GET /api/transfer-certificates/:id (staff). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, {
    missing: 'api.missing.certificate',
    find: (id) => getCertificate(context.database.db, id),
    requireAccess: () => requireStaffApi(request, context),
  });
}

/** DELETE /api/transfer-certificates/:id (staff): the certificate and its scan. A certificate is never changed: a wrong one is deleted and added again. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return jsonRefusal(request, 405, rule('api.useMethod.removeCertificate'));
  return handleApi(request, async () => {
    await requireStaffApi(request, context);
    const id = parseId(params.id);
    if (id === undefined || !(await deleteCertificate(context.database.db, context.files, id))) {
      throw new Refusal('not-found', rule('api.missing.certificate'));
    }
    return new Response(null, { status: 204 });
  });
}
