import { openApiDocument } from './openapi-document.server';

/** GET /api/openapi.json: the API as it stands, with who may make each call. */
export function loader() {
  return Response.json(openApiDocument, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
