import { redirect } from 'react-router';
import type { Route } from './+types/upload-image';

/**
 * `/uploadimage`, where SPEC.md's dashboard overview linked its photo upload, is a permanent redirect
 * to the upload screen, `/dashboard/uploadimage`, keeping any query string (DESIGN.md §5). The
 * dashboard's gate then asks a visitor to sign in.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/dashboard/uploadimage${search}`, 301);
}
