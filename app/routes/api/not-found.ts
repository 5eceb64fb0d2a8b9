import { rule } from '~/i18n/rules';
import { jsonRefusal } from '~/lib/api.server';
import type { Route } from './+types/not-found';

/** Any /api path that is not part of the API: a JSON 404, never the HTML 404 page. */
export function loader({ request }: Route.LoaderArgs) {
  return jsonRefusal(request, 404, rule('api.noSuchAddress'));
}

export function action({ request }: Route.ActionArgs) {
  return jsonRefusal(request, 404, rule('api.noSuchAddress'));
}
