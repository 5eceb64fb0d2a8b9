import { accessOf } from '~/web/api-access.server';
import { sessionCookieName } from '~/web/auth.server';
import { apiAccess } from './access';
import * as login from './auth-login';
import { componentSchemas } from './openapi-components';
import { publishedContentPaths } from './openapi-content-paths';
import { visitorFormPaths } from './openapi-form-paths';
import { errorResponse, requestBodyOf } from './openapi-parts';
import { schoolRecordPaths } from './openapi-school-paths';

/**
 * The OpenAPI document served at GET /api/openapi.json (./openapi.ts): the API as it stands, for
 * whoever integrates with it. Each module's endpoints are added as they land, in the same commit, with
 * those of their family: what the school publishes (./openapi-content-paths.ts), what visitors send
 * (./openapi-form-paths.ts), what the school keeps (./openapi-school-paths.ts); signing in and the
 * health check are here.
 * Every request body is made from the `requestBody` its route validates with (./request-body.ts),
 * and each call's `security` from the access table the API's gate enforces (./access.ts).
 */

const describedCalls = {
  openapi: '3.1.0',
  info: {
    title: 'School website API',
    version: '1',
    description:
      'Lists answer { "data": [...] }, single items { "data": {...} }, errors { "error": { "message", "fields"? } }.',
  },
  paths: {
    ...publishedContentPaths,
    ...visitorFormPaths,
    ...schoolRecordPaths,
    '/api/auth/login': {
      post: {
        summary: 'Staff sign-in: sets the httpOnly session cookie',
        requestBody: requestBodyOf(login.requestBody),
        responses: {
          200: { description: 'Signed in: { data: { username, expiresAt } }' },
          400: errorResponse('Username or password missing'),
          401: errorResponse('Wrong username or password (the answer does not say which)'),
          429: errorResponse('Too many failed sign-ins for this account or address; see Retry-After'),
        },
      },
    },
    '/api/auth/logout': {
      post: { summary: 'Ends the session on the server', responses: { 200: { description: 'Signed out' }, 401: errorResponse('Not signed in') } },
    },
    '/api/health': {
      get: {
        summary: 'For load balancers: { data: { status, database, storage } } when this server reaches its database and file storage',
        responses: { 200: { description: 'Ready' }, 503: errorResponse('The database or the file storage does not answer (which one is said; details are in the log)') },
      },
    },
    '/api/auth/session': {
      get: { summary: 'Who is signed in: { data: { signedIn, username?, expiresAt? } }', responses: { 200: { description: 'The session' } } },
    },
  },
  components: { schemas: componentSchemas },
};

/** `/api/notices/{id}` (OpenAPI) as the route pattern `/api/notices/:id` (app/routes.ts). */
export function routePatternOf(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Each call says who may make it, taken from the access table the API's middleware enforces
 * (./access.ts), so the document cannot promise a rule the server does not keep.
 */
function withAccessRules<T extends { paths: Record<string, Record<string, object>>; components: object }>(document: T) {
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => {
          const access = accessOf(apiAccess, routePatternOf(path), method.toUpperCase());
          return [method, { ...operation, security: access === 'staff' ? [{ staffSession: [] }] : [] }];
        }),
      ),
    ]),
  );
  const securitySchemes = {
    staffSession: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName,
      description:
        'Set by POST /api/auth/login. A session signed in with a one-time password (an account a colleague added, or one `npm run staff` set) is answered 403 on every staff call but sign-out, until the account chooses its own password at /dashboard/password.',
    },
  };
  return { ...document, paths, components: { ...document.components, securitySchemes } };
}

export const openApiDocument = withAccessRules(describedCalls);
