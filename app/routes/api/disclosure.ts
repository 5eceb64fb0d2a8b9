import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { todayInSchool } from '~/lib/dates';
import { disclosureAnswer } from '~/web/disclosure-page.server';
import { handleStaffApi, validFields } from '~/web/staff-forms.server';
import { disclosureChangeSchema } from '~/modules/disclosure/disclosure-schema';
import { changeDisclosureDetails } from '~/modules/disclosure/disclosure.server';
import type { Route } from './+types/disclosure';
import { jsonBody } from './request-body';

/** GET /api/disclosure: the Mandatory Public Disclosure whole (decision 0058), each document slot with its state today. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => jsonData(await disclosureAnswer(context.database.db, todayInSchool())));
}

/** PATCH's body: the figures, results rows and slots that do not apply; the fields given replace theirs. */
export const requestBody = jsonBody(disclosureChangeSchema);

/** PATCH /api/disclosure (staff) → the disclosure as saved. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'PATCH') return jsonRefusal(request, 405, rule('api.useMethod.changeDisclosure'));
  return handleStaffApi(request, context, {}, async (submission) => {
    const { db } = context.database;
    await changeDisclosureDetails(db, validFields(requestBody.schema, submission));
    return jsonData(await disclosureAnswer(db, todayInSchool()));
  });
}
