import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { listQuerySchema } from '~/lib/list-query';
import { parseOrThrow } from '~/lib/validation';
import { handleStaffApi, validFields } from '~/web/staff-forms.server';
import { noticeInputSchema } from '~/modules/notices/notice-schema';
import { createNotice, listNotices } from '~/modules/notices/notices.server';
import type { Route } from './+types/notices';
import { pdfBody } from './request-body';

/** GET /api/notices?limit= : newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const query = parseOrThrow(listQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return jsonData(await listNotices(context.database.db, { limit: query.limit }));
  });
}

/** POST's body: title, details, date, category, priority, as JSON or multipart with a `circular` PDF. */
export const requestBody = pdfBody(noticeInputSchema, { field: 'circular' });

/** POST /api/notices (staff) → 201 with the notice. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.addNotice'));
  return handleStaffApi(request, context, requestBody.submission, async (submission) => {
    const input = validFields(requestBody.schema, submission);
    const notice = await createNotice(context.database.db, context.files, input, { circular: submission.pdf ?? null });
    return jsonData(notice, { status: 201 });
  });
}
