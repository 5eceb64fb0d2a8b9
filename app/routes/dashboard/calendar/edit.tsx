import { editorSchemaOf } from '~/lib/change-schema';
import { useWords } from '~/i18n/words';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { StaffScreenError } from '~/components/dashboard/StaffScreenError';
import { CalendarFields } from '~/components/dashboard/calendar/CalendarFields';
import { handleStaffForm, validFields } from '~/web/staff-forms.server';
import { calendarEntryUpdateSchema } from '~/modules/calendar/calendar-schema';
import { editCalendarEntry, getCalendarEntry } from '~/modules/calendar/calendar.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { itemToEdit, saveEdit } from '../edit-item.server';
import { staffWords } from '../staff-words.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const entry = await itemToEdit(context, params.id, (id) => getCalendarEntry(context.database.db, id));
  return { entry, words: staffWords(context, 'dashboardCalendar', 'calendar') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, {}, async (submission) => {
    const input = validFields(editorSchemaOf(calendarEntryUpdateSchema), submission);
    return saveEdit(request, context, params.id, '/dashboard/calendar', (id) => editCalendarEntry(context.database.db, id, input));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardCalendar.editTitle);

export default function EditCalendarEntry({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardCalendar');
  const { entry } = loaderData;
  return (
    <StaffEditScreen title={t.editTitle} lead={entry.title} backTo="/dashboard/calendar" failure={actionData}>
      <CalendarFields
        values={{
          kind: entry.kind,
          title: entry.title,
          titleHi: entry.titleHi ?? '',
          details: entry.details,
          detailsHi: entry.detailsHi ?? '',
          startsOn: entry.startsOn,
          // A one-day entry's last day is its first: the field shows empty, as it was typed.
          endsOn: entry.endsOn === entry.startsOn ? '' : entry.endsOn,
          startsAt: entry.startsAt ?? '',
          endsAt: entry.endsAt ?? '',
          ...actionData?.values,
        }}
        errors={actionData?.error.fields ?? {}}
      />
    </StaffEditScreen>
  );
}

/** An entry that is not there (a stale link, deleted in another tab): its 404 inside the dashboard. */
export const ErrorBoundary = StaffScreenError;
