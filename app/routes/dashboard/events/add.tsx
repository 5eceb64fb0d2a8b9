import { redirect } from 'react-router';
import { EventFields } from '~/components/dashboard/events/EventFields';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { dashboardEventsText as t } from '~/i18n/en/dashboard-events';
import { staffText } from '~/i18n/en/staff';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { eventInputSchema } from '~/modules/events/event-schema';
import { addEvent } from '~/modules/events/events.server';
import type { Route } from './+types/add';

/** SPEC.md §4: the add-event form goes to the dashboard and clears after a success. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(eventInputSchema, submission, { required: true });
    await addEvent(context.database.db, context.config.uploadsDir, input, photo!.path);
    return redirect('/dashboard', withFlash(context, t.created));
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.addTitle} | ${staffText.dashboard.title}` }];

export default function AddEvent({ actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? {};
  return (
    <>
      <StaffPageHeader title={t.addTitle} lead={t.addLead} />
      <StaffForm failure={actionData} submitLabel={t.submit} pendingLabel={t.submitting} withPhoto>
        <EventFields
          values={{ title: values.title ?? '', date: values.date ?? '', description: values.description ?? '' }}
          errors={actionData?.error.fields ?? {}}
        />
      </StaffForm>
    </>
  );
}
