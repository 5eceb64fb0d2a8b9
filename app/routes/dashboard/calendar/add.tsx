import { redirect } from 'react-router';
import { StaffAddScreen } from '~/components/dashboard/StaffForm';
import { blankCalendarForm, CalendarFields } from '~/components/dashboard/calendar/CalendarFields';
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
  return (
    <StaffAddScreen section="dashboardCalendar" failure={actionData}>
      <CalendarFields values={{ ...blankCalendarForm, ...actionData?.values }} errors={actionData?.error.fields ?? {}} />
    </StaffAddScreen>
  );
}
