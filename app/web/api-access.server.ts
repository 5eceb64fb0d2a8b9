import type { MiddlewareFunction } from 'react-router';
import { jsonRefusal } from '~/lib/api.server';
import { rule } from '~/i18n/rules';
import { neverStore, passStaffApiGate } from './auth.server';

/**
 * Who may make each call of the JSON API, declared once per route pattern and enforced by one
 * middleware in front of every API route (app/routes/api/layout.ts):
 * - `public`: anyone, and the answer is the same for everyone;
 * - `personal`: anyone, but the answer depends on who asks (never stored by a cache);
 * - `staff`: a staff session, or 401 before the route's code runs (never stored by a cache).
 * A method a pattern does not list answers 405 with `Allow`. A pattern missing from the table is
 * staff-only for every method, so a route added without a rule leaks nothing.
 */
export type ApiAccess = 'public' | 'personal' | 'staff';
export const apiMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof apiMethods)[number];
export type ApiAccessTable = Readonly<Record<string, Readonly<Partial<Record<ApiMethod, ApiAccess>>>>>;

function allowed(rules: Partial<Record<ApiMethod, ApiAccess>>): string {
  const methods: string[] = apiMethods.filter((method) => rules[method]);
  if (rules.GET) methods.splice(1, 0, 'HEAD');
  return methods.join(', ');
}

/** The access a call needs, or undefined when the pattern does not answer the method. */
export function accessOf(table: ApiAccessTable, pattern: string, method: string): ApiAccess | undefined {
  const rules = table[normalPattern(pattern)];
  if (!rules) return 'staff';
  const asked = (method === 'HEAD' ? 'GET' : method) as ApiMethod;
  return rules[asked];
}

/** React Router gives the pattern without its leading slash ("api/notices/:id"). */
function normalPattern(pattern: string): string {
  return `/${pattern.replace(/^\/+/, '')}`;
}

export function apiAccessMiddleware(table: ApiAccessTable): MiddlewareFunction<Response> {
  return async ({ request, context, pattern }, next) => {
    const access = accessOf(table, pattern, request.method);
    if (!access) {
      const allow = allowed(table[normalPattern(pattern)] ?? {});
      const response = jsonRefusal(request, 405, rule('api.methodNotAnswered', { method: request.method, allow }));
      response.headers.set('Allow', allow);
      return response;
    }
    if (access === 'staff') return passStaffApiGate(request, context, next);
    const response = await next();
    if (access === 'personal' || !['GET', 'HEAD'].includes(request.method)) return neverStore(response);
    return response;
  };
}
