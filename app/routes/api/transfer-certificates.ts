import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { requireStaffApi } from '~/web/auth.server';
import { handleStaffApi, validWithFile } from '~/web/staff-forms.server';
import { certificateInputSchema } from '~/modules/transfer-certificates/certificate-schema';
import { addCertificate, listCertificates } from '~/modules/transfer-certificates/certificates.server';
import type { Route } from './+types/transfer-certificates';
import { fileBody } from './request-body';

/** GET /api/transfer-certificates (staff): every certificate recorded, the most recently issued first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireStaffApi(request, context);
    return jsonData(await listCertificates(context.database.db));
  });
}

/** POST's body: multipart with the certificate's details and its scan as `file` (a PDF, DESIGN.md §4). */
export const requestBody = fileBody(certificateInputSchema, { field: 'file', required: true });

/** POST /api/transfer-certificates (staff) → 201 with the certificate. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addCertificate'));
  return handleStaffApi(request, context, { pdf: { field: 'file' } }, async (submission) => {
    const input = validWithFile(certificateInputSchema, submission, { field: 'file', file: submission.pdf, required: true, message: rule('certificate.scanMissing') });
    const added = await addCertificate(context.database.db, context.files, input, submission.pdf!);
    return jsonData(added, { status: 201 });
  });
}
