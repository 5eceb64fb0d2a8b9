import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { handleStaffApi, validWithPhoto } from '~/lib/staff-forms.server';
import { galleryPhotoUpdateSchema } from '~/modules/gallery/gallery-schema';
import { deleteGalleryPhoto, editGalleryPhoto, getGalleryPhoto } from '~/modules/gallery/gallery.server';
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

/**
 * PATCH /api/photos/:id (staff): JSON with the fields to change, or multipart with a new `photo` too.
 * DELETE /api/photos/:id (staff): the photo and its files.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const { uploadsDir } = context.config;
  const missing = () => new ApiError(404, 'There is no photo with that id.');
  const id = parseId(params.id);
  if (request.method === 'PATCH') {
    return handleStaffApi(request, context, { photo: true }, async (submission) => {
      const { input, photo } = validWithPhoto(galleryPhotoUpdateSchema, submission, { required: false });
      const changed =
        id === undefined
          ? undefined
          : await editGalleryPhoto(db, uploadsDir, id, input, photo ? { kind: 'replace', uploadPath: photo.path } : { kind: 'keep' });
      if (!changed) throw missing();
      return jsonData(changed);
    });
  }
  if (request.method === 'DELETE') {
    return handleStaffApi(request, context, {}, async () => {
      if (id === undefined || !(await deleteGalleryPhoto(db, uploadsDir, id))) throw missing();
      return new Response(null, { status: 204 });
    });
  }
  return jsonError(405, 'Use PATCH to change a photo or DELETE to remove it.');
}
