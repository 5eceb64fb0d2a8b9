import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiTestBed } from '~/test/api-calls';
import { testDialects } from '~/test/databases';
import { apiAccess } from './access';
import { routeFileOf } from '~/test/route-files';

/**
 * An address whose id cannot name an item (`/api/notices/abc`) names nothing: every item route
 * answers 404 to it, whatever the method and whatever the body (item-route.server.ts). The routes
 * come from the access table and app/routes.ts, so an item route added later is checked too.
 */

const fileOf = routeFileOf;

type Handler = (args: never) => Promise<Response> | Response;
const itemCalls = Object.entries(apiAccess)
  .filter(([pattern]) => /\/:id$/.test(pattern))
  .flatMap(([pattern, methods]) => Object.keys(methods).map((method) => ({ pattern, method })));

describe.each(testDialects)('item routes on %s', (dialect) => {
  const bed = apiTestBed(dialect);

  it('answer 404 to an id that cannot name an item, whatever the method and the body', async () => {
    expect(itemCalls.length).toBeGreaterThan(10);
    for (const { pattern, method } of itemCalls) {
      const file = fileOf.get(pattern);
      if (!file) throw new Error(`No route serves ${pattern}`);
      const route = (await import(/* @vite-ignore */ path.resolve('app', file))) as { loader?: Handler; action?: Handler };
      const handler = method === 'GET' ? route.loader : route.action;
      if (!handler) throw new Error(`${method} ${pattern} has no handler`);
      const address = pattern.replace(':id', 'abc');
      // A body no schema accepts: without the id check first, it would be a 400.
      const body = method === 'GET' || method === 'DELETE' ? undefined : { nosuchField: 'x' };
      const answer = await bed.api.call(handler, { method, path: address, params: { id: 'abc' }, body });
      expect(answer.status, `${method} ${address}`).toBe(404);
    }
  });
});
