import { localeOfRequest } from '~/i18n/locales';
import { rule } from '~/i18n/rules';
import { sayRule } from '~/i18n/rules.server';
import { asApiError, ruleApiError } from '~/lib/api.server';
import { log } from '~/lib/log.server';
import { readRequestFields } from '~/lib/request-fields.server';
import { parseOrThrow } from '~/lib/validation';
import { hitRateLimit } from '~/modules/rate-limits/rate-limits.server';
import { certificateLookupSchema } from '~/modules/transfer-certificates/certificate-schema';
import { certificateLookupLimit } from '~/modules/transfer-certificates/certificate-limits';
import { verifyCertificate, type CertificateView } from '~/modules/transfer-certificates/certificates.server';
import type { AppContext } from './context';
import { typedValues } from './staff-forms.server';

/** What a lookup answers, with its status: the certificate, the one plain miss, or what needs correcting. */
export type CertificateLookupResult =
  | { outcome: 'found'; certificate: CertificateView }
  | { outcome: 'no-match'; message: string; values: Record<string, string> }
  | { outcome: 'refused'; message: string; fields: Record<string, string>; values: Record<string, string> };

/**
 * A visitor's transfer-certificate lookup (`/tc-verification` and `POST /api/transfer-certificates/verify`),
 * one path for both: the address's rate limit first (before the body is read), then the number and
 * date of birth, then one plain answer for any miss (docs/decisions/0054-transfer-certificate-lookup.md).
 * Words are in the request's language.
 */
export async function lookUpCertificate(request: Request, context: AppContext): Promise<{ status: number; result: CertificateLookupResult }> {
  const locale = localeOfRequest(request);
  let values: Record<string, string> = {};
  let cleanup = async () => undefined as void;
  try {
    const state = await hitRateLimit(context.database.db, `certificate-lookup:${context.clientAddress}`, certificateLookupLimit);
    if (state.limited) {
      log.warn('certificate lookups rate limited', { address: context.clientAddress });
      throw ruleApiError(429, rule('certificate.tooManyLookups'));
    }
    const read = await readRequestFields(request, { uploadsDir: context.config.uploadsDir, maxBodyBytes: context.config.bodyLimitBytes });
    cleanup = read.cleanup;
    values = typedValues(read.fields);
    const found = await verifyCertificate(context.database.db, parseOrThrow(certificateLookupSchema, read.fields));
    if (found) return { status: 200, result: { outcome: 'found', certificate: found } };
    return { status: 404, result: { outcome: 'no-match', message: sayRule(rule('certificate.noMatch'), locale), values } };
  } catch (error) {
    const refused = asApiError(error, locale);
    if (!refused) throw error;
    return { status: refused.status, result: { outcome: 'refused', message: refused.message, fields: refused.fields ?? {}, values } };
  } finally {
    await cleanup();
  }
}
