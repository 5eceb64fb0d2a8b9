import { editorSchemaOf } from '~/lib/change-schema';
import { schoolClockInputValue } from '~/lib/dates';
import { useWords } from '~/i18n/words';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { StaffScreenError } from '~/components/dashboard/StaffScreenError';
import { AlertFields } from '~/components/dashboard/alerts/AlertFields';
import { handleStaffForm, validFields } from '~/web/staff-forms.server';
import { alertUpdateSchema } from '~/modules/alerts/alert-schema';
import { getAlert, updateAlert } from '~/modules/alerts/alerts.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { itemToEdit, saveEdit } from '../edit-item.server';
import { staffWords } from '../staff-words.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const alert = await itemToEdit(context, params.id, (id) => getAlert(context.database.db, id));
  return { alert, words: staffWords(context, 'dashboardAlerts') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, {}, async (submission) => {
    const input = validFields(editorSchemaOf(alertUpdateSchema), submission);
    return saveEdit(request, context, params.id, '/dashboard/alerts', (id) => updateAlert(context.database.db, id, input));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardAlerts.editTitle);

export default function EditAlert({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardAlerts');
  const { alert } = loaderData;
  return (
    <StaffEditScreen title={t.editTitle} lead={alert.text} backTo="/dashboard/alerts" failure={actionData}>
      <AlertFields
        values={{
          text: alert.text,
          textHi: alert.textHi ?? '',
          level: alert.level,
          startsAt: schoolClockInputValue(alert.startsAt),
          endsAt: schoolClockInputValue(alert.endsAt),
          ...actionData?.values,
        }}
        errors={actionData?.error.fields ?? {}}
      />
    </StaffEditScreen>
  );
}

/** An alert that is not there (a stale link, deleted in another tab): its 404 inside the dashboard. */
export const ErrorBoundary = StaffScreenError;
