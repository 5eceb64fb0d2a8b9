import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { addTestimonial, listTestimonials } from '~/modules/testimonials/testimonials.server';
import { handleStaffApi, validWithPhoto } from '~/web/staff-forms.server';
import { testimonialInputSchema } from '~/modules/testimonials/testimonial-schema';
import type { Route } from './+types/testimonials';
import { photoBody } from './request-body';

/** GET /api/testimonials: newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => jsonData(await listTestimonials(context.database.db)));
}

/** POST's body: multipart with the fields and `photo` (optional), or JSON without a photo. */
export const requestBody = photoBody(testimonialInputSchema, 'optional');

/** POST (staff): multipart with the fields and `photo` (optional), or JSON without a photo → 201 with the new item. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addTestimonial'));
  return handleStaffApi(request, context, requestBody.submission, async (submission) => {
    const { input, photo } = validWithPhoto(requestBody.schema, submission, { required: requestBody.file.required });
    return jsonData(await addTestimonial(context.database.db, context.files, input, photo?.path), { status: 201 });
  });
}
