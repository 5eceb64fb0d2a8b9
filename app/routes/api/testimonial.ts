import { rule } from '~/i18n/rules';
import { testimonialUpdateSchema } from '~/modules/testimonials/testimonial-schema';
import { deleteTestimonial, editTestimonial, getTestimonial } from '~/modules/testimonials/testimonials.server';
import { photoOwnerItemRoute } from './photo-item-route.server';
import { photoBody } from './request-body';

/** PATCH's body: JSON with the fields to change, or multipart with a new `photo` too; `removePhoto: true` takes the photo off. */
export const requestBody = photoBody(testimonialUpdateSchema, 'removable');

const route = photoOwnerItemRoute(requestBody, {
  missing: rule('api.missing.testimonial'),
  find: getTestimonial,
  edit: editTestimonial,
  remove: deleteTestimonial,
});

/** GET /api/testimonials/:id */
export const loader = route.loader;
/** PATCH /api/testimonials/:id (staff). DELETE (staff): the item and its photo's files. */
export const action = route.action;
