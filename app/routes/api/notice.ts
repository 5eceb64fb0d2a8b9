import { rule } from '~/i18n/rules';
import { noticeUpdateSchema } from '~/modules/notices/notice-schema';
import { deleteNotice, getNotice, updateNotice } from '~/modules/notices/notices.server';
import type { Route } from './+types/notice';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import { jsonBody } from './request-body';

const missing = rule('api.missing.notice');

/** GET /api/notices/:id */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerItem(request, params.id, { missing, find: (id) => getNotice(context.database.db, id) });
}

/** PATCH's body: the fields given change. */
export const requestBody = jsonBody(noticeUpdateSchema);

/** PATCH /api/notices/:id (staff). DELETE /api/notices/:id (staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  return changeOrDeleteItem(request, context, params.id, {
    missing,
    otherMethods: rule('api.useMethod.changeNotice'),
    change: { body: requestBody, save: (id, input) => updateNotice(db, id, input) },
    remove: (id) => deleteNotice(db, id),
  });
}
