import { editorSchemaOf } from '~/lib/change-schema';
import { useWords } from '~/i18n/words';
import { CurrentPhoto } from '~/components/dashboard/CurrentPhoto';
import { EventFields } from '~/components/dashboard/events/EventFields';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { StaffScreenError } from '~/components/dashboard/StaffScreenError';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { eventUpdateSchema } from '~/modules/events/event-schema';
import { editEvent, getEvent } from '~/modules/events/events.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { itemToEdit, saveEdit } from '../edit-item.server';
import { staffWords } from '../staff-words.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const event = await itemToEdit(context, params.id, (id) => getEvent(context.database.db, id));
  return { event, words: staffWords(context, 'dashboardEvents') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    // Every field of the form is sent; an emptied one clears (an empty date: to be announced).
    const { input, photo } = validWithPhoto(editorSchemaOf(eventUpdateSchema), submission, { required: false });
    const photoChange = photo ? { kind: 'replace' as const, uploadPath: photo.path } : { kind: 'keep' as const };
    return saveEdit(request, context, params.id, '/dashboard/del-events', (id) =>
      editEvent(context.database.db, context.files, id, input, photoChange),
    );
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardEvents.editTitle);

export default function EditEvent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardEvents');
  const { event } = loaderData;
  return (
    <StaffEditScreen title={t.editTitle} lead={event.title || t.untitled} backTo="/dashboard/del-events" failure={actionData} withFile>
      <EventFields
        values={{
          title: event.title,
          date: event.date ?? '',
          description: event.description,
          titleHi: event.titleHi ?? '',
          descriptionHi: event.descriptionHi ?? '',
          ...actionData?.values,
        }}
        errors={actionData?.error.fields ?? {}}
        currentPhoto={<CurrentPhoto image={event.image} alt={event.title || t.untitled} />}
      />
    </StaffEditScreen>
  );
}

/** An item that is not there (a stale link, deleted in another tab): its 404 inside the dashboard. */
export const ErrorBoundary = StaffScreenError;
