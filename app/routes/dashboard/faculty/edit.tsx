import { editorSchemaOf } from '~/lib/change-schema';
import { useWords } from '~/i18n/words';
import { CurrentPhoto } from '~/components/dashboard/CurrentPhoto';
import { FacultyFields } from '~/components/dashboard/faculty/FacultyFields';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { StaffScreenError } from '~/components/dashboard/StaffScreenError';
import { handleStaffForm, photoChangeFrom, validWithPhoto } from '~/web/staff-forms.server';
import { facultyUpdateSchema } from '~/modules/faculty/faculty-schema';
import { editFacultyMember, getFacultyMember } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { itemToEdit, saveEdit } from '../edit-item.server';
import { staffWords } from '../staff-words.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const member = await itemToEdit(context, params.id, (id) => getFacultyMember(context.database.db, id));
  return { member, words: staffWords(context, 'dashboardFaculty', 'people') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: 'removable' }, async (submission) => {
    const { input } = validWithPhoto(editorSchemaOf(facultyUpdateSchema), submission, { required: false });
    const photo = photoChangeFrom(submission);
    return saveEdit(request, context, params.id, '/dashboard/delfaculty', (id) =>
      editFacultyMember(context.database.db, context.files, id, input, photo),
    );
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardFaculty.editTitle);

export default function EditFaculty({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardFaculty');
  const { member } = loaderData;
  return (
    <StaffEditScreen title={t.editTitle} lead={member.name} backTo="/dashboard/delfaculty" failure={actionData} withFile>
      <FacultyFields
        values={{
          name: member.name,
          role: member.role,
          details: member.details,
          roleHi: member.roleHi ?? '',
          detailsHi: member.detailsHi ?? '',
          qualification: member.qualification,
          post: member.post ?? '',
          appointment: member.appointment ?? '',
          ...actionData?.values,
        }}
        errors={actionData?.error.fields ?? {}}
        currentPhoto={member.image ? <CurrentPhoto image={member.image} alt={member.name} /> : undefined}
      />
    </StaffEditScreen>
  );
}

/** An item that is not there (a stale link, deleted in another tab): its 404 inside the dashboard. */
export const ErrorBoundary = StaffScreenError;
