import { handleApi, jsonData } from '~/lib/api.server';
import { getStaffSession } from '~/web/auth.server';
import type { Route } from './+types/auth-session';

/** GET /api/auth/session: who is signed in ({ data: { signedIn, username?, expiresAt? } }). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const session = await getStaffSession(request, context);
    const response = jsonData(
      session ? { signedIn: true, username: session.staff.username, expiresAt: session.expiresAt } : { signedIn: false },
    );
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  });
}
