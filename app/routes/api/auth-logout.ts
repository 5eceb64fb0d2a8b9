import { handleApi, jsonData } from '~/lib/api.server';
import { clearedSessionCookie, readCookie, requireStaffApi, sessionCookieName } from '~/web/auth.server';
import { log } from '~/lib/log.server';
import { deleteSession } from '~/modules/sessions/sessions.server';
import type { Route } from './+types/auth-logout';

/** POST /api/auth/logout: ends the session on the server; 401 without one. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { staff } = await requireStaffApi(request, context);
    await deleteSession(context.database.db, context.sessionSecret, readCookie(request, sessionCookieName) ?? '');
    log.info('signed out', { username: staff.username, address: context.clientAddress });
    const response = jsonData({ signedOut: true });
    response.headers.append('Set-Cookie', clearedSessionCookie(context));
    return response;
  });
}
