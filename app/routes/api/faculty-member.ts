import { photoChangeFrom } from '~/web/staff-forms.server';
import { facultyUpdateSchema } from '~/modules/faculty/faculty-schema';
import { deleteFacultyMember, editFacultyMember, getFacultyMember } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/faculty-member';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { photoBody } from './request-body';

const missing = 'There is no faculty member with that id.';

/** GET /api/faculty/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, { missing, find: (id) => getFacultyMember(context.database.db, id) });
}

/** PATCH's body: JSON with the fields to change, or multipart with a new `photo` too; `removePhoto: true` takes the photo off. */
export const requestBody = photoBody(facultyUpdateSchema, 'removable');

/** PATCH /api/faculty/:id (staff). DELETE (staff): the item and its photo's files. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const { uploadsDir } = context.config;
  return changeOrDeleteItem(request, context, params.id, {
    missing,
    otherMethods: 'Use PATCH to change it or DELETE to remove it.',
    change: { body: requestBody, save: (id, input, submission) => editFacultyMember(db, uploadsDir, id, input, photoChangeFrom(submission)) },
    remove: (id) => deleteFacultyMember(db, uploadsDir, id),
  });
}
