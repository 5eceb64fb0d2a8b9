import { redirect } from 'react-router';
import { clearedSessionCookie, readCookie, sessionCookieName } from '~/web/auth.server';
import { log } from '~/lib/log.server';
import { deleteSession } from '~/modules/sessions/sessions.server';
import type { Route } from './+types/staff-logout';

/** POST /logout: ends the session on the server (the old cookie stops working) and clears it. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = readCookie(request, sessionCookieName);
  if (token) {
    await deleteSession(context.database.db, context.sessionSecret, token);
    log.info('signed out', { address: context.clientAddress });
  }
  return redirect('/login?signed-out', { headers: { 'Set-Cookie': clearedSessionCookie(context) } });
}

/** Signing out changes something, so it is a POST; a link here just goes home. */
export function loader() {
  return redirect('/');
}
