import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { parseOrThrow } from '~/lib/validation';
import { requireStaffApi } from '~/web/auth.server';
import { handlePublicApi } from '~/web/public-forms.server';
import { listContactMessages, receiveContactMessage } from '~/modules/contact-messages/contact-messages.server';
import { inboxListQuerySchema } from '~/modules/inbox/inbox-status';
import { notifyTarget } from '~/modules/notifications/outbox.server';
import { contactMessageInputSchema } from '~/modules/contact-messages/contact-message-schema';
import type { Route } from './+types/contact-messages';
import { jsonBody } from './request-body';

/** GET /api/contact-messages (staff): newest first; `?status=new|contacted|closed|all` narrows the list; another value is a 400. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireStaffApi(request, context);
    const { status } = parseOrThrow(inboxListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return jsonData(await listContactMessages(context.database.db, { status }));
  });
}

/** POST's body, which `receiveContactMessage` validates: name, email, phone?, inquiryType?, message. */
export const requestBody = jsonBody(contactMessageInputSchema);

/** POST /api/contact-messages (public) → 201. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonRefusal(request, 405, rule('api.useMethod.sendMessage'));
  return handlePublicApi(
    request,
    context,
    { kind: 'contact' },
    async ({ fields }) => {
      const stored = await receiveContactMessage(context.database.db, fields, notifyTarget(context.config));
      context.notifier.kick();
      return stored;
    },
    // The sender learns only that it was received (a filled honeypot gets the same answer).
    () => ({ received: true }),
  );
}
