import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { rule } from '~/i18n/rules';
import { checkHealth } from '~/web/health.server';
import type { Route } from './+types/health';

/**
 * GET /api/health, for load balancers and monitoring (DESIGN.md §10): 200 with
 * `{ data: { status: 'ok', database: 'ok', storage: 'ok' } }` when this server reaches its database
 * and its file store; 503 naming the part that fails otherwise. Never kept by any cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const health = await checkHealth(context);
    if (health.database === 'ok' && health.storage === 'ok') return jsonData({ status: 'ok', ...health });
    const failing = health.database !== 'ok' ? (health.storage !== 'ok' ? 'both' : 'database') : 'storage';
    const response = jsonRefusal(request, 503, rule(`api.unhealthy.${failing}`));
    response.headers.set('Retry-After', '10');
    return response;
  });
}
