import { redirect } from 'react-router';
import { useWords } from '~/i18n/words';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { CalendarFields } from '~/components/dashboard/calendar/CalendarFields';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validFields } from '~/web/staff-forms.server';
import { calendarEntryInputSchema } from '~/modules/calendar/calendar-schema';
import { addCalendarEntry } from '~/modules/calendar/calendar.server';
import type { Route } from './+types/add';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export function loader({ context }: Route.LoaderArgs) {
  return { words: staffWords(context, 'dashboardCalendar', 'calendar') };
}

/** After a save, the calendar's list with the message: the office usually adds several dates in a row. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, {}, async (submission) => {
    await addCalendarEntry(context.database.db, validFields(calendarEntryInputSchema, submission));
    return redirect('/dashboard/calendar', withFlash(context, staffCatalogue(context).dashboardCalendar.created));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardCalendar.addTitle);

export default function AddCalendarEntry({ actionData }: Route.ComponentProps) {
  const t = useWords('dashboardCalendar');
  const values = actionData?.values ?? {};
  return (
    <>
      <StaffPageHeader title={t.addTitle} lead={t.addLead} />
      <StaffForm failure={actionData} submitLabel={t.submit} pendingLabel={t.submitting}>
        <CalendarFields
          values={{
            kind: values.kind ?? 'holiday',
            title: values.title ?? '',
            titleHi: values.titleHi ?? '',
            details: values.details ?? '',
            detailsHi: values.detailsHi ?? '',
            startsOn: values.startsOn ?? '',
            endsOn: values.endsOn ?? '',
            startsAt: values.startsAt ?? '',
            endsAt: values.endsAt ?? '',
          }}
          errors={actionData?.error.fields ?? {}}
        />
      </StaffForm>
    </>
  );
}
