import { rule } from '~/i18n/rules';
import { noticeUpdateSchema } from '~/modules/notices/notice-schema';
import { deleteNotice, getNotice, updateNotice } from '~/modules/notices/notices.server';
import type { Route } from './+types/notice';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { pdfBody } from './request-body';
import { pdfChangeFrom } from '~/web/staff-forms.server';

const missing = rule('api.missing.notice');

/** GET /api/notices/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, { missing, find: (id) => getNotice(context.database.db, id) });
}

/** PATCH's body: the fields given change; multipart with a new `circular` PDF, or `removeCircular` to take it off. */
export const requestBody = pdfBody(noticeUpdateSchema, { field: 'circular', removeField: 'removeCircular' });

/** PATCH /api/notices/:id (staff). DELETE /api/notices/:id (staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  const { files } = context;
  return changeOrDeleteItem(request, context, params.id, {
    missing,
    otherMethods: rule('api.useMethod.changeNotice'),
    change: { body: requestBody, save: (id, input, submission) => updateNotice(db, files, id, input, { circular: pdfChangeFrom(submission) }) },
    remove: (id) => deleteNotice(db, files, id),
  });
}
