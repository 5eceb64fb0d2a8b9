import { rule } from '~/i18n/rules';
import { topperUpdateSchema } from '~/modules/toppers/topper-schema';
import { deleteTopper, editTopper, getTopper } from '~/modules/toppers/toppers.server';
import { photoOwnerItemRoute } from './photo-item-route.server';
import { photoBody } from './request-body';

/** PATCH's body: JSON with the fields to change, or multipart with a new `photo` too; `removePhoto: true` takes the photo off. */
export const requestBody = photoBody(topperUpdateSchema, 'removable');

const route = photoOwnerItemRoute(requestBody, {
  missing: rule('api.missing.topper'),
  find: getTopper,
  edit: editTopper,
  remove: deleteTopper,
});

/** GET /api/toppers/:id */
export const loader = route.loader;
/** PATCH /api/toppers/:id (staff). DELETE (staff): the item and its photo's files. */
export const action = route.action;
