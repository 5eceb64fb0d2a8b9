import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { listQuerySchema } from '~/lib/list-query';
import { parseOrThrow } from '~/lib/validation';
import { handleStaffApi, validWithPhoto } from '~/web/staff-forms.server';
import { galleryPhotoInputSchema } from '~/modules/gallery/gallery-schema';
import { addGalleryPhoto, listGalleryPhotos } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/photos';
import { photoBody } from './request-body';

/** GET /api/photos?limit= : the gallery, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const query = parseOrThrow(listQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return jsonData(await listGalleryPhotos(context.database.db, { limit: query.limit }));
  });
}

/** POST's body: multipart with the fields and `photo`. */
export const requestBody = photoBody(galleryPhotoInputSchema, 'required');

/** POST /api/photos (staff): multipart `title`, `description`, `photo` → 201 with the photo. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addPhoto'));
  return handleStaffApi(request, context, requestBody.submission, async (submission) => {
    const { input, photo } = validWithPhoto(requestBody.schema, submission, { required: requestBody.file.required });
    return jsonData(await addGalleryPhoto(context.database.db, context.files, input, photo!.path), { status: 201 });
  });
}
