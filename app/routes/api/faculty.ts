import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { addFacultyMember, listFaculty } from '~/modules/faculty/faculty.server';
import { handleStaffApi, validWithPhoto } from '~/web/staff-forms.server';
import { facultyInputSchema } from '~/modules/faculty/faculty-schema';
import type { Route } from './+types/faculty';
import { photoBody } from './request-body';

/** GET /api/faculty: in the order staff added them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => jsonData(await listFaculty(context.database.db)));
}

/** POST's body: multipart with the fields and `photo` (optional), or JSON without a photo. */
export const requestBody = photoBody(facultyInputSchema, 'optional');

/** POST (staff): multipart with the fields and `photo` (optional) → 201 with the new item. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addFacultyMember'));
  return handleStaffApi(request, context, requestBody.submission, async (submission) => {
    const { input, photo } = validWithPhoto(requestBody.schema, submission, { required: requestBody.file.required });
    return jsonData(await addFacultyMember(context.database.db, context.files, input, photo?.path), { status: 201 });
  });
}
