import { redirect } from 'react-router';
import type { Route } from './+types/careers';

/**
 * `/carrier` (SPEC.md's registered careers route) and `/career` (its job panel's Apply Now) are
 * permanent redirects to `/careers`, keeping any query string (DESIGN.md §5).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/careers${search}`, 301);
}
