import { jsonError } from '~/lib/api.server';

/** Any /api path that is not part of the API: a JSON 404, never the HTML 404 page. */
export function loader() {
  return jsonError(404, 'There is no such API address. See /api/openapi.json for the API.');
}

export function action() {
  return jsonError(404, 'There is no such API address. See /api/openapi.json for the API.');
}
