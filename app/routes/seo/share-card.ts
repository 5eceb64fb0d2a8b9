import { shareCardAnswer, shareCardOtherMethod } from '~/web/share-card.server';
import type { Route } from './+types/share-card';

/**
 * GET /og/:locale/school.png and /og/:locale/:kind/:id.png: the picture a shared link shows, the
 * school's card or a notice's, an event's or an open job post's (decision 0062). One route for both,
 * since every route is listed in the manifest each page loads; anything else under /og is a 404.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return shareCardAnswer(request, { db: context.database.db, publicUrl: context.config.publicUrl }, params['*'] ?? '');
}

/** Cards are only read: POST, PUT, PATCH and DELETE answer 405. */
export const action = shareCardOtherMethod;
