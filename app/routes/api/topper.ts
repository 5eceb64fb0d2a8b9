import { photoChangeFrom } from '~/web/staff-forms.server';
import { topperUpdateSchema } from '~/modules/toppers/topper-schema';
import { deleteTopper, editTopper, getTopper } from '~/modules/toppers/toppers.server';
import type { Route } from './+types/topper';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { photoBody } from './request-body';

const missing = 'There is no topper with that id.';

/** GET /api/toppers/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, { missing, find: (id) => getTopper(context.database.db, id) });
}

/** PATCH's body: JSON with the fields to change, or multipart with a new `photo` too; `removePhoto: true` takes the photo off. */
export const requestBody = photoBody(topperUpdateSchema, 'removable');

/** PATCH /api/toppers/:id (staff). DELETE (staff): the item and its photo's files. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const { uploadsDir } = context.config;
  return changeOrDeleteItem(request, context, params.id, {
    missing,
    otherMethods: 'Use PATCH to change it or DELETE to remove it.',
    change: { body: requestBody, save: (id, input, submission) => editTopper(db, uploadsDir, id, input, photoChangeFrom(submission)) },
    remove: (id) => deleteTopper(db, uploadsDir, id),
  });
}
