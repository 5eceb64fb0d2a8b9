import { defaultLocale } from '~/i18n/locales';
import { rule } from '~/i18n/rules';
import { catalogueFor } from '~/i18n/words.server';
import { ApiError, handleApi, jsonData } from '~/lib/api.server';
import { Refusal } from '~/lib/refusal';
import { parseOrThrow } from '~/lib/validation';
import { readCookie, sessionCookie, sessionCookieName } from '~/web/auth.server';
import { BodyTooLargeError, readJsonBody } from '~/lib/request-fields.server';
import { signIn } from '~/modules/sessions/sign-in.server';
import { signInSchema } from '~/modules/staff/staff-schema';
import type { Route } from './+types/auth-login';
import { jsonBody } from './request-body';

/** POST's body: `{ username, password }`. */
export const requestBody = jsonBody(signInSchema);

/** The API has no language of its own (its description is for developers): it answers in English. */
const refusals = catalogueFor(defaultLocale).staffLogin;

/** POST /api/auth/login { username, password }: sets the session cookie; 401 wrong (or a one-time password past its week), 429 too many failures. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const body = await readJsonBody(request, context.config.bodyLimitBytes).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) throw error;
      throw new Refusal('invalid', rule('api.loginNotJson'));
    });
    const input = parseOrThrow(requestBody.schema, body);
    const result = await signIn(context.database.db, context.sessionSecret, input, context.clientAddress, undefined, readCookie(request, sessionCookieName));
    if (result.outcome === 'limited') {
      return Response.json(
        { error: { message: refusals.limitedWithoutWait } },
        { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
      );
    }
    if (result.outcome === 'invalid') throw new ApiError(401, refusals.failed);
    if (result.outcome === 'expired') throw new ApiError(401, refusals.oneTimePasswordExpired);
    const response = jsonData({ username: result.staff.username, expiresAt: result.expiresAt });
    response.headers.append('Set-Cookie', sessionCookie(context, result.token, result.expiresAt));
    return response;
  });
}
