import { apiAccessMiddleware } from '~/web/api-access.server';
import { apiAccess } from './access';

/** Every API route sits under this layout (the `api` segment, app/routes.ts): its middleware is the API's one gate. */
export const middleware = [apiAccessMiddleware(apiAccess)];
