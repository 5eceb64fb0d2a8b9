import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { requireStaffApi } from '~/web/auth.server';
import { handlePublicApi } from '~/web/public-forms.server';
import { applicationInputSchema, maxResumeBytes } from '~/modules/applications/application-schema';
import { notifyTarget } from '~/modules/notifications/outbox.server';
import { applyForJob, listApplications } from '~/modules/applications/applications.server';
import type { Route } from './+types/applications';
import { fileBody } from './request-body';

/** GET /api/applications (staff): newest first, with the applicant and the post; never the file's place. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireStaffApi(request, context);
    return jsonData(await listApplications(context.database.db));
  });
}

/** POST's body, which `applyForJob` validates: multipart `name`, `email`, `phone`, `job`, `resume`. */
export const requestBody = fileBody(applicationInputSchema, { field: 'resume', required: true });

/** POST /api/applications (public) → 201. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.sendApplication'));
  return handlePublicApi(
    request,
    context,
    { kind: 'application', file: { field: requestBody.file.field, maxBytes: maxResumeBytes, kind: 'file' } },
    async ({ fields, file }) => {
      const stored = await applyForJob(context.database.db, context.files, fields, file, notifyTarget(context.config));
      context.notifier.kick();
      return stored;
    },
    // The applicant learns only that it was received (a filled honeypot gets the same answer).
    () => ({ received: true }),
  );
}
