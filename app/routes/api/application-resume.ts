import { Readable } from 'node:stream';
import { rule } from '~/i18n/rules';
import { handleApi } from '~/lib/api.server';
import { Refusal } from '~/lib/refusal';
import { parseId } from '~/lib/validation';
import { requireStaffApi } from '~/web/auth.server';
import { log } from '~/lib/log.server';
import { resumeFile } from '~/modules/applications/applications.server';
import type { Route } from './+types/application-resume';

/**
 * GET /api/applications/:id/resume (staff only, DESIGN.md §6): the resume as an attachment, with
 * its checked type (helmet adds nosniff to every answer), so a browser never renders it in the site's origin.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { staff } = await requireStaffApi(request, context);
    const id = parseId(params.id);
    const file = id === undefined ? undefined : await resumeFile(context.database.db, context.files, id);
    if (!file) throw new Refusal('not-found', rule('api.missing.resume'));
    log.info('resume downloaded', { by: staff.username, id });
    const body = Readable.toWeb(file.body) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        'Content-Type': file.type,
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="${file.downloadName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(file.downloadName)}`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
