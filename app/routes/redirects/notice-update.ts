import { redirect } from 'react-router';
import { parseId } from '~/lib/validation';
import type { Route } from './+types/notice-update';

/** SPEC.md's `/notice/:id/update` leads to the dashboard's notice editor (which checks the session). */
export function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === undefined) throw new Response('Not Found', { status: 404 });
  return redirect(`/dashboard/notices/${id}/edit`, 301);
}
