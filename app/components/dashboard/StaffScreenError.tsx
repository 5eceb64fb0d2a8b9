import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Link } from '~/i18n/links';
import { useWords } from '~/i18n/words';
import { StaffPageHeader } from './StaffForm';
import { StatusMessage } from './StatusMessage';

/**
 * A staff screen that could not be shown, inside the dashboard's frame (a route's boundary, so the
 * menu stays): an editor whose item is gone says so (its loader's 404 carries the message); anything
 * else says that something went wrong.
 */
export function StaffScreenError() {
  const error = useRouteError();
  const forms = useWords('staff').forms;
  const failed = useWords('error');
  const gone = isRouteErrorResponse(error) && error.status === 404 && typeof error.data === 'string' ? error.data : undefined;
  return (
    <>
      <StaffPageHeader title={gone ? forms.notFoundTitle : failed.title} />
      <div className="mt-6 max-w-2xl space-y-5">
        <StatusMessage kind="error" message={gone ?? failed.lead} />
        <Link to="/dashboard" className="inline-block font-semibold text-brand-800 underline underline-offset-4">
          {forms.backToDashboard}
        </Link>
      </div>
    </>
  );
}
