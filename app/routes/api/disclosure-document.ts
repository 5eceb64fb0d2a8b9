import { rule } from '~/i18n/rules';
import { handleApi, jsonRefusal } from '~/lib/api.server';
import { Refusal } from '~/lib/refusal';
import { parseId } from '~/lib/validation';
import { requireStaffApi } from '~/web/auth.server';
import { deleteDisclosureDocument } from '~/modules/disclosure/disclosure.server';
import type { Route } from './+types/disclosure-document';

/** DELETE /api/disclosure/documents/:id (staff): the document and its file; the slot is empty again. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return jsonRefusal(request, 405, rule('api.useMethod.removeDisclosureDocument'));
  return handleApi(request, async () => {
    await requireStaffApi(request, context);
    const id = parseId(params.id);
    if (id === undefined || !(await deleteDisclosureDocument(context.database.db, context.files, id))) {
      throw new Refusal('not-found', rule('api.missing.disclosureDocument'));
    }
    return new Response(null, { status: 204 });
  });
}
