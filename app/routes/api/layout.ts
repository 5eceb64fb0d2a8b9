import { apiAccessMiddleware } from '~/web/api-access.server';
import { apiAccess } from './access';

/** Every API route sits under this pathless layout: its middleware is the API's one gate. */
export const middleware = [apiAccessMiddleware(apiAccess)];
