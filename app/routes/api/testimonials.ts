import { handleApi, jsonData, jsonError } from '~/lib/api.server';
import { listTestimonials } from '~/modules/testimonials/testimonials.server';
import type { Route } from './+types/testimonials';

/** GET /api/testimonials: newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => jsonData(await listTestimonials(context.database.db)));
}

/** Adding testimonials is for signed-in staff; staff sign-in arrives with the dashboard. */
export function action() {
  return jsonError(401, 'Please sign in as staff to change testimonials.');
}
