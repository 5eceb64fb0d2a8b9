import { redirect } from 'react-router';
import { blankEventForm, EventFields } from '~/components/dashboard/events/EventFields';
import { StaffAddScreen } from '~/components/dashboard/StaffForm';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { eventInputSchema } from '~/modules/events/event-schema';
import { addEvent } from '~/modules/events/events.server';
import type { Route } from './+types/add';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export function loader({ context }: Route.LoaderArgs) {
  return { words: staffWords(context, 'dashboardEvents') };
}

/** After a success, the list of events with the message (decision 0067; SPEC.md §4 went to the dashboard). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(eventInputSchema, submission, { required: true });
    await addEvent(context.database.db, context.files, input, photo!.path);
    return redirect('/dashboard/del-events', withFlash(context, staffCatalogue(context).dashboardEvents.created));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardEvents.addTitle);

export default function AddEvent({ actionData }: Route.ComponentProps) {
  return (
    <StaffAddScreen section="dashboardEvents" failure={actionData} withFile>
      <EventFields values={{ ...blankEventForm, ...actionData?.values }} errors={actionData?.error.fields ?? {}} />
    </StaffAddScreen>
  );
}
