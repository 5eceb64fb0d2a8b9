import { rule } from '~/i18n/rules';
import { alertUpdateSchema } from '~/modules/alerts/alert-schema';
import { deleteAlert, updateAlert } from '~/modules/alerts/alerts.server';
import type { Route } from './+types/alert';
import { changeOrDeleteItem } from './item-route.server';
import { jsonBody } from './request-body';

/** PATCH's body: the fields given change; an end before the start (given or stored) is refused. */
export const requestBody = jsonBody(alertUpdateSchema);

/** PATCH /api/alerts/:id (staff). DELETE (staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.database;
  return changeOrDeleteItem(request, context, params.id, {
    missing: rule('api.missing.alert'),
    otherMethods: rule('api.useMethod.changeAlert'),
    change: { body: requestBody, save: (id, input) => updateAlert(db, id, input) },
    remove: (id) => deleteAlert(db, id),
  });
}
