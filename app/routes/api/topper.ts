import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { deleteTopper, editTopper, getTopper } from '~/modules/toppers/toppers.server';
import { handleStaffApi, photoChangeFrom, validWithPhoto } from '~/lib/staff-forms.server';
import { topperUpdateSchema } from '~/modules/toppers/topper-schema';
import type { Route } from './+types/topper';

/** GET /api/toppers/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const id = parseId(params.id);
    const topper = id === undefined ? undefined : await getTopper(context.database.db, id);
    if (!topper) throw new ApiError(404, 'There is no topper with that id.');
    return jsonData(topper);
  });
}

/**
 * PATCH (staff): JSON with the fields to change, or multipart with a new `photo` too; `removePhoto: true` takes the photo off.
 * DELETE (staff): the item and its photo's files.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const { uploadsDir } = context.config;
  const missing = () => new ApiError(404, 'There is no topper with that id.');
  const id = parseId(params.id);
  if (request.method === 'PATCH') {
    return handleStaffApi(request, context, { photo: 'removable' }, async (submission) => {
      const { input } = validWithPhoto(topperUpdateSchema, submission, { required: false });
      const photo = photoChangeFrom(submission);
      const changed = id === undefined ? undefined : await editTopper(db, uploadsDir, id, input, photo);
      if (!changed) throw missing();
      return jsonData(changed);
    });
  }
  if (request.method === 'DELETE') {
    return handleStaffApi(request, context, {}, async () => {
      if (id === undefined || !(await deleteTopper(db, uploadsDir, id))) throw missing();
      return new Response(null, { status: 204 });
    });
  }
  return jsonError(405, 'Use PATCH to change it or DELETE to remove it.');
}
