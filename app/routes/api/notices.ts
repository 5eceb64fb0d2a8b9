import { handleApi, jsonData, jsonError, parseOrThrow } from '~/lib/api.server';
import { noticeListQuerySchema } from '~/modules/notices/notice-schema';
import { listNotices } from '~/modules/notices/notices.server';
import type { Route } from './+types/notices';

/** GET /api/notices?limit= : newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const query = parseOrThrow(noticeListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return jsonData(await listNotices(context.database.db, { limit: query.limit }));
  });
}

/** Writing notices is for signed-in staff; staff sign-in arrives with the dashboard. */
export function action() {
  return jsonError(401, 'Please sign in as staff to change notices.');
}
