import { handleApi, jsonData, jsonError, parseOrThrow } from '~/lib/api.server';
import { galleryListQuerySchema } from '~/modules/gallery/gallery-schema';
import { listGalleryPhotos } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/photos';

/** GET /api/photos?limit= : the gallery, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const query = parseOrThrow(galleryListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return jsonData(await listGalleryPhotos(context.database.db, { limit: query.limit }));
  });
}

/** Uploading photos is for signed-in staff; staff sign-in arrives with the dashboard. */
export function action() {
  return jsonError(401, 'Please sign in as staff to change the gallery.');
}
