import { rule } from '~/i18n/rules';
import { facultyUpdateSchema } from '~/modules/faculty/faculty-schema';
import { deleteFacultyMember, editFacultyMember, getFacultyMember } from '~/modules/faculty/faculty.server';
import { photoOwnerItemRoute } from './photo-item-route.server';
import { photoBody } from './request-body';

/** PATCH's body: JSON with the fields to change, or multipart with a new `photo` too; `removePhoto: true` takes the photo off. */
export const requestBody = photoBody(facultyUpdateSchema, 'removable');

const route = photoOwnerItemRoute(requestBody, {
  missing: rule('api.missing.facultyMember'),
  find: getFacultyMember,
  edit: editFacultyMember,
  remove: deleteFacultyMember,
});

/** GET /api/faculty/:id */
export const loader = route.loader;
/** PATCH /api/faculty/:id (staff). DELETE (staff): the item and its photo's files. */
export const action = route.action;
