import { data, redirect } from 'react-router';
import { useWords } from '~/i18n/words';
import { CurrentPhoto } from '~/components/dashboard/CurrentPhoto';
import { EventFields } from '~/components/dashboard/events/EventFields';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { ApiError } from '~/lib/api.server';
import { parseId } from '~/lib/validation';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { eventUpdateSchema } from '~/modules/events/event-schema';
import { editEvent, getEvent } from '~/modules/events/events.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const event = id === undefined ? undefined : await getEvent(context.database.db, id);
  if (!event) throw data(staffCatalogue(request).staff.forms.notFound, { status: 404 });
  return { event, words: staffWords(request, 'dashboardEvents') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { forms } = staffCatalogue(request).staff;
    const id = parseId(params.id);
    // Every field of the form is sent; an emptied one clears (an empty date: to be announced).
    const { input, photo } = validWithPhoto(eventUpdateSchema.required(), submission, { required: false });
    const changed =
      id === undefined
        ? undefined
        : await editEvent(
            context.database.db,
            context.config.uploadsDir,
            id,
            input,
            photo ? { kind: 'replace', uploadPath: photo.path } : { kind: 'keep' },
          );
    if (!changed) throw new ApiError(404, forms.notFound);
    return redirect('/dashboard/del-events', withFlash(context, forms.changesSaved));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardEvents.editTitle);

export default function EditEvent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardEvents');
  const { event } = loaderData;
  const values = actionData?.values ?? {};
  return (
    <StaffEditScreen title={t.editTitle} lead={event.title || t.untitled} backTo="/dashboard/del-events" failure={actionData} withPhoto>
      <EventFields
        values={{
          title: values.title ?? event.title,
          date: values.date ?? event.date ?? '',
          description: values.description ?? event.description,
        }}
        errors={actionData?.error.fields ?? {}}
        currentPhoto={<CurrentPhoto image={event.image} alt={event.title || t.untitled} />}
      />
    </StaffEditScreen>
  );
}
