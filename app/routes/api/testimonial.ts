import { ApiError, handleApi, jsonData, jsonError, parseId } from '~/lib/api.server';
import { getTestimonial } from '~/modules/testimonials/testimonials.server';
import type { Route } from './+types/testimonial';

/** GET /api/testimonials/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const id = parseId(params.id);
    const testimonial = id === undefined ? undefined : await getTestimonial(context.database.db, id);
    if (!testimonial) throw new ApiError(404, 'There is no testimonial with that id.');
    return jsonData(testimonial);
  });
}

export function action() {
  return jsonError(401, 'Please sign in as staff to change testimonials.');
}
