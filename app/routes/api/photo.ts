import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { getGalleryPhoto } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/photo';

/** GET /api/photos/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const id = parseId(params.id);
    const photo = id === undefined ? undefined : await getGalleryPhoto(context.database.db, id);
    if (!photo) throw new ApiError(404, 'There is no photo with that id.');
    return jsonData(photo);
  });
}

export function action() {
  return jsonError(401, 'Please sign in as staff to change the gallery.');
}
