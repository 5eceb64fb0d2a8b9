import { redirect } from 'react-router';
import { StaffAddScreen } from '~/components/dashboard/StaffForm';
import { AlertFields, blankAlertForm } from '~/components/dashboard/alerts/AlertFields';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validFields } from '~/web/staff-forms.server';
import { alertInputSchema } from '~/modules/alerts/alert-schema';
import { createAlert } from '~/modules/alerts/alerts.server';
import type { Route } from './+types/add';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export function loader({ context }: Route.LoaderArgs) {
  return { words: staffWords(context, 'dashboardAlerts') };
}

/** A saved alert goes to the list, where staff see it as scheduled or showing now. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, {}, async (submission) => {
    await createAlert(context.database.db, validFields(alertInputSchema, submission));
    return redirect('/dashboard/alerts', withFlash(context, staffCatalogue(context).dashboardAlerts.created));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardAlerts.addTitle);

export default function AddAlert({ actionData }: Route.ComponentProps) {
  return (
    <StaffAddScreen section="dashboardAlerts" failure={actionData}>
      <AlertFields values={{ ...blankAlertForm, ...actionData?.values }} errors={actionData?.error.fields ?? {}} />
    </StaffAddScreen>
  );
}
