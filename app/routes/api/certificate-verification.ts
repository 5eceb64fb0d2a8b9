import { rule } from '~/i18n/rules';
import { jsonData, jsonError, jsonRefusal } from '~/lib/api.server';
import { certificateLookupSchema } from '~/modules/transfer-certificates/certificate-schema';
import { lookUpCertificate } from '~/web/certificate-lookups.server';
import type { Route } from './+types/certificate-verification';
import { jsonBody } from './request-body';

/** POST's body: the certificate's `number` and the student's `birthDate` (YYYY-MM-DD). */
export const requestBody = jsonBody(certificateLookupSchema);

/**
 * POST /api/transfer-certificates/verify (public): 200 with the certificate when both match, 404 with
 * one plain message for any miss, 429 past the address's limit (docs/decisions/0054-transfer-certificate-lookup.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.verifyCertificate'));
  const { status, result } = await lookUpCertificate(request, context);
  if (result.outcome === 'found') return jsonData(result.certificate);
  const answer = result.outcome === 'refused' ? jsonError(status, result.message, Object.keys(result.fields).length ? result.fields : undefined) : jsonError(status, result.message);
  if (status === 429) answer.headers.set('Retry-After', String(10 * 60));
  return answer;
}
