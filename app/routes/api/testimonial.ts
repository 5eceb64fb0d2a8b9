import { photoChangeFrom } from '~/web/staff-forms.server';
import { testimonialUpdateSchema } from '~/modules/testimonials/testimonial-schema';
import { deleteTestimonial, editTestimonial, getTestimonial } from '~/modules/testimonials/testimonials.server';
import type { Route } from './+types/testimonial';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { photoBody } from './request-body';

const missing = 'There is no testimonial with that id.';

/** GET /api/testimonials/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, { missing, find: (id) => getTestimonial(context.database.db, id) });
}

/** PATCH's body: JSON with the fields to change, or multipart with a new `photo` too; `removePhoto: true` takes the photo off. */
export const requestBody = photoBody(testimonialUpdateSchema, 'removable');

/** PATCH /api/testimonials/:id (staff). DELETE (staff): the item and its photo's files. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const { uploadsDir } = context.config;
  return changeOrDeleteItem(request, context, params.id, {
    missing,
    otherMethods: 'Use PATCH to change it or DELETE to remove it.',
    change: { body: requestBody, save: (id, input, submission) => editTestimonial(db, uploadsDir, id, input, photoChangeFrom(submission)) },
    remove: (id) => deleteTestimonial(db, uploadsDir, id),
  });
}
