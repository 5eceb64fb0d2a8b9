import { rule } from '~/i18n/rules';
import { albumUpdateSchema } from '~/modules/gallery/album-schema';
import { deleteAlbum, editAlbum, getAlbum } from '~/modules/gallery/albums.server';
import type { Route } from './+types/album';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { jsonBody } from './request-body';

/** GET /api/albums/:id: one album with its photos in their order. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, { missing: rule('api.missing.album'), find: (id) => getAlbum(context.database.db, id) });
}

/** PATCH's body: the words and day given change; `coverPhotoId` picks the cover; `photoIds` orders every photo. */
export const requestBody = jsonBody(albumUpdateSchema);

/** PATCH /api/albums/:id (staff). DELETE (staff): the album with all its photos and their files. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  return changeOrDeleteItem(request, context, params.id, {
    missing: rule('api.missing.album'),
    otherMethods: rule('api.useMethod.changeAlbum'),
    change: { body: requestBody, save: (id, input) => editAlbum(db, id, input) },
    remove: (id) => deleteAlbum(db, context.files, id),
  });
}
