import { createContext, redirect, type MiddlewareFunction } from 'react-router';
import type { AppContext } from './context';
import { readSession, type StaffSession } from '~/modules/sessions/sessions.server';
import { ApiError, jsonRefusal } from '~/lib/api.server';
import { rule } from '~/i18n/rules';
import { sayRule } from '~/i18n/rules.server';
import { localeOfRequest } from '~/i18n/locales';

/** The staff session cookie: httpOnly, SameSite=Lax, Secure when the site is served over HTTPS. */
export const sessionCookieName = 'school_session';

/**
 * A cookie's value, or undefined. Never throws: a value that cannot be decoded (a damaged cookie, or
 * one set by someone else's script) is as good as no cookie, so the visitor can still use the site
 * and sign out.
 */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('Cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function sessionCookie(context: AppContext, token: string, expiresAt: string): string {
  const secure = context.config.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${sessionCookieName}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${new Date(expiresAt).toUTCString()}${secure}`;
}

export function clearedSessionCookie(context: AppContext): string {
  const secure = context.config.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${sessionCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

/** The session the staff gate found for this request (set only by the gates below). */
const gateSession = createContext<StaffSession | null>(null);

/** The signed-in staff member, or undefined for a visitor. */
/** The session a staff gate let through (the dashboard's or the staff API's), if this request passed one. */
export function gatedSession(context: AppContext): StaffSession | null {
  return context.get(gateSession);
}

export async function getStaffSession(request: Request, context: AppContext): Promise<StaffSession | undefined> {
  const checked = context.get(gateSession);
  if (checked) return checked;
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
export async function requireStaff(request: Request, context: AppContext): Promise<StaffSession> {
  const session = await getStaffSession(request, context);
  if (!session) {
    const url = new URL(request.url);
    // Single fetch's own parameters are not part of the page's address.
    url.searchParams.delete('_routes');
    url.searchParams.delete('index');
    throw redirect(`/login?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  return session;
}

/** For staff API calls: the session, or 401. */
export async function requireStaffApi(request: Request, context: AppContext): Promise<StaffSession> {
  const session = await getStaffSession(request, context);
  if (!session) throw new ApiError(401, sayRule(rule('api.signInNeeded'), localeOfRequest(request)));
  return session;
}

/**
 * An answer that must never be kept by a browser's back-forward cache, a proxy or a CDN: anything
 * for staff or about who is signed in. Every staff answer passes here (the two gates below).
 */
export function neverStore(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** The one dashboard screen a session signed in with a one-time password may open (decision 0086). */
const choosePasswordPath = '/dashboard/password';
/** The one staff API call such a session may make: signing out. */
const signOutCall = '/api/auth/logout';

/**
 * Whether the session signed in with a password someone else set (a colleague, the server's first
 * start, `npm run staff`), which the account has not yet replaced by its own: until then it may do
 * nothing but choose it, or sign out.
 */
export function choosingOwnPassword(session: StaffSession): boolean {
  return session.staff.oneTimePasswordUntil !== null;
}

/** The screen a request asks for: single fetch's `.data` and a trailing slash taken off. */
function screenOf(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, '').replace(/(.)\/$/, '$1');
}

/**
 * The dashboard's gate (the middleware of its layout): no loader or action below it runs without a
 * staff session, however the page is asked for — as a document, as `.data`, or one loader alone
 * through single fetch's `_routes`, which skips the layout's own loader. Without a session the
 * answer is the sign-in page, which comes back here afterwards. A session on a one-time password is
 * sent to choose its own, whatever it asked for.
 */
export const staffPagesGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await requireStaff(request, context);
  if (choosingOwnPassword(session) && screenOf(request) !== choosePasswordPath) return neverStore(redirect(choosePasswordPath));
  context.set(gateSession, session);
  return neverStore(await afterStaffChange(request, context, next));
};

/**
 * A staff request that may have changed something (any method but GET and HEAD) tells the render
 * caches before its answer leaves, so the page staff see next, and every visitor's, is fresh on every
 * app server (DESIGN.md §7). Both staff gates pass here: a new staff route is covered without anyone
 * remembering. A failed change costs no more than a few fresh renders.
 */
async function afterStaffChange(request: Request, context: AppContext, next: () => Promise<Response>): Promise<Response> {
  if (request.method === 'GET' || request.method === 'HEAD') return next();
  try {
    return await next();
  } finally {
    await context.publicPages.changed();
  }
}

/**
 * The session a staff call may go on with, or the API's refusal (never stored): 401 without a
 * session, 403 for one still on its one-time password, unless it is signing out.
 */
export async function staffCallSession(request: Request, context: AppContext, { signingOut = false } = {}): Promise<StaffSession | Response> {
  const session = await getStaffSession(request, context);
  if (!session) return neverStore(jsonRefusal(request, 401, rule('api.signInNeeded')));
  if (choosingOwnPassword(session) && !signingOut) return neverStore(jsonRefusal(request, 403, rule('api.choosePasswordFirst')));
  return session;
}

/**
 * The session of someone who may see what staff see, for the answers that show staff more than
 * visitors (the fee structure's drafts): none for a session still on its one-time password, which
 * sees what a visitor sees.
 */
export async function getStaffSessionWithAccess(request: Request, context: AppContext): Promise<StaffSession | undefined> {
  const session = await getStaffSession(request, context);
  return session && !choosingOwnPassword(session) ? session : undefined;
}

/** The gate of one staff API call (`staffCallSession`); the answer is never stored. */
export async function passStaffApiGate(request: Request, context: AppContext, next: () => Promise<Response>): Promise<Response> {
  const session = await staffCallSession(request, context, { signingOut: new URL(request.url).pathname === signOutCall });
  if (session instanceof Response) return session;
  context.set(gateSession, session);
  return neverStore(await afterStaffChange(request, context, next));
}
