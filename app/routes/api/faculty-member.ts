import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { deleteFacultyMember, editFacultyMember, getFacultyMember } from '~/modules/faculty/faculty.server';
import { handleStaffApi, photoChangeFrom, validWithPhoto } from '~/lib/staff-forms.server';
import { facultyUpdateSchema } from '~/modules/faculty/faculty-schema';
import type { Route } from './+types/faculty-member';

/** GET /api/faculty/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const id = parseId(params.id);
    const member = id === undefined ? undefined : await getFacultyMember(context.database.db, id);
    if (!member) throw new ApiError(404, 'There is no faculty member with that id.');
    return jsonData(member);
  });
}

/**
 * PATCH (staff): JSON with the fields to change, or multipart with a new `photo` too; `removePhoto: true` takes the photo off.
 * DELETE (staff): the item and its photo's files.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const { uploadsDir } = context.config;
  const missing = () => new ApiError(404, 'There is no faculty member with that id.');
  const id = parseId(params.id);
  if (request.method === 'PATCH') {
    return handleStaffApi(request, context, { photo: 'removable' }, async (submission) => {
      const { input } = validWithPhoto(facultyUpdateSchema, submission, { required: false });
      const photo = photoChangeFrom(submission);
      const changed = id === undefined ? undefined : await editFacultyMember(db, uploadsDir, id, input, photo);
      if (!changed) throw missing();
      return jsonData(changed);
    });
  }
  if (request.method === 'DELETE') {
    return handleStaffApi(request, context, {}, async () => {
      if (id === undefined || !(await deleteFacultyMember(db, uploadsDir, id))) throw missing();
      return new Response(null, { status: 204 });
    });
  }
  return jsonError(405, 'Use PATCH to change it or DELETE to remove it.');
}
