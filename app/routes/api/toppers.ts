import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { addTopper, listToppers } from '~/modules/toppers/toppers.server';
import { handleStaffApi, validWithPhoto } from '~/web/staff-forms.server';
import { topperInputSchema } from '~/modules/toppers/topper-schema';
import type { Route } from './+types/toppers';
import { photoBody } from './request-body';

/** GET /api/toppers: marks descending, each with its rank. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => jsonData(await listToppers(context.database.db)));
}

/** POST's body: multipart with the fields and `photo` (optional), or JSON without a photo. */
export const requestBody = photoBody(topperInputSchema, 'optional');

/** POST (staff): multipart with the fields and `photo` (optional), or JSON without a photo → 201 with the new item. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addTopper'));
  return handleStaffApi(request, context, requestBody.submission, async (submission) => {
    const { input, photo } = validWithPhoto(requestBody.schema, submission, { required: requestBody.file.required });
    return jsonData(await addTopper(context.database.db, context.files, input, photo?.path), { status: 201 });
  });
}
