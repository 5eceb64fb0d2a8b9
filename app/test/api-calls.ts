import { RouterContextProvider } from 'react-router';
import type { AppDatabase } from '~/db/database.server';
import { sessionCookieName } from '~/web/auth.server';
import type { AppContext } from '~/web/context';
import { raiseContentVersion } from '~/modules/content-version/content-version.server';
import { createSession } from '~/modules/sessions/sessions.server';
import { createOrResetStaff } from '~/modules/staff/staff.server';
import { afterEach, beforeEach } from 'vitest';
import { createTestEnvironment, type TestDialect, type TestEnvironment } from './databases';

/**
 * Calls the JSON API's route modules (their `loader` and `action`) as React Router would, against a
 * real database and with a real staff session, without starting a server: the whole path a request
 * takes below the router (body reading, validation, the module, the answer) is the code under test.
 * The API's access middleware is not run here; e2e/ covers it.
 */

/** What a route module's loader or action takes; the tests build it as the router does. */
interface RouteArgs {
  request: Request;
  params: Record<string, string | undefined>;
  context: AppContext;
}
// Each route's generated `Route.ActionArgs` is a wider type of the same shape; a parameter typed as
// `never` accepts any of them, so one helper can call every route without a cast at each call.
type RouteHandler = (args: never) => Promise<Response> | Response;

export interface ApiCaller {
  context: AppContext;
  /** Sends `body` (JSON when an object, as is when FormData) to `handler`, signed in as staff unless `visitor`. */
  call(
    handler: RouteHandler,
    options: { method: string; path: string; params?: Record<string, string>; body?: unknown; visitor?: boolean },
  ): Promise<{ status: number; body: { data?: unknown; error?: { message: string; fields?: Record<string, string> } } }>;
}

export async function apiCaller(environment: TestEnvironment, database: AppDatabase): Promise<ApiCaller> {
  const sessionSecret = 'test session secret';
  // A member of staff on their own password (one a colleague set would open nothing but choosing it, decision 0086).
  const { staff } = await createOrResetStaff(database.db, 'office', 'a long test password', { oneTime: false });
  const { token } = await createSession(database.db, sessionSecret, staff.id);
  const context = Object.assign(new RouterContextProvider(), {
    config: environment.config,
    database,
    files: environment.files,
    sessionSecret,
    notifier: { kick: () => undefined, stop: async () => undefined },
    publicPages: { changed: () => raiseContentVersion(database.db) },
    nonce: undefined,
    failure: { database: false },
    clientAddress: '203.0.113.50',
    documentRequest: false,
    islandData: new Map(),
  });
  return {
    context,
    async call(handler, { method, path, params = {}, body, visitor = false }) {
      const headers = new Headers();
      if (!visitor) headers.set('Cookie', `${sessionCookieName}=${token}`);
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body);
      }
      const request = new Request(`http://school.test${path}`, { method, headers, body: payload });
      const args: RouteArgs = { request, params, context };
      const response = await (handler as (args: RouteArgs) => Promise<Response> | Response)(args);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {} };
    },
  };
}

/** What an API test works with: its own clean database (and folders), and a caller signed in as staff. */
export interface ApiTestBed {
  environment: TestEnvironment;
  database: AppDatabase;
  api: ApiCaller;
}

/**
 * Gives each test of the `describe` it is called in a clean database of `dialect` and a staff
 * caller (`bed.api`), and cleans up after it: the setup every API test file shares.
 */
export function apiTestBed(dialect: TestDialect): ApiTestBed {
  const bed = {} as ApiTestBed;
  beforeEach(async () => {
    bed.environment = await createTestEnvironment(dialect);
    bed.database = await bed.environment.open();
    bed.api = await apiCaller(bed.environment, bed.database);
  });
  afterEach(() => bed.environment.cleanup());
  return bed;
}
