import { redirect, type AppLoadContext } from 'react-router';
import { readSession, type StaffSession } from '~/modules/sessions/sessions.server';
import { ApiError } from './api.server';

/** The staff session cookie: httpOnly, SameSite=Lax, Secure when the site is served over HTTPS. */
export const sessionCookieName = 'school_session';

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('Cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function sessionCookie(context: AppLoadContext, token: string, expiresAt: string): string {
  const secure = context.config.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${sessionCookieName}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${new Date(expiresAt).toUTCString()}${secure}`;
}

export function clearedSessionCookie(context: AppLoadContext): string {
  const secure = context.config.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${sessionCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

/** The signed-in staff member, or undefined for a visitor. */
export async function getStaffSession(request: Request, context: AppLoadContext): Promise<StaffSession | undefined> {
  const token = readCookie(request, sessionCookieName);
  if (!token) return undefined;
  return readSession(context.database.db, context.sessionSecret, token);
}

/** A same-site path to return to after sign-in, or the dashboard. `//host` and `/\host` are other sites. */
export function safeNextPath(next: string | null | undefined): string {
  // Browsers drop tabs and newlines from addresses ("/\t/host" becomes "//host"): refuse any control
  // character, and any backslash ("/\host" is another site too).
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(next)) return '/dashboard';
  return next;
}

/** For staff pages: the session, or a redirect to the login page that comes back here afterwards. */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<StaffSession> {
  const session = await getStaffSession(request, context);
  if (!session) {
    const url = new URL(request.url);
    throw redirect(`/login?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  return session;
}

/** For staff API calls: the session, or 401. */
export async function requireStaffApi(request: Request, context: AppLoadContext): Promise<StaffSession> {
  const session = await getStaffSession(request, context);
  if (!session) throw new ApiError(401, 'Please sign in as staff to do this.');
  return session;
}
