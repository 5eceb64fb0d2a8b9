import { rule } from '~/i18n/rules';
import { jsonData, jsonRefusal } from '~/lib/api.server';
import { handleStaffApi, validWithFile } from '~/web/staff-forms.server';
import { disclosureDocumentInputSchema } from '~/modules/disclosure/disclosure-schema';
import { putDisclosureDocument } from '~/modules/disclosure/disclosure.server';
import type { Route } from './+types/disclosure-documents';
import { fileBody } from './request-body';

/** POST's body: multipart with the `slot`, the day it is `validUntil` (optional) and the PDF as `file`. */
export const requestBody = fileBody(disclosureDocumentInputSchema, { field: 'file', required: true });

/** POST /api/disclosure/documents (staff) → 201 with the document; a slot's earlier document is replaced. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addDisclosureDocument'));
  return handleStaffApi(request, context, { pdf: { field: 'file' } }, async (submission) => {
    const input = validWithFile(disclosureDocumentInputSchema, submission, { field: 'file', file: submission.pdf, required: true, message: rule('disclosure.fileMissing') });
    const document = await putDisclosureDocument(context.database.db, context.files, input, submission.pdf!);
    return jsonData(document, { status: 201 });
  });
}
