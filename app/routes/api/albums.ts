import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { listQuerySchema } from '~/lib/list-query';
import { parseOrThrow } from '~/lib/validation';
import { handleStaffApi, validFields } from '~/web/staff-forms.server';
import { albumInputSchema } from '~/modules/gallery/album-schema';
import { addAlbum, listAlbums } from '~/modules/gallery/albums.server';
import type { Route } from './+types/albums';
import { jsonBody } from './request-body';

/** GET /api/albums?limit= : the gallery's albums, newest day first, each with its cover and how many photos it has. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const query = parseOrThrow(listQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return jsonData(await listAlbums(context.database.db, { limit: query.limit }));
  });
}

/** POST's body: the title and the day, and optionally a description and the Hindi twins. */
export const requestBody = jsonBody(albumInputSchema);

/** POST /api/albums (staff) → 201 with the album (no photos yet: they are added with POST /api/photos and its `albumId`). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addAlbum'));
  return handleStaffApi(request, context, {}, async (submission) =>
    jsonData(await addAlbum(context.database.db, validFields(requestBody.schema, submission)), { status: 201 }),
  );
}
