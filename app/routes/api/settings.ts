import { rule } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { handleStaffApi, photoChangeFrom, validFields } from '~/web/staff-forms.server';
import { siteSettingsChangeSchema } from '~/modules/settings/settings-schema';
import { changeSiteSettings, getHeroPoster, getSiteSettings, publicSiteSettings } from '~/modules/settings/settings.server';
import type { Route } from './+types/settings';
import { photoBody } from './request-body';

/** GET /api/settings: what the site shows (contact details, hours, links, the hero's media). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { db } = context.database;
    const settings = await getSiteSettings(db);
    return jsonData({ ...publicSiteSettings(settings), heroPoster: await getHeroPoster(db, settings) });
  });
}

/** PATCH's body: the fields to change, and in multipart a new hero poster in `photo`. */
export const requestBody = photoBody(siteSettingsChangeSchema, 'removable');

/**
 * PATCH /api/settings (staff): JSON with the fields to change (in the shape GET answers), each one
 * changed and nothing else (an unknown field is refused, 400); or multipart with a new poster in
 * `photo`; `removePhoto: true` goes back to the built-in poster.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'PATCH') return jsonRefusal(request, 405, rule('api.useMethod.changeSettings'));
  return handleStaffApi(request, context, requestBody.submission, async (submission) => {
    const { db } = context.database;
    // Only the fields given change; a change to one social link keeps the others (the module merges).
    const change = validFields(requestBody.schema, submission);
    const saved = await changeSiteSettings(db, context.files, change, photoChangeFrom(submission));
    return jsonData({ ...publicSiteSettings(saved), heroPoster: await getHeroPoster(db, saved) });
  });
}
