import { rule } from '~/i18n/rules';
import { galleryPhotoUpdateSchema } from '~/modules/gallery/gallery-schema';
import { deleteGalleryPhoto, editGalleryPhoto, getGalleryPhoto } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/photo';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { photoBody } from './request-body';

const missing = rule('api.missing.photo');

/** GET /api/photos/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, { missing, find: (id) => getGalleryPhoto(context.database.db, id) });
}

/** PATCH's body: JSON with the fields to change, or multipart with a new `photo` too (a gallery photo cannot lose its picture). */
export const requestBody = photoBody(galleryPhotoUpdateSchema, 'optional');

/** PATCH /api/photos/:id (staff). DELETE /api/photos/:id (staff): the photo and its files. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const { files } = context;
  return changeOrDeleteItem(request, context, params.id, {
    missing,
    otherMethods: rule('api.useMethod.changePhoto'),
    change: {
      body: requestBody,
      save: (id, input, { photo }) => editGalleryPhoto(db, files, id, input, photo ? { kind: 'replace', uploadPath: photo.path } : { kind: 'keep' }),
    },
    remove: (id) => deleteGalleryPhoto(db, files, id),
  });
}
